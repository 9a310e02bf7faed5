/**
 * Run as its own process by audit-json-log.test.ts: an admin archives a
 * message on an in-memory database; the process's stdout is the JSON log.
 */
import { audit } from "../../../app/.server/backoffice/audit";
import { connect } from "../../../app/.server/db/connect";
import { runMigrations } from "../../../app/.server/db/migrate";

const db = connect({ dataDir: null });
await runMigrations(db);
const admin = await db
  .insertInto("auth.users")
  .values({ email: "owner@example.com" })
  .returning(["id", "email"])
  .executeTakeFirstOrThrow();
await db.insertInto("user_roles").values({ user_id: admin.id, role: "admin" }).execute();
await audit(db, admin, { action: "message.archive", subject: "shopper@example.com", detail: { id: "m-1" } });
process.stderr.write(`admin ${admin.id}\n`);
await db.destroy();
