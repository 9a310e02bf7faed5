import { bytesToBase64, int16ToBytes, SAMPLE_RATE } from "~/lib/voice/audio-format";
import { detectIntent } from "~/lib/voice/intent";
import type { ClientEvent } from "~/lib/voice/protocol";
import type { ChatTurn, SessionIo, VoiceSession } from "./session";
import { VoiceBusyError, type Synthesize } from "./synthesize";
import { logger } from "~/.server/ops/logger";

export interface LocalDeps {
  /** Nora's text reply (the chat's replyText). */
  reply(messages: ChatTurn[]): AsyncIterable<string>;
  synthesize: Synthesize;
  greeting?: string;
}

/** The most of one reply that is spoken (whole sentences); the transcript carries all of it. */
export const MAX_SPOKEN_CHARS = 600;

/**
 * What Nora says after a command, chosen here from the command and whether the
 * browser reports success: the browser's function_call_output is never
 * spoken (nor kept as her words), so no client can make the shop say, or
 * mail, text of its choosing.
 */
export const COMMAND_REPLIES = {
  navigate_to_page: "Here it is.",
  search_products: "Here are the search results.",
  view_product: "Here is the product.",
  add_to_cart: "Open the product's page and use Add to Cart to buy it.",
  send_email: "I've sent it to your email.",
  failed: "Sorry, that did not work.",
} as const;

export const BUSY_MESSAGE = "Nora's voice is busy right now: her reply is shown as text.";

/** Half a second of audio per response.audio.delta. */
const CHUNK_SAMPLES = SAMPLE_RATE / 2;
const HISTORY_TURNS = 20;

/** The sentences of a reply that are spoken: from the start, up to MAX_SPOKEN_CHARS in all. */
export function spokenSentences(text: string): string[] {
  const spoken: string[] = [];
  let length = 0;
  for (const sentence of sentences(text)) {
    length += sentence.length;
    if (length > MAX_SPOKEN_CHARS) break;
    spoken.push(sentence);
  }
  return spoken;
}

/** Splits a reply into sentences so the first is heard while the rest is synthesised. */
export function sentences(text: string): string[] {
  // A link's text and target hold no bracket, parenthesis or blank: with them, an unclosed "[a](" repeated made each
  // one rescan the rest of the reply (quadratic: 175 ms for 32 KB, and a reply can be steered by what was asked).
  return (text.replace(/\[([^[\]]+)\]\([^()\s]*\)/g, "$1").match(/[^.!?\n]+[.!?]*/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => /\w/.test(s));
}

/**
 * The embedded voice pipeline: the browser recognises speech and sends the
 * transcript; commands are recognised here and round-tripped as function
 * calls; everything else goes to the chat's reply and is spoken with the
 * offline synthesiser.
 */
export function createLocalSession(io: SessionIo, deps: LocalDeps): VoiceSession {
  const history: ChatTurn[] = [];
  let turn = 0;
  let speaking = false;
  let closed = false;
  const pendingCalls = new Map<string, (output: string) => void>();

  async function speak(text: string, myTurn: number) {
    const live = () => !closed && myTurn === turn;
    speaking = true;
    try {
      for (const sentence of spokenSentences(text)) {
        const samples = await deps.synthesize(sentence).catch((error: unknown) => {
          if (!(error instanceof VoiceBusyError)) throw error;
          return null;
        });
        if (!samples) {
          if (live()) io.send({ type: "error", message: BUSY_MESSAGE });
          return;
        }
        for (let i = 0; i < samples.length && live(); i += CHUNK_SAMPLES) {
          io.send({
            type: "response.audio.delta",
            delta: bytesToBase64(int16ToBytes(samples.subarray(i, i + CHUNK_SAMPLES))),
          });
        }
        if (!live()) return;
      }
      if (live()) io.send({ type: "response.audio.done" });
    } finally {
      if (myTurn === turn) speaking = false;
    }
  }

  async function answer(text: string, myTurn: number) {
    const intent = detectIntent(text);
    if (intent) {
      const callId = `call_${myTurn}_${Math.random().toString(36).slice(2, 10)}`;
      const args = JSON.stringify(intent.arguments);
      const output = new Promise<string>((resolve) => pendingCalls.set(callId, resolve));
      io.send({ type: "response.function_call_arguments.delta", call_id: callId, delta: args });
      io.send({ type: "response.function_call_arguments.done", call_id: callId, name: intent.name, arguments: args });
      const result = await output;
      if (closed || myTurn !== turn) return;
      let succeeded = false;
      try {
        succeeded = (JSON.parse(result) as { success?: unknown }).success === true;
      } catch {
        // not the browser's JSON result: a failure
      }
      const spoken = succeeded ? COMMAND_REPLIES[intent.name] : COMMAND_REPLIES.failed;
      io.send({ type: "response.audio_transcript.delta", delta: spoken });
      history.push({ role: "assistant", content: spoken });
      await speak(spoken, myTurn);
      return;
    }
    let reply = "";
    for await (const chunk of deps.reply(history.slice(-HISTORY_TURNS))) {
      if (closed || myTurn !== turn) return;
      reply += chunk;
      io.send({ type: "response.audio_transcript.delta", delta: chunk });
    }
    history.push({ role: "assistant", content: reply });
    await speak(reply, myTurn);
  }

  function fail(error: unknown) {
    if (closed) return;
    logger.error({ err: error }, "voice: local reply failed");
    io.send({ type: "error", message: "Nora could not answer just now. Please try again." });
  }

  io.send({ type: "connection.established", mode: "local" });
  if (deps.greeting) {
    io.send({ type: "response.audio_transcript.delta", delta: deps.greeting });
    history.push({ role: "assistant", content: deps.greeting });
    void speak(deps.greeting, turn).catch(fail);
  }

  return {
    handle(event: ClientEvent) {
      if (event.type === "input_audio_buffer.append") return; // the browser's own recognition hears the shopper here
      const { item } = event;
      if (item.type === "function_call_output") {
        pendingCalls.get(item.call_id)?.(item.output);
        pendingCalls.delete(item.call_id);
        return;
      }
      const text = item.content
        .map((c) => c.text)
        .join(" ")
        .trim();
      if (!text) return;
      turn += 1;
      if (speaking) {
        speaking = false;
        io.send({ type: "user.interrupted" });
      }
      io.send({ type: "conversation.item.input_audio_transcription.completed", transcript: text });
      history.push({ role: "user", content: text });
      void answer(text, turn).catch(fail);
    },
    close() {
      closed = true;
      pendingCalls.clear();
    },
  };
}
