import { Link, useFetcher, Form } from "@remix-run/react";
import { X } from "~/components/ui/icons";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { notify } from "~/components/ui/Toasts";
import { addKeyword, KNOWLEDGE_MESSAGES, knowledgeMessage, type KnowledgeResult } from "~/lib/chat/knowledge-form";

export interface KnowledgeDraft {
  id?: string;
  category: string;
  question: string;
  answer: string;
  keywords: string[];
  is_active: boolean;
}

type SaveResult = KnowledgeResult;

/**
 * The knowledge entry editor (SPEC §4, §5). With scripts it posts through a
 * fetcher and reports back with `onDone`; without, it is a plain form on
 * /account/knowledge with keywords typed comma-separated.
 */
export function KnowledgeEditor({
  initial,
  error,
  onDone,
}: {
  initial: KnowledgeDraft;
  error?: string;
  onDone?: () => void;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<SaveResult>();
  const [keywords, setKeywords] = useState(initial.keywords);
  const [keyword, setKeyword] = useState("");
  const [invalid, setInvalid] = useState(error ?? "");
  const [handled, setHandled] = useState<SaveResult | undefined>(undefined);

  if (onDone && fetcher.state === "idle" && fetcher.data && fetcher.data !== handled) {
    const result = fetcher.data;
    setHandled(result);
    void notify({ title: knowledgeMessage(result), variant: result.ok ? "success" : "destructive" });
    if (result.ok) onDone();
  }

  const addTyped = () => {
    setKeywords((list) => addKeyword(list, keyword));
    setKeyword("");
  };
  const onKeywordKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      addTyped();
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const missing = ["category", "question", "answer"].some((name) => String(form.get(name) ?? "").trim() === "");
    if (missing) {
      event.preventDefault();
      setInvalid(KNOWLEDGE_MESSAGES.required);
      void notify({ title: KNOWLEDGE_MESSAGES.required, variant: "destructive" });
    } else setInvalid("");
  };

  const FormTag = onDone ? fetcher.Form : Form;
  const busy = fetcher.state !== "idle";
  return (
    <FormTag
      method="post"
      action="/account/knowledge"
      onSubmit={onSubmit}
      noValidate
      aria-label={initial.id ? "Edit knowledge" : "Add knowledge"}
      className="space-y-4 rounded-lg border border-brand-100 bg-brand-50/40 p-4"
    >
      {initial.id ? <input type="hidden" name="id" value={initial.id} /> : null}
      {onDone ? <input type="hidden" name="_js" value="1" /> : null}
      {invalid ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {invalid}
        </p>
      ) : null}
      <label className="block text-sm font-semibold">
        Category *
        <input name="category" defaultValue={initial.category} maxLength={100} className="input mt-1" />
      </label>
      <label className="block text-sm font-semibold">
        Question *
        <textarea name="question" defaultValue={initial.question} rows={2} maxLength={1000} className="input mt-1" />
      </label>
      <label className="block text-sm font-semibold">
        Answer *
        <textarea name="answer" defaultValue={initial.answer} rows={5} maxLength={10000} className="input mt-1" />
      </label>
      {hydrated ? (
        <fieldset>
          <legend className="text-sm font-semibold">Keywords</legend>
          <div className="mt-1 flex gap-2">
            <input
              aria-label="New keyword"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onKeyDown={onKeywordKey}
              maxLength={100}
              className="input"
            />
            <button type="button" onClick={addTyped} className="btn-secondary">
              Add
            </button>
          </div>
          <ul aria-label="Keywords" className="mt-2 flex flex-wrap gap-2">
            {keywords.map((k) => (
              <li key={k} className="flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm">
                {k}
                <input type="hidden" name="keyword" value={k} />
                <button
                  type="button"
                  aria-label={`Remove ${k}`}
                  onClick={() => setKeywords((list) => list.filter((x) => x !== k))}
                >
                  <X className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <label className="block text-sm font-semibold">
          Keywords (comma-separated)
          <input name="keywords" defaultValue={initial.keywords.join(", ")} className="input mt-1" />
        </label>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="is_active" defaultChecked={initial.is_active} /> Active
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          Save
        </button>
        {onDone ? (
          <button type="button" onClick={onDone} className="btn-secondary">
            Cancel
          </button>
        ) : (
          <Link to="/account?tab=training" className="btn-secondary">
            Cancel
          </Link>
        )}
      </div>
    </FormTag>
  );
}
