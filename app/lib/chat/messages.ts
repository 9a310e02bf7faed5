/** The chat's user-facing strings (SPEC §2, §8). */
export const CHAT_ERRORS = {
  tooMany: "Too many requests. Please wait a moment and try again.",
  unavailable: "Service temporarily unavailable. Please try again later.",
  failed: "Failed to get response",
  noBody: "No response body",
} as const;

export const apologyFor = (message: string) => `I apologize, but I encountered an error: ${message}. Please try again.`;

export const FEEDBACK_TOASTS = {
  positive: "Thanks for the positive feedback!",
  negative: "Thanks for your feedback!",
  failed: "Failed to submit feedback",
} as const;

export const CHAT_COPY = {
  name: "Nora",
  role: "AI Nutritionist",
  disclaimer: "Educational info only. Not medical advice.",
  placeholder: "Ask about supplements, health...",
  greeting:
    "Hi! I'm Nora, your AI nutritionist. Ask me about supplements, nutrition, or a health goal and I'll share what I know.",
} as const;

/** The message an HTTP status means for the shopper. */
export function chatErrorForStatus(status: number): string {
  return status === 429 ? CHAT_ERRORS.tooMany : status === 402 ? CHAT_ERRORS.unavailable : CHAT_ERRORS.failed;
}

/** A session id per widget load: a timestamp and a random number. */
export const newSessionId = () => `session_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;
