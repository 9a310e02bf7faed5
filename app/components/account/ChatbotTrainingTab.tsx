export interface KnowledgeEntryView {
  id: string;
  category: string;
  question: string;
  answer: string;
  keywords: string[];
  is_active: boolean;
  created_at: string;
}

/** The admin's Chatbot Training tab: the knowledge base, newest first (read-only for now). */
export function ChatbotTrainingTab({ entries }: { entries: KnowledgeEntryView[] }) {
  return (
    <section aria-labelledby="training-heading" className="space-y-4">
      <h2 id="training-heading" className="text-xl font-bold text-brand-800">
        Chatbot Training
      </h2>
      {entries.length === 0 ? (
        <p className="text-slate-600">No knowledge entries yet.</p>
      ) : (
        <ul className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} data-testid="knowledge-entry" className="rounded-lg border border-slate-200 p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                {entry.category}
                {entry.is_active ? null : <span className="ml-2 text-slate-500">(inactive)</span>}
              </p>
              <p className="mt-1 font-semibold">{entry.question}</p>
              <p className="mt-1 text-sm text-slate-700">{entry.answer}</p>
              {entry.keywords.length ? <p className="mt-2 text-xs text-slate-500">Keywords: {entry.keywords.join(", ")}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
