import type { Kysely } from "kysely";
import { asUser, signedIn } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { normaliseEmail } from "~/.server/auth/provider";
import type { SendMail } from "~/.server/functions/function-response";
import { logger } from "~/.server/ops/logger";
import { audit, type Actor } from "./audit";

type Admin = Actor & { id: string };

export interface AdminRow {
  userId: string;
  email: string;
  since: string;
}

/** Every admin with their address, oldest first (the server's connection: auth.users is not for RLS roles). */
export async function listAdmins(db: Kysely<Database>): Promise<AdminRow[]> {
  const rows = await db
    .selectFrom("user_roles")
    .innerJoin("auth.users", "auth.users.id", "user_roles.user_id")
    .select(["user_roles.user_id", "auth.users.email", "user_roles.created_at"])
    .where("user_roles.role", "=", "admin")
    .orderBy("user_roles.created_at")
    .execute();
  return rows.map((r) => ({ userId: r.user_id, email: r.email, since: new Date(r.created_at).toISOString() }));
}

export type GrantOutcome = "granted" | "already_admin" | "no_such_account" | "unconfirmed";
export type RevokeOutcome = "revoked" | "not_admin" | "last_admin" | "self";

async function tellOtherAdmins(db: Kysely<Database>, sendMail: SendMail, actor: Admin, what: string) {
  const others = (await listAdmins(db)).filter((a) => a.userId !== actor.id);
  for (const other of others)
    await sendMail({
      to: other.email,
      subject: `BioLife admins: ${what}`,
      text: `${what}\n\nDone by ${actor.email} at ${new Date().toISOString()}. The audit log in the back office has every change.`,
    }).catch((error: Error) => logger.error(`admins: mailing ${other.email} failed: ${error.message}`));
}

/**
 * Gives an existing account the admin role, as the signed-in admin (RLS: only
 * an admin writes roles); the other admins are told by mail.
 */
export async function grantAdminByEmail(
  deps: { db: Kysely<Database>; sendMail: SendMail },
  actor: Admin,
  email: string,
): Promise<GrantOutcome> {
  const address = normaliseEmail(email);
  const user = await deps.db
    .selectFrom("auth.users")
    .select(["id", "email_confirmed_at"])
    .where("email", "=", address)
    .executeTakeFirst();
  if (!user) return "no_such_account";
  // Anyone may sign up with any address: until its owner proved it, the account may be someone else's.
  if (!user.email_confirmed_at) return "unconfirmed";
  const granted = await asUser(deps.db, signedIn(actor.id, actor.email), async (trx) => {
    const row = await trx
      .insertInto("user_roles")
      .values({ user_id: user.id, role: "admin" })
      .onConflict((c) => c.columns(["user_id", "role"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row) await audit(trx, actor, { action: "admin.grant", subject: address }, { inTransaction: true });
    return Boolean(row);
  });
  if (!granted) return "already_admin";
  await tellOtherAdmins(deps.db, deps.sendMail, actor, `${address} is now an admin.`);
  return "granted";
}

/**
 * Takes the admin role from another account. Never one's own (a slip would
 * lock the actor out mid-task: another admin does it) and never the last admin
 * (the database refuses that too, under a lock, so two admins revoking each
 * other at once leave one).
 */
export async function revokeAdmin(
  deps: { db: Kysely<Database>; sendMail: SendMail },
  actor: Admin,
  userId: string,
): Promise<RevokeOutcome> {
  if (userId === actor.id) return "self";
  const target = (await listAdmins(deps.db)).find((a) => a.userId === userId);
  if (!target) return "not_admin";
  try {
    const removed = await asUser(deps.db, signedIn(actor.id, actor.email), async (trx) => {
      const row = await trx
        .deleteFrom("user_roles")
        .where("user_id", "=", userId)
        .where("role", "=", "admin")
        .returning("id")
        .executeTakeFirst();
      if (row) await audit(trx, actor, { action: "admin.revoke", subject: target.email }, { inTransaction: true });
      return Boolean(row);
    });
    if (!removed) return "not_admin";
  } catch (error) {
    if (/keeps at least one admin/.test((error as Error).message)) return "last_admin";
    throw error;
  }
  await tellOtherAdmins(deps.db, deps.sendMail, actor, `${target.email} is no longer an admin.`);
  return "revoked";
}
