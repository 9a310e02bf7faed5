import Piscina from "piscina";
import { bytesToInt16, resampleInt16, SAMPLE_RATE } from "~/lib/voice/audio-format";
import { parseWav } from "~/lib/voice/wav";

/** Turns text into 24 kHz mono 16-bit samples; rejects with VoiceBusyError when the synthesiser is full. */
export type Synthesize = (text: string) => Promise<Int16Array>;

/** The most one utterance (a sentence) may hold: what eSpeak is given past this is cut. */
export const MAX_UTTERANCE_CHARS = 400;

export class VoiceBusyError extends Error {
  constructor() {
    super("voice synthesis is at capacity");
  }
}

export interface SynthesizerOptions {
  /** Threads synthesising at once: the CPU voice may take from the shop. */
  threads?: number;
  /** Utterances waiting for a thread; one more is refused (VoiceBusyError). */
  maxQueue?: number;
}

export interface Synthesizer {
  synthesize: Synthesize;
  /** Work so far: utterances started, refused, and still running or queued (tests count these). */
  stats(): { started: number; refused: number; pending: number };
  close(): Promise<void>;
}

/** The built server runs build/espeak-worker.js next to build/server.js; sources run the TypeScript itself. */
const workerFile = () =>
  import.meta.url.endsWith(".ts")
    ? new URL("./espeak-worker.ts", import.meta.url).href
    : new URL("./espeak-worker.js", import.meta.url).href;

/**
 * The offline speech synthesiser: eSpeak NG compiled to WebAssembly (npm
 * `espeak-ng`) on a pool of worker threads (piscina), never on the shop's
 * thread. The pool is the voice's CPU budget: `threads` at once and
 * `maxQueue` waiting; past that an utterance is refused at once, and the
 * shopper reads Nora's reply instead of hearing it (docs/decisions/0053).
 */
export function createSynthesizer({ threads = 1, maxQueue = 8 }: SynthesizerOptions = {}): Synthesizer {
  const pool = new Piscina<string, Uint8Array>({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: threads,
    maxQueue,
    idleTimeout: 60_000,
  });
  let started = 0;
  let refused = 0;
  let pending = 0;
  return {
    async synthesize(text) {
      if (pool.queueSize >= maxQueue) {
        refused += 1;
        throw new VoiceBusyError();
      }
      started += 1;
      pending += 1;
      try {
        // A leading dash (a reply's list line) would be read as an option and nothing written: it is not spoken anyway.
        const wav = parseWav(await pool.run(text.slice(0, MAX_UTTERANCE_CHARS).replace(/^[\s*•–—-]+/, "")));
        return resampleInt16(bytesToInt16(wav.data), wav.sampleRate, SAMPLE_RATE);
      } finally {
        pending -= 1;
      }
    },
    stats: () => ({ started, refused, pending }),
    close: () => pool.close({ force: true }),
  };
}

/**
 * Fixed phrases (the greeting, command confirmations) synthesised once and
 * kept: every new socket speaks the greeting, which cost a synthesis each.
 */
export function rememberingPhrases(synthesize: Synthesize, phrases: Iterable<string>): Synthesize {
  const fixed = new Set(phrases);
  const kept = new Map<string, Promise<Int16Array>>();
  return (text) => {
    if (!fixed.has(text)) return synthesize(text);
    let audio = kept.get(text);
    if (!audio) {
      audio = synthesize(text);
      kept.set(text, audio);
      // A refusal (a full queue) is not kept: the next socket tries again.
      audio.catch(() => kept.delete(text));
    }
    return audio;
  };
}

let shared: Synthesizer | undefined;
/** The process's one synthesiser, made on first use. */
export const espeakSynthesizer = (): Synthesizer => (shared ??= createSynthesizer());
export const espeakSynthesize: Synthesize = (text) => espeakSynthesizer().synthesize(text);
