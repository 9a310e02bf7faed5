import type { Kysely } from "kysely";
import { asUser, signedIn } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { normaliseEmail } from "./provider";
import { logger } from "~/.server/ops/logger";

/**
 * SPEC §7: select role from user_roles by user_id and role admin. Runs as the
 * user (RLS lets one read one's own roles). A failed lookup is logged and
 * counts as not admin.
 */
export async function lookupIsAdmin(db: Kysely<Database>, userId: string, email?: string): Promise<boolean> {
  try {
    const row = await asUser(db, signedIn(userId, email), (trx) =>
      trx
        .selectFrom("user_roles")
        .select("role")
        .where("user_id", "=", userId)
        .where("role", "=", "admin")
        .executeTakeFirst(),
    );
    return Boolean(row);
  } catch (error) {
    logger.error(`auth: admin lookup failed for ${userId}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

export type GrantResult = "granted" | "already_admin" | "no_such_account";

/** Gives an existing account the admin role (the server's own connection: this is an operator's act). */
export async function grantAdmin(db: Kysely<Database>, email: string): Promise<GrantResult> {
  const user = await db
    .selectFrom("auth.users")
    .select("id")
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  if (!user) return "no_such_account";
  const inserted = await db
    .insertInto("user_roles")
    .values({ user_id: user.id, role: "admin" })
    .onConflict((c) => c.columns(["user_id", "role"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted ? "granted" : "already_admin";
}
