import { z } from "zod";

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
