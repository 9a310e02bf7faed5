import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { bytesToInt16, resampleInt16, SAMPLE_RATE } from "~/lib/voice/audio-format";
import { parseWav } from "~/lib/voice/wav";

/** Turns text into 24 kHz mono 16-bit samples. */
export type Synthesize = (text: string) => Promise<Int16Array>;

let compiled: Promise<WebAssembly.Module> | undefined;
function wasmModule(): Promise<WebAssembly.Module> {
  // Compiled once per process; each utterance gets a fresh instance (eSpeak's CLI runs once per instance).
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve("espeak-ng");
    return WebAssembly.compile(await readFile(path.join(path.dirname(entry), "espeak-ng.wasm")));
  })();
  return compiled;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The offline speech synthesiser: eSpeak NG compiled to WebAssembly (npm
 * `espeak-ng`), 22.05 kHz WAV out, resampled to the protocol's 24 kHz.
 * Utterances run one at a time so voice sessions cannot swamp the CPU.
 */
export const espeakSynthesize: Synthesize = (text) => {
  const run = queue.then(async () => {
    const [{ default: ESpeakNg }, module] = await Promise.all([import("espeak-ng"), wasmModule()]);
    const espeak = await ESpeakNg({
      // A leading dash (a reply's list line) would be read as an option and nothing written: it is not spoken anyway.
      arguments: ["-v", "en-us+f3", "-s", "165", "-w", "/tmp/out.wav", text.slice(0, 1000).replace(/^[\s*•–—-]+/, "")],
      print: () => {},
      printErr: () => {},
      instantiateWasm(imports, done) {
        void WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
        return {};
      },
    });
    const wav = parseWav(espeak.FS.readFile("/tmp/out.wav"));
    return resampleInt16(bytesToInt16(wav.data), wav.sampleRate, SAMPLE_RATE);
  });
  queue = run.catch(() => {});
  return run;
};
