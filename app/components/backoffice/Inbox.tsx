import { Form } from "@remix-run/react";
import type { InboxMessage } from "~/.server/backoffice/inbox";
import { FormAlert } from "~/components/ui/FormAlert";
import { TextAreaField } from "~/components/ui/FormField";
import type { InboxFilter, MessageStatus } from "~/lib/backoffice/inbox";
import type { FormFailure } from "~/lib/forms/result";

const FILTERS: { id: InboxFilter; label: string }[] = [
  { id: "inbox", label: "Inbox" },
  { id: "unread", label: "Unread" },
  { id: "archived", label: "Archived" },
];

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );

function StatusButton({ id, status, label }: { id: string; status: MessageStatus; label: string }) {
  return (
    <Form method="post" replace>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={status} />
      <button type="submit" className="btn-secondary text-sm">
        {label}
      </button>
    </Form>
  );
}

/**
 * The contact inbox: tabs per status, a search, and each message a row that
 * opens (a link) to its full text, its status buttons and a reply form.
 * What shoppers typed is only ever text here (React escapes it).
 */
export function Inbox({
  messages,
  counts,
  query,
  open,
  failure,
}: {
  messages: InboxMessage[];
  counts: Record<MessageStatus, number>;
  query: { filter: InboxFilter; search: string };
  open: string;
  failure?: FormFailure;
}) {
  const linkTo = (extra: Record<string, string>) => {
    const params = new URLSearchParams({
      filter: query.filter,
      ...(query.search ? { q: query.search } : {}),
      ...extra,
    });
    return `?${params.toString()}`;
  };
  const count = { inbox: counts.unread + counts.read, unread: counts.unread, archived: counts.archived };
  return (
    <div className="space-y-4">
      <nav aria-label="Message lists" className="flex gap-3 text-sm">
        {FILTERS.map((f) => (
          <a
            key={f.id}
            href={`?filter=${f.id}`}
            aria-current={f.id === query.filter ? "page" : undefined}
            className={f.id === query.filter ? "font-bold text-brand-800 underline" : "text-brand-700"}
          >
            {f.label} ({count[f.id]})
          </a>
        ))}
      </nav>
      <Form method="get" className="flex items-end gap-2" role="search">
        <input type="hidden" name="filter" value={query.filter} />
        <label className="flex-1 text-sm font-medium" htmlFor="inbox-search">
          Search messages
          <input id="inbox-search" name="q" type="search" defaultValue={query.search} className="input mt-1" />
        </label>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      <FormAlert message={failure?.formError} />
      {messages.length === 0 ? (
        <p className="text-gray-600">No messages here.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {messages.map((m) => (
            <li key={m.id} data-message={m.id} data-status={m.status} className="space-y-2 p-4">
              <a href={linkTo({ open: m.id })} className="block">
                <span className={m.status === "unread" ? "font-bold" : ""}>{m.subject}</span>
                <span className="block text-sm text-gray-600">
                  {m.name} &lt;{m.email}&gt; · {when(m.createdAt)} · <span data-message-status>{m.status}</span>
                  {m.repliedAt ? " · replied" : ""}
                </span>
              </a>
              {open === m.id ? (
                <div className="space-y-3">
                  <p className="whitespace-pre-wrap break-words rounded bg-slate-50 p-3" data-message-text>
                    {m.message}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {m.status !== "unread" ? <StatusButton id={m.id} status="unread" label="Mark Unread" /> : null}
                    {m.status === "archived" ? (
                      <StatusButton id={m.id} status="read" label="Move to Inbox" />
                    ) : (
                      <StatusButton id={m.id} status="archived" label="Archive" />
                    )}
                  </div>
                  <Form method="post" className="space-y-2" aria-label={`Reply to ${m.name}`}>
                    <input type="hidden" name="intent" value="reply" />
                    <input type="hidden" name="id" value={m.id} />
                    <TextAreaField
                      id="reply"
                      name="reply"
                      label={`Reply to ${m.email}`}
                      rows={5}
                      required
                      maxLength={5000}
                      defaultValue={failure?.values.reply ?? ""}
                      error={failure?.fieldErrors.reply}
                    />
                    <button type="submit" className="btn-primary">
                      Send Reply
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
