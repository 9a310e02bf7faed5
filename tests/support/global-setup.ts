import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Once per Vitest run: a folder for the embedded database that the run's first
 * server process makes and later ones copy (see scripts/server-process.ts).
 * Workers are started after this, so they inherit the variable.
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-template-"));
  process.env.SERVER_TEMPLATE_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
