import fs from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { scriptRunnerFor } from "./connect";

/** supabase/seed.sql: development rows for the community lists and health stories. */
export const SEED_FILE = path.resolve(process.cwd(), "supabase/seed.sql");

/**
 * Applies the seed file. Each of its blocks inserts only into an empty
 * table, so running it at every start is harmless.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function runSeed(db: Kysely<any>, file = SEED_FILE): Promise<boolean> {
  if (!fs.existsSync(file)) return false;
  const text = fs.readFileSync(file, "utf8");
  const runScript = scriptRunnerFor(db);
  if (runScript) await runScript(text);
  else await sql.raw(text).execute(db);
  return true;
}
