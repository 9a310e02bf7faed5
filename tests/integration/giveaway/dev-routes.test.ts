import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/.server/db/types";
import type { Services } from "~/.server/services";
import { testDatabases } from "../../support/databases";

const settings = { DEV_ROUTES: false, NODE_ENV: "production" as string };
let db: Kysely<Database>;
vi.mock("~/.server/env", () => ({ env: () => settings }));

const { loader: outbox } = await import("~/routes/dev.outbox[.]json");
const { loader: entries } = await import("~/routes/dev.giveaway-entries[.]json");

// The routes use only the database of the services server.ts passes in.
const services = { db: async () => db } as Partial<Services> as Services;
const call = (loader: typeof outbox, path: string) =>
  loader({
    request: new Request(`http://shop.test${path}`),
    params: {},
    context: { cspNonce: "", clientIp: "127.0.0.1", services },
  });

describe("the dev-only JSON routes the e2e tests read", () => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await testDatabases[0].open());
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
  afterAll(() => close());

  it("answer 404 in production without DEV_ROUTES", async () => {
    for (const [loader, path] of [
      [outbox, "/dev/outbox.json"],
      [entries, "/dev/giveaway-entries.json"],
    ] as const) {
      const thrown = await call(loader, path).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });

  it("answer JSON with DEV_ROUTES, filtered by email", async () => {
    settings.DEV_ROUTES = true;
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
