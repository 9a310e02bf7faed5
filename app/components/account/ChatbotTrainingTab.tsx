import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import { notify } from "~/components/ui/Toasts";
import { KNOWLEDGE_MESSAGES, knowledgeMessage, type KnowledgeResult } from "~/lib/chat/knowledge-form";
import { KnowledgeEditor, type KnowledgeDraft } from "./KnowledgeEditor";

export interface KnowledgeEntryView {
  id: string;
  category: string;
  question: string;
  answer: string;
  keywords: string[];
  is_active: boolean;
  created_at: string;
}

const empty: KnowledgeDraft = { category: "", question: "", answer: "", keywords: [], is_active: true };
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The admin's Chatbot Training tab: the knowledge base newest first, with
 * Add / Edit opening the editor and Delete asking first. Every control is
 * a link to /account/knowledge when scripts are off.
 */
export function ChatbotTrainingTab({
  entries,
  loadFailed = false,
}: {
  entries: KnowledgeEntryView[];
  loadFailed?: boolean;
}) {
  const [editing, setEditing] = useState<{ draft: KnowledgeDraft; run: number } | null>(null);
  const remover = useFetcher<KnowledgeResult>();
  const [reported, setReported] = useState<unknown>(null);

  useEffect(() => {
    if (loadFailed) void notify({ title: KNOWLEDGE_MESSAGES.loadFailed, variant: "destructive" });
  }, [loadFailed]);
  if (remover.state === "idle" && remover.data && remover.data !== reported) {
    setReported(remover.data);
    void notify({ title: knowledgeMessage(remover.data), variant: remover.data.ok ? "success" : "destructive" });
  }

  const open = (draft: KnowledgeDraft) => (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    setEditing((current) => ({ draft, run: (current?.run ?? 0) + 1 }));
  };
  const remove = (entry: KnowledgeEntryView) => (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    if (!window.confirm(`Delete "${entry.question}"?`)) return;
    remover.submit({ intent: "delete", id: entry.id, _js: "1" }, { method: "post", action: "/account/knowledge" });
  };

  return (
    <section aria-labelledby="training-heading" className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 id="training-heading" className="text-xl font-bold text-brand-800">
          Chatbot Training
        </h2>
        {editing ? null : (
          <Link to="/account/knowledge" onClick={open(empty)} className="btn-primary">
            Add Knowledge
          </Link>
        )}
      </div>
      {editing ? <KnowledgeEditor key={editing.run} initial={editing.draft} onDone={() => setEditing(null)} /> : null}
      {loadFailed ? (
        <p role="alert" className="text-red-700">
          {KNOWLEDGE_MESSAGES.loadFailed}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-slate-600">No knowledge entries yet.</p>
      ) : (
        <ul className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} data-testid="knowledge-entry" className="rounded-lg border border-slate-200 p-4">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {entry.category}
                {entry.is_active ? null : <span className="ml-2 text-slate-500">(inactive)</span>}
              </p>
              <p className="mt-1 font-semibold">{entry.question}</p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{entry.answer}</p>
              {entry.keywords.length ? (
                <p className="mt-2 text-xs text-slate-500">Keywords: {entry.keywords.join(", ")}</p>
              ) : null}
              <div className="mt-3 flex gap-3 text-sm">
                <Link
                  to={`/account/knowledge?id=${entry.id}`}
                  onClick={open({
                    id: entry.id,
                    category: entry.category,
                    question: entry.question,
                    answer: entry.answer,
                    keywords: entry.keywords,
                    is_active: entry.is_active,
                  })}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  Edit
                </Link>
                <Link
                  to={`/account/knowledge?delete=${entry.id}`}
                  onClick={remove(entry)}
                  className="font-semibold text-red-700 hover:underline"
                >
                  Delete
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
