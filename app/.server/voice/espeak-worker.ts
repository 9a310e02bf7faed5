// One synthesis thread of the voice pool (synthesize.ts, docs/decisions/0053). Plain imports only: the sources run
// this file with Node's own type stripping, the build compiles it to build/espeak-worker.js.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import ESpeakNg from "espeak-ng";

let compiled: Promise<WebAssembly.Module> | undefined;
function wasmModule(): Promise<WebAssembly.Module> {
  // Compiled once per thread; each utterance gets a fresh instance (eSpeak's CLI runs once per instance).
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve("espeak-ng");
    return WebAssembly.compile(await readFile(path.join(path.dirname(entry), "espeak-ng.wasm")));
  })();
  return compiled;
}

/** eSpeak NG's 22.05 kHz WAV of `text`. */
export default async function speak(text: string): Promise<Uint8Array> {
  const module = await wasmModule();
  const espeak = await ESpeakNg({
    arguments: ["-v", "en-us+f3", "-s", "165", "-w", "/tmp/out.wav", text],
    print: () => {},
    printErr: () => {},
    instantiateWasm(
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) {
      void WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
      return {};
    },
  });
  return espeak.FS.readFile("/tmp/out.wav") as Uint8Array;
}
