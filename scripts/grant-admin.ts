/**
 * `npm run grant-admin -- <email>`: gives an existing account the admin role
 * (user_roles). Exit code 1 when the account does not exist.
 * Stop the server first when it uses the embedded database: PGlite is single-process.
 */
import { grantAdmin } from "../app/.server/auth/roles";
import { connect } from "../app/.server/db/connect";
import { runMigrations } from "../app/.server/db/migrate";
import { parseEnv } from "../app/.server/env";

const email = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (!email) {
  console.error("Usage: npm run grant-admin -- <email>");
  process.exit(2);
}

const config = parseEnv();
const db = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await runMigrations(db);
  const result = await grantAdmin(db, email);
  if (result === "no_such_account") {
    console.error(`No account with the email ${email} exists. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(result === "granted" ? `${email} is now an admin.` : `${email} was already an admin.`);
  }
} catch (error) {
  console.error(`grant-admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
