import { sql, type Kysely, type Transaction } from "kysely";
import { asUser, signedIn } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { logger } from "~/.server/ops/logger";

/** Who acted: a signed-in admin, or an operator's command (admin socket, scripts) with no account. */
export type Actor = { id: string; email: string } | { id: null; email: string };

export interface AuditLine {
  action: string;
  subject?: string;
  detail?: Record<string, unknown>;
}

/** An operator at the machine: the admin socket and the scripts act without an account. */
export const operator = (what: string): Actor => ({ id: null, email: `operator (${what})` });

function logLine(actor: Actor, line: AuditLine) {
  logger.info(
    {
      audit: {
        actor: actor.email,
        actorId: actor.id,
        action: line.action,
        subject: line.subject ?? "",
        ...line.detail,
      },
    },
    `audit: ${actor.email} ${line.action} ${line.subject ?? ""}`.trim(),
  );
}

/**
 * Records one admin action in admin_audit_log and in the JSON log. Inside the
 * action's own transaction when given one (the line and the act stand or fall
 * together); an admin writes as themselves through RLS, an operator through
 * the server's own connection.
 */
export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  line: AuditLine,
  options: { inTransaction?: boolean; /** A script's line: its stdout is for its own report. */ quiet?: boolean } = {},
): Promise<void> {
  const row = {
    actor_id: actor.id,
    actor: actor.email.slice(0, 320),
    action: line.action,
    subject: (line.subject ?? "").slice(0, 500),
    detail: JSON.stringify(line.detail ?? {}),
  };
  const insert = (trx: Kysely<Database>) => trx.insertInto("admin_audit_log").values(row).execute();
  if (options.inTransaction || actor.id === null) await insert(db);
  else await asUser(db as Kysely<Database>, signedIn(actor.id, actor.email), insert);
  if (!options.quiet) logLine(actor, line);
}

/** The same, never throwing: for acts already done whose line must not undo them (logged when it fails). */
export async function auditAfter(db: Kysely<Database>, actor: Actor, line: AuditLine): Promise<void> {
  await audit(db, actor, line).catch((error: Error) =>
    logger.error(`audit: recording ${line.action} by ${actor.email} failed: ${error.message}`),
  );
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  subject: string;
  detail: Record<string, unknown>;
}

export const AUDIT_PAGE_SIZE = 50;

/** The log newest first, a page at a time, read as the admin (RLS: admins only). */
export async function auditPage(
  db: Kysely<Database>,
  admin: { id: string; email: string },
  page: number,
  filter: { actor?: string } = {},
): Promise<{ entries: AuditEntry[]; total: number }> {
  return asUser(db, signedIn(admin.id, admin.email), async (trx) => {
    const base = trx
      .selectFrom("admin_audit_log")
      .$if(Boolean(filter.actor), (q) => q.where("actor", "=", filter.actor!));
    const rows = await base
      .select(["id", "at", "actor", "action", "subject", "detail"])
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute();
    const count = await base.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow();
    return {
      entries: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
      total: Number(count.n),
    };
  });
}

/**
 * An operator's command recorded on a raw session (the admin socket's own
 * PGlite, a restore's fresh database): the same line, written with `query`.
 */
export async function auditOperator(
  query: (text: string, params: unknown[]) => Promise<unknown>,
  what: string,
  line: AuditLine,
): Promise<void> {
  const actor = operator(what);
  try {
    await query(
      "insert into public.admin_audit_log (actor_id, actor, action, subject, detail) values (null, $1, $2, $3, $4::jsonb)",
      [actor.email, line.action, line.subject ?? "", JSON.stringify(line.detail ?? {})],
    );
    logLine(actor, line);
  } catch (error) {
    logger.error(`audit: recording ${line.action} by ${actor.email} failed: ${(error as Error).message}`);
  }
}
