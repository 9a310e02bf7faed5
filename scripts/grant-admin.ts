/**
 * `npm run grant-admin -- <email>`: gives an existing account the admin role
 * (user_roles). Exit code 1 when the account does not exist. With the embedded
 * database it goes through the running server when there is one (see admin-db.ts).
 */
import { grantAdmin } from "../app/.server/auth/roles";
import { audit, operator } from "../app/.server/backoffice/audit";
import { runMigrations } from "../app/.server/db/migrate";
import { openAdminDb } from "./admin-db";

const email = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (!email) {
  console.error("Usage: npm run grant-admin -- <email>");
  process.exit(2);
}

let opened: ReturnType<typeof openAdminDb> | undefined;
try {
  opened = openAdminDb();
  await runMigrations(opened.db);
  const result = await grantAdmin(opened.db, email);
  if (result === "no_such_account") {
    console.error(`No account with the email ${email} exists. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    if (result === "granted")
      await audit(
        opened.db,
        operator("grant-admin"),
        { action: "admin.grant", subject: email.trim().toLowerCase() },
        { quiet: true },
      );
    console.log(result === "granted" ? `${email} is now an admin.` : `${email} was already an admin.`);
  }
} catch (error) {
  console.error(`grant-admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await opened?.db.destroy();
}
