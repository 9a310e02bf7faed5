import { z } from "zod";
import { cleanKeywords, knowledgeSchema } from "~/lib/chat/knowledge-form";

export const RATING_MESSAGES = {
  added: "Knowledge added from the rating",
  gone: "That rating was already turned into an entry",
} as const;

/** A thumbs-down turned into a knowledge entry: the entry's fields and the rating it closes. */
export const fromRatingSchema = z.object({
  feedbackId: z.string().uuid(RATING_MESSAGES.gone),
  category: knowledgeSchema.shape.category,
  question: knowledgeSchema.shape.question,
  answer: knowledgeSchema.shape.answer,
  keywords: z
    .string()
    .max(2000)
    .default("")
    .transform((v) => cleanKeywords(v.split(",")).slice(0, 50)),
});
