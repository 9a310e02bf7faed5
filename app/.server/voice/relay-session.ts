import WebSocket from "ws";
import type { ClientEvent, ServerEvent } from "~/lib/voice/protocol";
import type { SessionIo, VoiceSession } from "./session";
import { VOICE_TOOLS } from "./tools";
import { logger } from "~/.server/ops/logger";

export interface RelayOptions {
  url: string;
  apiKey: string;
  instructions: () => Promise<string>;
  voice?: string;
}

/** Upstream events the browser understands, passed on as they are; GA Realtime names mapped to the spec's. */
const PASSED = new Set<string>([
  "response.audio.delta",
  "response.audio.done",
  "response.function_call_arguments.delta",
  "response.function_call_arguments.done",
  "conversation.item.input_audio_transcription.completed",
  "response.audio_transcript.delta",
]);
const RENAMED: Record<string, string> = {
  "response.output_audio.delta": "response.audio.delta",
  "response.output_audio.done": "response.audio.done",
  "response.output_audio_transcript.delta": "response.audio_transcript.delta",
};

export function sessionUpdate(instructions: string, voice: string) {
  return {
    type: "session.update",
    session: {
      modalities: ["text", "audio"],
      instructions,
      voice,
      input_audio_format: "pcm16",
      output_audio_format: "pcm16",
      input_audio_transcription: { model: "whisper-1" },
      turn_detection: { type: "server_vad" },
      tools: VOICE_TOOLS,
      tool_choice: "auto",
    },
  };
}

/** Relays one browser to an OpenAI-Realtime-compatible upstream WebSocket. */
export function createRelaySession(io: SessionIo, options: RelayOptions): VoiceSession {
  const upstream = new WebSocket(options.url, {
    headers: { Authorization: `Bearer ${options.apiKey}`, "OpenAI-Beta": "realtime=v1" },
    maxPayload: 16 * 1024 * 1024,
  });
  const waiting: object[] = [];
  let ready = false;
  let closing = false;

  const toUpstream = (event: object) => {
    if (ready && upstream.readyState === WebSocket.OPEN) upstream.send(JSON.stringify(event));
    else waiting.push(event);
  };

  upstream.on("open", () => {
    void options
      .instructions()
      .then((instructions) => {
        if (closing) return;
        upstream.send(JSON.stringify(sessionUpdate(instructions, options.voice ?? "alloy")));
        ready = true;
        for (const event of waiting.splice(0)) upstream.send(JSON.stringify(event));
        io.send({ type: "connection.established", mode: "relay" });
      })
      .catch((error: Error) => {
        logger.error(`voice: instructions failed: ${error.message}`);
        io.send({ type: "error", message: "Voice chat is unavailable right now." });
        io.end(1011, "instructions failed");
      });
  });

  upstream.on("message", (data) => {
    let event: { type?: unknown; error?: { message?: unknown } };
    try {
      event = JSON.parse(String(data));
    } catch {
      return;
    }
    const type = typeof event.type === "string" ? (RENAMED[event.type] ?? event.type) : "";
    if (type === "input_audio_buffer.speech_started") io.send({ type: "user.interrupted" });
    else if (type === "error") {
      const message =
        typeof event.error?.message === "string" && event.error.message ? event.error.message : "Voice chat error";
      io.send({ type: "error", message });
    } else if (PASSED.has(type)) io.send({ ...event, type } as ServerEvent);
  });

  upstream.on("error", (error) => {
    logger.error(`voice: upstream: ${error.message}`);
  });

  upstream.on("close", () => {
    if (closing) return;
    io.send({ type: "error", message: "The voice service disconnected. Please try again." });
    io.end(1011, "upstream closed");
  });

  return {
    handle(event: ClientEvent) {
      toUpstream(event);
      // The model answers a tool result or a typed message only when asked to.
      if (event.type === "conversation.item.create") toUpstream({ type: "response.create" });
    },
    close() {
      closing = true;
      if (upstream.readyState === WebSocket.CONNECTING || upstream.readyState === WebSocket.OPEN) upstream.close();
    },
  };
}
