import { z } from "zod";
import type { FormFailure } from "~/lib/forms/result";

export const KNOWLEDGE_MESSAGES = {
  required: "Please fill in all required fields",
  added: "Knowledge added successfully",
  updated: "Knowledge updated successfully",
  deleted: "Knowledge deleted successfully",
  loadFailed: "Failed to load knowledge base",
  saveFailed: "Failed to save knowledge",
  deleteFailed: "Failed to delete knowledge",
} as const;

/** Keywords trimmed, blanks dropped, duplicates (case-insensitive) dropped, first spelling kept. */
export function cleanKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    out.push(keyword);
  }
  return out;
}

/** Adds one keyword to a list, following the same rules. */
export const addKeyword = (list: string[], keyword: string) => cleanKeywords([...list, keyword]);

/** A knowledge entry as the editor posts it (SPEC §5: category, question, answer required). */
export const knowledgeSchema = z.object({
  id: z.string().uuid().optional(),
  category: z.string().trim().min(1, KNOWLEDGE_MESSAGES.required).max(100),
  question: z.string().trim().min(1, KNOWLEDGE_MESSAGES.required).max(1000),
  answer: z.string().trim().min(1, KNOWLEDGE_MESSAGES.required).max(10000),
  keywords: z.array(z.string().max(100)).max(50).transform(cleanKeywords),
  is_active: z.boolean(),
});
export type KnowledgeForm = z.infer<typeof knowledgeSchema>;

/** The editor's fields from a posted form: `keyword` repeated (script editor) or `keywords` comma-separated (plain form). */
export function knowledgeFromForm(form: FormData) {
  const listed = form.getAll("keyword").map(String);
  const typed = String(form.get("keywords") ?? "").split(",");
  return {
    id: String(form.get("id") ?? "") || undefined,
    category: String(form.get("category") ?? ""),
    question: String(form.get("question") ?? ""),
    answer: String(form.get("answer") ?? ""),
    keywords: [...listed, ...typed],
    is_active: form.get("is_active") === "on" || form.get("is_active") === "true",
  };
}

/** What the knowledge action answers: a saved entry's message, or the house failure shape. */
export type KnowledgeResult = { ok: true; message: string } | FormFailure;

/** The one line a result shows (toast or status). */
export const knowledgeMessage = (result: KnowledgeResult) =>
  result.ok ? result.message : (result.formError?.title ?? KNOWLEDGE_MESSAGES.saveFailed);

/** The form's fields as the action echoes them (keywords comma-separated), for the editor to show again. */
export function knowledgeEcho(form: FormData): Record<string, string> {
  const raw = knowledgeFromForm(form);
  return {
    ...(raw.id ? { id: raw.id } : {}),
    category: raw.category,
    question: raw.question,
    answer: raw.answer,
    keywords: cleanKeywords(raw.keywords).join(", "),
    is_active: raw.is_active ? "on" : "",
  };
}

/** An echoed form as the editor's draft. */
export function knowledgeDraftFrom(values: Partial<Record<string, string>>) {
  return {
    id: values.id || undefined,
    category: values.category ?? "",
    question: values.question ?? "",
    answer: values.answer ?? "",
    keywords: cleanKeywords((values.keywords ?? "").split(",")),
    is_active: values.is_active === "on",
  };
}
