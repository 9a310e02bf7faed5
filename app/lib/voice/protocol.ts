/**
 * The voice-chat WebSocket protocol (SPEC §7), shared by the browser and the
 * server. It mirrors the OpenAI Realtime events the spec names.
 */
export const VOICE_PATH = "/api/voice";

export type VoiceMode = "relay" | "local";

/** Sent by the browser. */
export type ClientEvent =
  | { type: "input_audio_buffer.append"; audio: string }
  | {
      type: "conversation.item.create";
      item:
        | { type: "function_call_output"; call_id: string; output: string }
        // What the browser's own speech recognition heard (the local pipeline's input).
        | { type: "message"; role: "user"; content: Array<{ type: "input_text"; text: string }> };
    };

/** Sent by the server. */
export type ServerEvent =
  // `conversation`: this conversation's key, which send_email names so the server mails what Nora said in it.
  | { type: "connection.established"; mode: VoiceMode; conversation?: string }
  | { type: "response.audio.delta"; delta: string }
  | { type: "response.audio.done" }
  | { type: "user.interrupted" }
  | { type: "response.function_call_arguments.delta"; call_id: string; delta: string }
  | { type: "response.function_call_arguments.done"; call_id: string; name: string; arguments: string }
  | { type: "conversation.item.input_audio_transcription.completed"; transcript: string }
  | { type: "response.audio_transcript.delta"; delta: string }
  | { type: "error"; message: string };

export const VOICE_COMMANDS = [
  "navigate_to_page",
  "search_products",
  "add_to_cart",
  "view_product",
  "send_email",
] as const;
export type VoiceCommand = (typeof VOICE_COMMANDS)[number];

/** The browser's transcript message, in the shape OpenAI Realtime uses for typed user input. */
export const userTextItem = (text: string): ClientEvent => ({
  type: "conversation.item.create",
  item: { type: "message", role: "user", content: [{ type: "input_text", text }] },
});

/** Reads and checks one message from the browser; null when it is not a protocol message. */
export function parseClientEvent(raw: string): ClientEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const event = value as Record<string, unknown>;
  if (event.type === "input_audio_buffer.append") {
    return typeof event.audio === "string" && /^[A-Za-z0-9+/]*={0,2}$/.test(event.audio)
      ? { type: "input_audio_buffer.append", audio: event.audio }
      : null;
  }
  if (event.type !== "conversation.item.create" || !event.item || typeof event.item !== "object") return null;
  const item = event.item as Record<string, unknown>;
  if (item.type === "function_call_output" && typeof item.call_id === "string" && typeof item.output === "string") {
    return {
      type: "conversation.item.create",
      item: { type: "function_call_output", call_id: item.call_id, output: item.output },
    };
  }
  if (item.type === "message" && item.role === "user" && Array.isArray(item.content)) {
    const text = item.content
      .map((part) =>
        part && typeof part === "object" && (part as { type?: unknown }).type === "input_text"
          ? (part as { text?: unknown }).text
          : null,
      )
      .filter((t): t is string => typeof t === "string")
      .join(" ")
      .trim();
    return text ? userTextItem(text) : null;
  }
  return null;
}
