import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The browser bundle (build/client, from `npm run build`) carries no server
 * code and no secret: Vite inlines only import.meta.env.VITE_*, so a secret's
 * variable name or a server-only module's text showing up here means a
 * server module leaked into the client graph.
 */
const SECRET_NAMES = ["SESSION_SECRET", "LLM_API_KEY", "SMTP_URL", "DATABASE_URL", "HEALTH_CHAT_TOKEN"];
const SERVER_MARKERS = [
  "set local role",
  "bcrypt",
  "nodemailer",
  "insertInto",
  "rate-limiter-flexible",
  "createCookieSessionStorage",
  "mail_outbox",
  "pglite",
];

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe.skipIf(!fs.existsSync("build/client"))("client bundle", () => {
  const bundle = files("build/client")
    .filter((f) => /\.(js|css|html|json|map)$/.test(f))
    .map((f) => ({ f, text: fs.readFileSync(f, "utf8") }));

  it("has scripts to scan", () => {
    expect(bundle.filter((b) => b.f.endsWith(".js")).length).toBeGreaterThan(5);
  });

  it.each([...SECRET_NAMES, ...SERVER_MARKERS])("contains no %s", (marker) => {
    const hits = bundle.filter((b) => b.text.toLowerCase().includes(marker.toLowerCase())).map((b) => b.f);
    expect(hits).toEqual([]);
  });

  it("has no secret value from the environment the build ran in", () => {
    const values = SECRET_NAMES.map((n) => process.env[n]).filter((v): v is string => Boolean(v && v.length >= 8));
    for (const value of values) expect(bundle.some((b) => b.text.includes(value))).toBe(false);
  });
});
