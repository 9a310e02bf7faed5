import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  base64ToBytes,
  bytesToInt16,
  encodeAudioChunk,
  floatTo16BitPcm,
  resampleInt16,
} from "~/lib/voice/audio-format";
import { EMAIL_PATTERN, isValidEmail } from "~/lib/voice/email";
import { parseWav, wrapPcm16AsWav } from "~/lib/voice/wav";
import { growthLimit, timeGrowth } from "../../support/complexity";

describe("PCM encoding", () => {
  it("turns float samples into clamped little-endian 16-bit PCM", () => {
    const bytes = floatTo16BitPcm(new Float32Array([0, 1, -1, 0.5, 2, -2]));
    expect([...bytesToInt16(bytes)]).toEqual([0, 32767, -32768, 16384, 32767, -32768]);
    expect([...bytes.subarray(2, 4)]).toEqual([0xff, 0x7f]);
  });

  it("encodes a capture buffer as base64 of its PCM bytes", () => {
    const encoded = encodeAudioChunk(new Float32Array(4096).fill(0.25));
    const decoded = bytesToInt16(base64ToBytes(encoded));
    expect(decoded.length).toBe(4096);
    expect(decoded[4095]).toBe(8192);
  });
});

describe("WAV wrapping", () => {
  it("writes a 44-byte mono 16-bit header at 24 kHz that reads back", () => {
    const pcm = new Uint8Array([1, 0, 2, 0, 3, 0]);
    const wav = wrapPcm16AsWav(pcm);
    const view = new DataView(wav.buffer);
    expect(wav.length).toBe(50);
    expect(String.fromCharCode(...wav.subarray(0, 4))).toBe("RIFF");
    expect(view.getUint32(4, true)).toBe(42);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(24000);
    expect(view.getUint32(28, true)).toBe(48000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(6);
    expect(parseWav(wav)).toMatchObject({ sampleRate: 24000, channels: 1, bitsPerSample: 16, data: pcm });
  });

  it("reads streamed WAVs whose data size is unset", () => {
    const wav = wrapPcm16AsWav(new Uint8Array(8), 22050);
    new DataView(wav.buffer).setUint32(40, 0xffffffff, true);
    expect(parseWav(wav).data.length).toBe(8);
  });
});

describe("resampling", () => {
  it("changes the length by the rate ratio and keeps the waveform", () => {
    const input = Int16Array.from({ length: 2205 }, (_, i) =>
      Math.round(10000 * Math.sin((2 * Math.PI * 441 * i) / 22050)),
    );
    const out = resampleInt16(input, 22050, 24000);
    expect(out.length).toBe(2400);
    const expected = (i: number) => 10000 * Math.sin((2 * Math.PI * 441 * i) / 24000);
    for (const i of [0, 100, 777, 2000]) expect(Math.abs(out[i] - expected(i))).toBeLessThan(150);
  });

  it("copies when the rates are equal", () => {
    const input = Int16Array.from([1, 2, 3]);
    expect([...resampleInt16(input, 24000, 24000)]).toEqual([1, 2, 3]);
  });
});

describe("the voice email pattern", () => {
  it("accepts the spec's simple shape only", () => {
    // The spec's pattern, word for word; ours accepts exactly the same text (it only checks the shape first).
    const spec = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const text = fc.string({ unit: fc.constantFrom("a", "b", "@", ".", " ", "\t"), maxLength: 12 });
    fc.assert(
      fc.property(text, (t) => EMAIL_PATTERN.test(t) === spec.test(t)),
      { numRuns: 5_000 },
    );
    expect(isValidEmail("ann@example.com")).toBe(true);
    for (const bad of ["ann@example", "ann example@x.com", "@x.com", "ann@@x.com", "", 42])
      expect(isValidEmail(bad)).toBe(false);
  });

  it("checks a long address in time that grows with its length, not with its square", () => {
    // A domain of many dots followed by a blank: the spec's pattern alone retried each dot (562 ms for 32 KB).
    const growth = timeGrowth((length) => EMAIL_PATTERN.test(`a@${"b.".repeat(length / 2)} `), 2_000, 32_000);
    // Linear: about 16x for 16x the length; quadratic: about 256x.
    expect(growth).toBeLessThan(growthLimit(2_000, 32_000));
  });
});
