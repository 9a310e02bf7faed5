import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { signedIn } from "~/.server/db/as-user";
import { connect } from "~/.server/db/connect";
import { runMigrations } from "~/.server/db/migrate";
import type { Database } from "~/.server/db/types";
import { startLlmStandIn } from "./llm-stand-in";

/**
 * A test file's migrated PGlite database and OpenAI-compatible stand-in, started once for the file; the stand-in
 * is back to streaming its default reply, with no request recorded, before each test.
 */
export function databaseAndModel() {
  const env = {} as { db: Kysely<Database>; llm: Awaited<ReturnType<typeof startLlmStandIn>> };
  beforeAll(async () => {
    env.db = connect({ dataDir: null });
    await runMigrations(env.db);
    env.llm = await startLlmStandIn();
  }, 60_000);
  afterAll(async () => {
    await env.llm.close();
    await env.db.destroy();
  });
  beforeEach(() => {
    env.llm.state.mode = "stream";
    env.llm.state.reply = null;
    env.llm.state.requests.length = 0;
  });
  return env;
}

/** A new user holding the admin role, as the claims its requests carry. */
export async function newAdmin(db: Kysely<Database>) {
  const admin = await db
    .insertInto("auth.users")
    .values({ email: `admin-${Math.random()}@example.com` })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("user_roles").values({ user_id: admin.id, role: "admin" }).execute();
  return signedIn(admin.id);
}
