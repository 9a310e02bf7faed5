import { z } from "zod";

export const MESSAGE_STATUSES = ["unread", "read", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const INBOX_FILTERS = ["inbox", "unread", "archived"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const INBOX_MESSAGES = {
  replyRequired: "Please write a reply",
  replyTooLong: "A reply must be at most 5000 characters",
  replied: "Reply sent",
  archived: "Message archived",
  restored: "Message moved to the inbox",
  markedRead: "Marked as read",
  markedUnread: "Marked as unread",
  notFound: "That message no longer exists",
  failed: "That did not work. Please try again.",
} as const;

const id = z.string().uuid(INBOX_MESSAGES.notFound);

/** Whether an id from an address or a form is a well-formed UUID (anything else is never sent to the database). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The inbox's one form: a status change or a reply, both on one message. */
export const inboxActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), id, status: z.enum(MESSAGE_STATUSES) }),
  z.object({
    intent: z.literal("reply"),
    id,
    reply: z.string().trim().min(1, INBOX_MESSAGES.replyRequired).max(5000, INBOX_MESSAGES.replyTooLong),
  }),
]);

/** The query string of the inbox page: what list, what search, what page (clamped, never an error). */
export function inboxQuery(params: URLSearchParams): { filter: InboxFilter; search: string; page: number } {
  const filter = (INBOX_FILTERS as readonly string[]).includes(params.get("filter") ?? "")
    ? (params.get("filter") as InboxFilter)
    : "inbox";
  // Control characters (a NUL the database refuses in text) are nothing anyone searches for.
  const search = (params.get("q") ?? "")
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, 200);
  return { filter, search, page: pageFrom(params) };
}

/** ?page=N as a whole number from 1 to 100 000 (anything else is page 1). */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}
