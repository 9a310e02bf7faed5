import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";

/**
 * Item 7 of issue 30: no setting opens a door. Every /dev/* route (read from
 * app/routes, plus the removed grant-admin) is swept under each combination
 * of NODE_ENV, DEV_ROUTES and SHOP_CLOCK, against a real server process, as a
 * visitor, a signed-in shopper and an admin: only the admin ever reads the
 * outbox or the entries, and no request grants a role. The clock moves only
 * outside production or with SHOP_CLOCK=on. Needs `npm run build`.
 */
const run = promisify(execFile);

const devPaths = fs
  .readdirSync("app/routes")
  .filter((file) => file.startsWith("dev."))
  .map(
    (file) =>
      `/${file
        .replace(/\.tsx?$/, "")
        .replace(/\[\.\]/g, "\0")
        .replace(/\./g, "/")
        .replace(/\0/g, ".")}`,
  );
// Routes that are gone must stay gone: grant-admin was one.
const swept = [...new Set([...devPaths, "/dev/grant-admin"])];
// They read and grant nothing: they fail on purpose (a render, a loader, an action, a resource route).
const harmless = new Set(["/dev/crash", "/dev/fault", "/dev/fault.json"]);

const settings = (["production", "development"] as const).flatMap((NODE_ENV) =>
  (["true", "false"] as const).flatMap((DEV_ROUTES) =>
    (["on", "off"] as const).map((SHOP_CLOCK) => ({ NODE_ENV, DEV_ROUTES, SHOP_CLOCK })),
  ),
);

let running = 0;
const waiting: Array<() => void> = [];
const slot = () =>
  running < 3 ? (running++, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));
const release = () => {
  const next = waiting.shift();
  if (next) next();
  else running--;
};

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function account(origin: string, email: string, password: string): Promise<string> {
  const form = (fields: Record<string, string>) =>
    fetch(`${origin}/auth`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
  await form({ intent: "signup", email, password, confirmPassword: password });
  const login = await form({ intent: "login", email, password });
  expect(login.status, `sign-in of ${email}`).toBe(303);
  return cookiesOf(login);
}

describe("every /dev route under every setting (issue 30, item 7)", { concurrent: true }, () => {
  it("dev routes are found in app/routes", () => {
    expect(devPaths).toEqual(expect.arrayContaining(["/dev/mail", "/dev/outbox.json", "/dev/giveaway-entries.json"]));
  });

  // Eight servers: three at a time.
  for (const setting of settings) {
    it.concurrent(
      `NODE_ENV=${setting.NODE_ENV} DEV_ROUTES=${setting.DEV_ROUTES} SHOP_CLOCK=${setting.SHOP_CLOCK}`,
      async () => {
        await slot();
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-inputs-dev-"));
        const server = await startServerProcess({ ...setting, DATA_DIR: dataDir, RATE_LIMIT_SCALE: "50" }).catch(
          (error: Error) => (release(), Promise.reject(error)),
        );
        try {
          const marker = `leak-${randomBytes(6).toString("hex")}`;
          const sent = await fetch(`${server.origin}/contact`, {
            method: "POST",
            body: new URLSearchParams({
              name: "Marker",
              email: `${marker}@example.com`,
              subject: "Marker",
              message: `Please keep ${marker} private.`,
            }),
            redirect: "manual",
          });
          expect(sent.status).toBe(303);

          // Nothing the visitor sends or is shown as their own carries the marker.
          const shopperEmail = `shopper-${randomBytes(6).toString("hex")}@example.com`;
          const shopper = await account(server.origin, shopperEmail, "long-enough-password");
          const adminEmail = `admin-${randomBytes(6).toString("hex")}@example.com`;
          const admin = await account(server.origin, adminEmail, "long-enough-password");
          await run(process.execPath, ["--import", "tsx", "scripts/grant-admin.ts", adminEmail], {
            env: { ...process.env, DATA_DIR: dataDir },
          });

          for (const [who, cookie] of [
            ["visitor", ""],
            ["shopper", shopper],
          ] as const) {
            for (const devPath of swept) {
              for (const method of ["GET", "POST"]) {
                const response = await fetch(`${server.origin}${devPath}?about=leak-&email=${shopperEmail}`, {
                  method,
                  headers: cookie ? { Cookie: cookie } : {},
                  body: method === "POST" ? new URLSearchParams({ email: shopperEmail }) : undefined,
                  redirect: "manual",
                });
                const body = await response.text();
                const what = `${method} ${devPath} as ${who}`;
                expect(body, what).not.toContain(marker);
                if (harmless.has(devPath)) continue;
                // Refused: not found, no such method, or (for a route that no longer exists) the catch-all's way home.
                const home = response.status === 302 && response.headers.get("Location") === "/";
                if (!home) expect([404, 405], what).toContain(response.status);
              }
            }
          }
          // Nothing above made the shopper an admin.
          const after = await fetch(`${server.origin}/dev/outbox.json`, { headers: { Cookie: shopper } });
          expect(after.status).toBe(404);

          // The admin does read them: the sweep's refusals are not a broken route.
          const outbox = await fetch(`${server.origin}/dev/outbox.json?about=${marker}`, {
            headers: { Cookie: admin },
          });
          expect(outbox.status).toBe(200);
          expect(await outbox.text()).toContain(marker);
          const entries = await fetch(`${server.origin}/dev/giveaway-entries.json`, { headers: { Cookie: admin } });
          expect(entries.status).toBe(200);

          // The clock moves only outside production or with SHOP_CLOCK=on (the seeded October theme).
          const themed = await fetch(`${server.origin}/about`, {
            headers: { Cookie: "biolife_clock=2025-10-15T12:00:00Z" },
          });
          const clockMoved = setting.NODE_ENV !== "production" || setting.SHOP_CLOCK === "on";
          expect((await themed.text()).includes('data-testid="seasonal-banner"')).toBe(clockMoved);
        } finally {
          await server.stop();
          fs.rmSync(dataDir, { recursive: true, force: true });
          release();
        }
      },
      900_000,
    );
  }
});
