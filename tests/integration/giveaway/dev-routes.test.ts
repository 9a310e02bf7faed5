import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The shop's real services (database, auth provider) and session cookie, on a fresh embedded database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-dev-routes-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "integration-session-secret-0123456789abcdef";
process.env.DEV_ROUTES = "true";
delete process.env.DATABASE_URL;

const { startTestServices } = await import("../../support/services");
const shop = startTestServices({ env: { DATA_DIR: dataDir, DEV_ROUTES: "true" } });
const { commitAuthSession } = await import("~/.server/auth/session");
const { grantAdmin } = await import("~/.server/auth/roles");
const { loader: outbox } = await import("~/routes/dev.outbox[.]json");
const { loader: entries } = await import("~/routes/dev.giveaway-entries[.]json");

let adminCookie = "";
const call = (loader: typeof outbox, urlPath: string, cookie = adminCookie) =>
  loader({
    request: new Request(`http://shop.test${urlPath}`, { headers: cookie ? { Cookie: cookie } : {} }),
    params: {},
    context: shop.context(),
  });

describe("the admin-only JSON routes the e2e tests read", () => {
  beforeAll(async () => {
    const db = await shop.services.db();
    await shop.services.auth.signUp("admin@example.com", "correct-horse-42", { redirectTo: "http://shop.test/" });
    await grantAdmin(db, "admin@example.com");
    const signedIn = await shop.services.auth.signIn("admin@example.com", "correct-horse-42");
    if (!signedIn.ok) throw new Error("sign-in failed");
    adminCookie = (await commitAuthSession(new Request("http://shop.test/"), signedIn.value)).split(";")[0];
    await db
      .insertInto("kia_giveaway_entries")
      .values({ name: "Maya", email: "maya@example.com", phone: "1", address: "12 Peachtree St", opted_in: true })
      .execute();
    await db
      .insertInto("mail_outbox")
      .values({ to_address: "maya@example.com", subject: "Hi", text_body: "Hello Maya", status: "logged" })
      .execute();
    await db
      .insertInto("mail_outbox")
      .values({ to_address: "other@example.com", subject: "Other", text_body: "about 100%_", status: "logged" })
      .execute();
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answer 404 without an admin session, even with DEV_ROUTES", async () => {
    for (const [loader, urlPath] of [
      [outbox, "/dev/outbox.json"],
      [entries, "/dev/giveaway-entries.json"],
    ] as const) {
      const thrown = await call(loader, urlPath, "").catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });

  it("answer an admin JSON, filtered by email", async () => {
    const e = await (await call(entries, "/dev/giveaway-entries.json?email=MAYA@example.com")).json();
    expect(e.entries).toMatchObject([
      { name: "Maya", email: "maya@example.com", address: "12 Peachtree St", optedIn: true },
    ]);
    const m = await (await call(outbox, "/dev/outbox.json?about=maya@example.com")).json();
    expect(m.mails).toMatchObject([{ to: "maya@example.com", subject: "Hi", text: "Hello Maya", status: "logged" }]);
    const literal = await (await call(outbox, "/dev/outbox.json?about=100%25_")).json();
    expect(literal.mails.map((x: { to: string }) => x.to)).toEqual(["other@example.com"]);
  });
});
