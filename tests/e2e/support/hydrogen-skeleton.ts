import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/server-process";

/**
 * Shopify's stock Hydrogen skeleton (../shared/peers/hydrogen-skeleton-stock), built from the npm registry
 * with only the three changes its PEER-STOCK.md lists (registry line, version placeholders, .env), and
 * served by Shopify's own `shopify hydrogen preview` (MiniOxygen, the Workers runtime).
 *
 * Installing and building it costs minutes of CPU: the build is kept in ~/.cache (outside this repository,
 * whose own node_modules would otherwise be resolved from inside it) under a hash of the skeleton's files and
 * the versions below, so only the first run on a machine pays for it.
 */
export const SKELETON_DIR = path.resolve(
  process.env.HYDROGEN_SKELETON_STOCK ?? "../shared/peers/hydrogen-skeleton-stock",
);

/** The npm versions for the monorepo's `workspace:*` and `catalog:` placeholders (as ../hydrogen-skeleton pins). */
const VERSIONS: Record<string, string> = {
  "@shopify/hydrogen": "2026.4.6",
  "@shopify/hydrogen-codegen": "0.3.3",
  "@shopify/mini-oxygen": "4.2.2",
  "@shopify/prettier-config": "1.1.4",
  react: "18.3.1",
  "react-dom": "18.3.1",
  "@types/react": "18.3.23",
  "@types/react-dom": "18.3.7",
};

const CACHE_ROOT = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"),
  "biolife",
  "hydrogen-skeleton-stock",
);

function filesOf(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== "node_modules" && entry.name !== "dist" && entry.name !== ".env")
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesOf(full, base) : [path.relative(base, full)];
    })
    .sort();
}

function cacheKey() {
  const hash = createHash("sha256").update(JSON.stringify(VERSIONS));
  for (const file of filesOf(SKELETON_DIR)) hash.update(file).update(fs.readFileSync(path.join(SKELETON_DIR, file)));
  return hash.digest("hex").slice(0, 16);
}

/** The three changes PEER-STOCK.md allows, made on a copy. */
function prepare(copy: string) {
  fs.cpSync(SKELETON_DIR, copy, { recursive: true });
  for (const file of filesOf(copy)) fs.chmodSync(path.join(copy, file), 0o644);
  const npmrc = path.join(copy, ".npmrc");
  if (fs.existsSync(npmrc)) {
    const kept = fs
      .readFileSync(npmrc, "utf8")
      .split("\n")
      .filter((line) => !line.startsWith("@shopify:registry="));
    fs.writeFileSync(npmrc, kept.join("\n"));
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(copy, "package.json"), "utf8"));
  for (const section of ["dependencies", "devDependencies"]) {
    for (const [name, range] of Object.entries<string>(manifest[section] ?? {})) {
      if (range !== "workspace:*" && range !== "catalog:") continue;
      if (!VERSIONS[name]) throw new Error(`No npm version known for ${name} (${range})`);
      manifest[section][name] = VERSIONS[name];
    }
  }
  fs.writeFileSync(path.join(copy, "package.json"), JSON.stringify(manifest, null, 2));
}

const run = (command: string, args: string[], cwd: string) => {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, SHOPIFY_CLI_NO_ANALYTICS: "1", CI: "1" },
    timeout: 10 * 60_000,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}\n${result.stderr ?? ""}`.trim().split("\n").slice(-15).join("\n");
    throw new Error(`${command} ${args.join(" ")} failed (${result.status ?? result.signal}):\n${output}`);
  }
};

/**
 * The built skeleton's folder: from the cache, or copied to a temporary folder, installed from the npm
 * registry, built with its own `npm run build`, and then kept in the cache. Throws with the reason when it
 * cannot be built here.
 */
export function builtSkeleton(): string {
  if (!fs.existsSync(path.join(SKELETON_DIR, "package.json"))) {
    throw new Error(`no stock Hydrogen skeleton at ${SKELETON_DIR} (set HYDROGEN_SKELETON_STOCK)`);
  }
  const cached = path.join(CACHE_ROOT, cacheKey());
  if (fs.existsSync(path.join(cached, "dist/server/index.js"))) return cached;
  // A temporary folder beside the cache, renamed into place once built: a build cut off is never used.
  fs.mkdirSync(CACHE_ROOT, { recursive: true });
  const copy = fs.mkdtempSync(path.join(CACHE_ROOT, "building-"));
  try {
    prepare(copy);
    run("npm", ["install", "--no-audit", "--no-fund"], copy);
    run("npm", ["run", "build"], copy);
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(copy, cached);
    return cached;
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** `shopify hydrogen preview` of the built skeleton against a Storefront API at `storeDomain`. */
export async function previewSkeleton(dir: string, env: { storeDomain: string; token: string }) {
  fs.writeFileSync(
    path.join(dir, ".env"),
    `PUBLIC_STORE_DOMAIN=${env.storeDomain}\nPUBLIC_STOREFRONT_API_TOKEN=${env.token}\nSESSION_SECRET=skeleton-e2e-secret\n`,
  );
  const port = await freePort();
  const child: ChildProcess = spawn("npx", ["shopify", "hydrogen", "preview", "--port", String(port)], {
    cwd: dir,
    env: { ...process.env, SHOPIFY_CLI_NO_ANALYTICS: "1", CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: the CLI starts workerd, which must stop with it
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output = (output + chunk).slice(-8_000);
      if (output.includes("preview server running")) resolve();
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    child.once("exit", (code) => reject(new Error(`hydrogen preview exited (${code}): ${output}`)));
    setTimeout(() => reject(new Error(`hydrogen preview did not start: ${output}`)), 120_000).unref();
  });
  return {
    origin: `http://localhost:${port}`,
    output: () => output,
    stop() {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}
