import { base64ToBytes, SAMPLE_RATE } from "~/lib/voice/audio-format";
import { wrapPcm16AsWav } from "~/lib/voice/wav";

/**
 * Plays Nora's audio deltas one after another, in arrival order: each chunk
 * is wrapped as a mono WAV, decoded and started when the previous one ends.
 */
export class AudioQueue {
  private context: AudioContext | null = null;
  private queue: Uint8Array[] = [];
  private current: AudioBufferSourceNode | null = null;
  private generation = 0;
  /** Chunks received and not yet finished playing (for the panel's data attribute). */
  onChange: (pending: number) => void = () => {};

  get pending() {
    return this.queue.length + (this.current ? 1 : 0);
  }

  enqueue(base64: string) {
    this.queue.push(wrapPcm16AsWav(base64ToBytes(base64), SAMPLE_RATE));
    this.onChange(this.pending);
    if (!this.current) void this.playNext();
  }

  /** Drops everything queued and stops the chunk playing now (the shopper interrupted). */
  clear() {
    this.generation += 1;
    this.queue = [];
    const playing = this.current;
    this.current = null;
    try {
      playing?.stop();
    } catch {
      // still decoding, never started: dropping it is enough
    }
    this.onChange(0);
  }

  close() {
    this.clear();
    void this.context?.close();
    this.context = null;
  }

  private async playNext() {
    const wav = this.queue.shift();
    if (!wav) return this.onChange(this.pending);
    this.context ??= new AudioContext({ sampleRate: SAMPLE_RATE });
    const generation = this.generation;
    const source = this.context.createBufferSource();
    this.current = source;
    this.onChange(this.pending);
    if (this.context.state === "suspended") void this.context.resume();
    try {
      source.buffer = await this.context.decodeAudioData(
        wav.buffer.slice(wav.byteOffset, wav.byteOffset + wav.byteLength) as ArrayBuffer,
      );
    } catch {
      source.buffer = null;
    }
    if (generation !== this.generation) return;
    source.connect(this.context.destination);
    source.onended = () => {
      if (generation !== this.generation) return;
      this.current = null;
      void this.playNext();
    };
    if (source.buffer) source.start();
    else source.onended(new Event("ended"));
  }
}
