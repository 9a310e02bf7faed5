import { encodeAudioChunk, SAMPLE_RATE } from "~/lib/voice/audio-format";

export interface Recorder {
  stop(): void;
}

export const requestMicrophone = () =>
  navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, sampleRate: SAMPLE_RATE, echoCancellation: true, noiseSuppression: true },
  });

/** Captures the microphone at 24 kHz mono through an AudioWorklet; each 4096-sample buffer arrives as base64 PCM16. */
export async function startRecorder(stream: MediaStream, onChunk: (base64: string) => void): Promise<Recorder> {
  const context = new AudioContext({ sampleRate: SAMPLE_RATE });
  try {
    await context.audioWorklet.addModule("/voice/pcm-capture-worklet.js");
    const source = context.createMediaStreamSource(stream);
    const capture = new AudioWorkletNode(context, "pcm-capture");
    capture.port.onmessage = (event: MessageEvent<Float32Array>) => onChunk(encodeAudioChunk(event.data));
    // A silent path to the output keeps the graph pulling samples through the worklet.
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(capture).connect(mute).connect(context.destination);
    await context.resume();
  } catch (error) {
    void context.close();
    throw error;
  }
  return {
    stop() {
      void context.close();
    },
  };
}
