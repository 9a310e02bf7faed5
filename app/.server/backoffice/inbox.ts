import { sql, type Kysely } from "kysely";
import { asUser, signedIn } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { oneLine, type SendMail } from "~/.server/functions/function-response";
import type { InboxFilter, MessageStatus } from "~/lib/backoffice/inbox";
import { audit, type Actor } from "./audit";

export const INBOX_PAGE_SIZE = 25;

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  createdAt: string;
  repliedAt: string | null;
}

type Admin = Actor & { id: string };
const as = (admin: Admin) => signedIn(admin.id, admin.email);

/** `%`, `_` and `\` typed in the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the inbox, newest first: `inbox` is unread and read, `archived`
 * the archive, `unread` only those. The search matches name, address, subject
 * and message. Counts are per status, for the tabs.
 */
export async function inboxPage(
  db: Kysely<Database>,
  admin: Admin,
  { filter, search, page }: { filter: InboxFilter; search: string; page: number },
): Promise<{ messages: InboxMessage[]; total: number; counts: Record<MessageStatus, number> }> {
  return asUser(db, as(admin), async (trx) => {
    const pattern = likePattern(search);
    const base = trx
      .selectFrom("contact_messages")
      .$if(filter === "inbox", (q) => q.where("status", "<>", "archived"))
      .$if(filter !== "inbox", (q) => q.where("status", "=", filter as MessageStatus))
      .$if(search !== "", (q) =>
        q.where((eb) =>
          eb.or(
            (["name", "email", "subject", "message"] as const).map((column) =>
              eb(sql`${sql.ref(column)}`, "ilike", pattern),
            ),
          ),
        ),
      );
    const rows = await base
      .select(["id", "name", "email", "subject", "message", "status", "created_at", "replied_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE)
      .execute();
    const total = Number((await base.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
    const byStatus = await trx
      .selectFrom("contact_messages")
      .select(["status", sql<string>`count(*)`.as("n")])
      .groupBy("status")
      .execute();
    const counts = { unread: 0, read: 0, archived: 0 };
    for (const row of byStatus) counts[row.status] = Number(row.n);
    return {
      messages: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        subject: r.subject,
        message: r.message,
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
        repliedAt: r.replied_at ? new Date(r.replied_at).toISOString() : null,
      })),
      total,
      counts,
    };
  });
}

/** An unread message an admin opens becomes read. */
export async function markOpened(db: Kysely<Database>, admin: Admin, id: string): Promise<void> {
  await asUser(db, as(admin), (trx) =>
    trx
      .updateTable("contact_messages")
      .set({ status: "read" })
      .where("id", "=", id)
      .where("status", "=", "unread")
      .execute(),
  );
}

/** Sets a message's status; archiving (and bringing back) leaves an audit line. False: no such message. */
export async function setMessageStatus(
  db: Kysely<Database>,
  admin: Admin,
  id: string,
  status: MessageStatus,
): Promise<boolean> {
  return asUser(db, as(admin), async (trx) => {
    const row = await trx
      .updateTable("contact_messages")
      .set({ status })
      .where("id", "=", id)
      .returning(["subject", "email"])
      .executeTakeFirst();
    if (!row) return false;
    await audit(
      trx,
      admin,
      { action: `message.${status === "archived" ? "archive" : `mark-${status}`}`, subject: row.email, detail: { id } },
      { inTransaction: true },
    );
    return true;
  });
}

/**
 * Replies by mail through the outbox: to the sender's stored address (never one
 * posted with the form), quoting their subject; the message is marked read and
 * replied. False: no such message.
 */
export async function replyToMessage(
  deps: { db: Kysely<Database>; sendMail: SendMail; storeEmail: string },
  admin: Admin,
  id: string,
  reply: string,
): Promise<boolean> {
  const original = await asUser(deps.db, as(admin), (trx) =>
    trx
      .selectFrom("contact_messages")
      .select(["email", "subject", "message", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst(),
  );
  if (!original) return false;
  const quoted = original.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  await deps.sendMail({
    to: original.email,
    subject: `Re: ${oneLine(original.subject, 150)}`,
    text: `${reply}\n\n— BioLife (${deps.storeEmail})\n\nYou wrote:\n${quoted}`,
  });
  await asUser(deps.db, as(admin), async (trx) => {
    await trx
      .updateTable("contact_messages")
      .set({ replied_at: sql`now()`, status: sql`case when status = 'unread' then 'read' else status end` })
      .where("id", "=", id)
      .execute();
    await audit(
      trx,
      admin,
      { action: "message.reply", subject: original.email, detail: { id } },
      { inTransaction: true },
    );
  });
  return true;
}
