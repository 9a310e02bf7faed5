import { z } from "zod";
import { DESCRIPTION_CAP } from "./types";
import { newSessionId } from "./messages";

/** Caps on what a chat request may carry (api.chat and the health-chat function). */
export const MAX_MESSAGES = 40;
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_PRODUCTS = 100;

export const chatTurnSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(MAX_MESSAGE_LENGTH * 4),
});

export const chatProductSchema = z.object({
  id: z.string().max(200),
  title: z.string().max(300),
  handle: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/i)
    .max(200),
  price: z.union([z.string(), z.number()]).transform(String),
  description: z
    .string()
    .default("")
    .transform((d) => d.slice(0, DESCRIPTION_CAP)),
});

/** The body of health-chat (SPEC §7): full history plus the new user message, products, session id. */
export const healthChatSchema = z.object({
  messages: z.array(chatTurnSchema).min(1).max(MAX_MESSAGES),
  products: z.array(chatProductSchema).max(MAX_PRODUCTS).default([]),
  sessionId: z.string().min(1).max(200),
});
export type HealthChatBody = z.infer<typeof healthChatSchema>;

/** What the widget posts to api.chat: the last message is the user's, non-blank and within the cap. */
export const chatRequestSchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().max(MAX_MESSAGE_LENGTH * 4) }))
    .min(1)
    .transform((all) => all.slice(-MAX_MESSAGES))
    .refine((all) => all.at(-1)?.role === "user", "The last message must be the user's")
    .refine((all) => {
      const last = all.at(-1)?.content.trim() ?? "";
      return last.length > 0 && last.length <= MAX_MESSAGE_LENGTH;
    }, `The message must be 1 to ${MAX_MESSAGE_LENGTH} characters`),
  products: z.array(z.unknown()).optional(),
  sessionId: z.string().trim().min(1).max(200),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The chat page's form without JavaScript: one question in a session. */
export const askSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, "Please enter a question")
    .max(MAX_MESSAGE_LENGTH, `Please keep your question under ${MAX_MESSAGE_LENGTH} characters`),
  sessionId: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .catch(() => newSessionId()),
});
