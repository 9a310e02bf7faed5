import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/.server/auth/current-user";
import { INBOX_PAGE_SIZE, inboxPage, markOpened, replyToMessage, setMessageStatus } from "~/.server/backoffice/inbox";
import { env } from "~/.server/env";
import { formFailure, readSubmission, replyFailure } from "~/.server/forms/submission";
import { logger } from "~/.server/ops/logger";
import { redirectWithToast } from "~/.server/toast";
import { BackOfficePage, Pager } from "~/components/backoffice/BackOfficePage";
import { Inbox } from "~/components/backoffice/Inbox";
import { INBOX_MESSAGES, inboxActionSchema, inboxQuery, isUuid } from "~/lib/backoffice/inbox";

export const meta: MetaFunction = () => [{ title: "Messages | BioLife" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** /account/messages: what shoppers sent through /contact, newest first (admins only). */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const url = new URL(request.url);
  const query = inboxQuery(url.searchParams);
  const open = url.searchParams.get("open") ?? "";
  const db = await services.db();
  // Opening a message reads it, as in any mail client.
  if (isUuid(open)) await markOpened(db, admin, open);
  const page = await inboxPage(db, admin, query);
  url.searchParams.delete("page");
  url.searchParams.delete("open");
  return data(
    { ...page, query, open, params: url.searchParams.toString(), pageSize: INBOX_PAGE_SIZE },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context: { services } }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const submission = await readSubmission(request, inboxActionSchema);
  if (!submission.ok) return replyFailure(submission.failure);
  const input = submission.data;
  const back = new URL(request.url);
  const db = await services.db();
  try {
    if (input.intent === "reply") {
      const sent = await replyToMessage(
        { db, sendMail: services.mailer.send, storeEmail: env().STORE_EMAIL },
        admin,
        input.id,
        input.reply,
      );
      if (!sent)
        return replyFailure(formFailure(submission.form, { formError: { title: INBOX_MESSAGES.notFound } }), 404);
      return redirectWithToast(`${back.pathname}${back.search}`, { title: INBOX_MESSAGES.replied, variant: "success" });
    }
    const changed = await setMessageStatus(db, admin, input.id, input.status);
    if (!changed)
      return replyFailure(formFailure(submission.form, { formError: { title: INBOX_MESSAGES.notFound } }), 404);
    back.searchParams.delete("open");
    const title =
      input.status === "archived"
        ? INBOX_MESSAGES.archived
        : input.status === "read"
          ? INBOX_MESSAGES.markedRead
          : INBOX_MESSAGES.markedUnread;
    return redirectWithToast(`${back.pathname}${back.search}`, { title, variant: "success" });
  } catch (error) {
    logger.error(`inbox: ${input.intent} failed: ${(error as Error).message}`);
    const formError = { title: INBOX_MESSAGES.failed, variant: "destructive" as const };
    return replyFailure(formFailure(submission.form, { formError }), 503);
  }
}

export default function MessagesPage() {
  const { messages, total, counts, query, open, params, pageSize } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <BackOfficePage current="messages" title="Messages">
      <Inbox messages={messages} counts={counts} query={query} open={open} failure={failed} />
      <Pager page={query.page} total={total} size={pageSize} params={params} />
    </BackOfficePage>
  );
}
