import { GraphQLError } from "graphql";
import { LIMITS } from "./limits";

/**
 * An answer as JSON text, or null when it would pass `maxChars`: its size is
 * counted first, in one walk that stops at the limit, so no string past it
 * is ever built (V8 throws past about 512 MB, and long before that the shop
 * would stall). Escapes can make the text longer than the count, at most
 * six times (`\u0000`): still far below V8's limit.
 */
export function boundedJson(value: unknown, maxChars: number = LIMITS.maxAnswerChars): string | null {
  let chars = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") chars += next.length + 2;
    else if (next && typeof next === "object") {
      const entries = Array.isArray(next) ? next : Object.entries(next as object);
      chars += 2 + entries.length;
      for (const entry of entries) {
        if (Array.isArray(next)) pending.push(entry);
        else {
          const [key, item] = entry as [string, unknown];
          chars += key.length + 3;
          pending.push(item);
        }
      }
    } else chars += 5; // numbers, booleans, null
    if (chars > maxChars) return null;
  }
  const text = JSON.stringify(value);
  return text.length > maxChars ? null : text;
}

export const ANSWER_TOO_LARGE = {
  errors: [
    new GraphQLError(
      `The answer would be larger than ${LIMITS.maxAnswerChars} characters; ask for fewer fields or items.`,
      {
        extensions: { code: "MAX_RESPONSE_SIZE_EXCEEDED" },
      },
    ).toJSON(),
  ],
};
