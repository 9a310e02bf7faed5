// `npm test`: Vitest (unit + integration), then Playwright end-to-end tests
// against the production build; prints both summaries and one closing line
// "N passed, N failed" with the totals of both runners.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { playwrightCounts, vitestCounts } from "./test-verdict.mjs";

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// Not test-results/: Playwright empties that folder when it starts.
const results = path.resolve("reports");
fs.mkdirSync(results, { recursive: true });

if (!fs.existsSync("build/server.js") || process.env.TEST_REBUILD === "1") {
  if (run("npm", ["run", "build"]) !== 0) process.exit(1);
}

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const vitestJson = path.join(results, "vitest.json");
const vitestStart = Date.now();
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
const vitestTime = seconds(vitestStart);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-e2e-"));
const e2eJson = path.join(results, "e2e.json");
fs.rmSync(e2eJson, { force: true });
const e2eStart = Date.now();
const e2eStatus = run("npx", ["playwright", "test"], { E2E_PORT: String(await freePort()), E2E_DATA_DIR: dataDir });
const e2eTime = seconds(e2eStart);
fs.rmSync(dataDir, { recursive: true, force: true });

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const v = readJson(vitestJson);
const e = readJson(e2eJson);
const counts = [vitestCounts(v, vitestStatus), playwrightCounts(e, e2eStatus)];
const [passed, failed, skipped] = ["passed", "failed", "skipped"].map((k) => counts[0][k] + counts[1][k]);

// Where the time went: the slowest files of each runner (per-file time summed over tests and projects).
function slowest(entries) {
  return entries
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`)
    .join("\n");
}
if (v) {
  const files = v.testResults.map((f) => [path.relative(process.cwd(), f.name), f.endTime - f.startTime]);
  console.log(`\nSlowest Vitest files:\n${slowest(files)}`);
}
if (e) {
  const perFile = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const r of t.results) perFile[spec.file] = (perFile[spec.file] ?? 0) + (r.duration ?? 0);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e.suites ?? []) walk(suite);
  console.log(`Slowest Playwright files (test time over both workers):\n${slowest(Object.entries(perFile))}`);
}

// CI shows only the tail of this output: name each failed test (and its first error line) here.
const failures = [];
if (v) {
  for (const f of v.testResults) {
    const file = path.relative(process.cwd(), f.name);
    const failedTests = f.assertionResults.filter((t) => t.status === "failed");
    for (const t of failedTests) failures.push(`vitest ${file} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A passed test with failure messages failed once and passed on its retry (vitest.config.ts).
    for (const t of f.assertionResults.filter((t) => t.status === "passed" && t.failureMessages?.length))
      failures.push(`vitest (flaky, passed on retry) ${file} › ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
    if (f.status === "failed" && failedTests.length === 0) failures.push(`vitest ${file}: ${firstLine(f.message)}`);
  }
}
if (e) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status === "unexpected" || t.status === "flaky") {
          const last = t.results.at(-1);
          const error = t.results.find((r) => r.error)?.error?.message;
          failures.push(
            `playwright${t.status === "flaky" ? " (flaky, passed on retry)" : ""} [${t.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error ?? last?.status)}`,
          );
        }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles);
  };
  for (const suite of e.suites ?? []) walk(suite, []);
  for (const error of e.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
}
for (const { problem } of counts) if (problem) failures.push(problem);
function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- strip the terminal colours of reporter messages
  const plain = String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  return plain.split("\n").find((line) => line.trim()) ?? "";
}
if (failures.length) console.log(`\nFailed or flaky:\n${failures.map((line) => `  ${line.slice(0, 400)}`).join("\n")}`);

console.log(
  `\nVitest: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : "no report"} in ${vitestTime}; Playwright: ${e ? `${e.stats.expected + e.stats.flaky} passed, ${e.stats.unexpected} failed` : "no report"} in ${e2eTime}`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
