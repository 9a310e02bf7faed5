/** The spec's audio format: 24 kHz mono 16-bit PCM, captured in 4096-sample buffers. */
export const SAMPLE_RATE = 24_000;
export const CAPTURE_BUFFER_SIZE = 4096;

/** Float samples in [-1, 1] to little-endian signed 16-bit PCM (clamped). */
export function floatTo16BitPcm(samples: Float32Array): Uint8Array {
  const out = new DataView(new ArrayBuffer(samples.length * 2));
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    out.setInt16(i * 2, s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff), true);
  }
  return new Uint8Array(out.buffer);
}

/** Little-endian 16-bit PCM bytes to Int16 samples (works whatever the platform's endianness). */
export function bytesToInt16(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int16Array(Math.floor(bytes.byteLength / 2));
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}

export function int16ToBytes(samples: Int16Array): Uint8Array {
  const out = new DataView(new ArrayBuffer(samples.length * 2));
  for (let i = 0; i < samples.length; i++) out.setInt16(i * 2, samples[i], true);
  return new Uint8Array(out.buffer);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** One captured buffer as the `audio` field of input_audio_buffer.append. */
export const encodeAudioChunk = (samples: Float32Array) => bytesToBase64(floatTo16BitPcm(samples));

/** Linear-interpolation resampling of 16-bit samples (speech quality; no anti-alias filter needed for upsampling). */
export function resampleInt16(samples: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate === toRate || samples.length === 0) return samples.slice();
  const length = Math.max(1, Math.round((samples.length * toRate) / fromRate));
  const out = new Int16Array(length);
  const ratio = fromRate / toRate;
  for (let i = 0; i < length; i++) {
    const pos = i * ratio;
    const left = Math.floor(pos);
    const right = Math.min(left + 1, samples.length - 1);
    const frac = pos - left;
    out[i] = Math.round(samples[Math.min(left, samples.length - 1)] * (1 - frac) + samples[right] * frac);
  }
  return out;
}
