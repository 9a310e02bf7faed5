import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Emits build/client/third-party-licences.txt: the name, version and licence text of every package whose code is in
 * the browser's scripts, so the minifier can leave their notices out of the scripts themselves (served at
 * /third-party-licences.txt). Terser kept Remix's notice once per module, 15 times in the framework's chunk, and
 * dropped React's, which the commonjs wrapper detaches.
 */
export function thirdPartyLicences(): Plugin {
  return {
    name: "third-party-licences",
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const packages = new Map<string, string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const id of Object.keys(chunk.modules)) {
          const dir = packageDir(id);
          if (dir && !packages.has(dir)) packages.set(dir, notice(dir));
        }
      }
      const text = [...packages.values()].sort().join(`\n\n${"-".repeat(72)}\n\n`);
      this.emitFile({ type: "asset", fileName: "third-party-licences.txt", source: `${text}\n` });
    },
  };
}

/** The package folder (node_modules/name or node_modules/@scope/name, the innermost) a module id lies in. */
function packageDir(id: string): string | null {
  const file = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const at = file.lastIndexOf("/node_modules/");
  if (at < 0) return null;
  const rest = file.slice(at + "/node_modules/".length).split("/");
  const name = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  return `${file.slice(0, at)}/node_modules/${name}`;
}

function notice(dir: string): string {
  const { name, version, license } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as {
    name: string;
    version: string;
    license?: string;
  };
  const file = fs.readdirSync(dir).find((entry) => /^(licen[cs]e|copying)(\.|$)/i.test(entry));
  const text = file ? fs.readFileSync(path.join(dir, file), "utf8").trim() : `Licence: ${license ?? "see package"}`;
  return `${name} ${version} (${license ?? "unknown"})\n\n${text}`;
}
