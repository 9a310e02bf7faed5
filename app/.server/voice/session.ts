import type { ClientEvent, ServerEvent } from "~/lib/voice/protocol";

/** One browser's voice conversation, behind the WebSocket. */
export interface VoiceSession {
  handle(event: ClientEvent): void;
  close(): void;
}

export interface SessionIo {
  send(event: ServerEvent): void;
  /** Ends the browser's socket (after an unrecoverable upstream failure). */
  end(code: number, reason: string): void;
}

export type ChatTurn = { role: "user" | "assistant"; content: string };
