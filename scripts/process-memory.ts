import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * Issue 32's memory budgets on the embedded default (README "Operating in
 * production"): RSS idle after start, and at the end of `npm run load`.
 */
export const IDLE_RSS_BUDGET_MB = 300;
export const LOADED_RSS_BUDGET_MB = 400;
/** How long after it answers its first request the server is left alone before its idle RSS is read (issue 32: 5 s after start). */
export const SETTLE_MS = 5_000;

function ownRssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    if (kb) return kb / 1024;
  } catch {
    /* not Linux, or gone */
  }
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
}

/** The process's children (Linux): every thread's list, as /proc gives them. */
function children(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Resident set size in MB of the process and every process under it (a cluster's primary and workers). */
export function treeRssMb(pid: number): number {
  return ownRssMb(pid) + children(pid).reduce((sum, child) => sum + treeRssMb(child), 0);
}

export function rssVerdict(label: string, mb: number, budgetMb: number) {
  return `${label} ${mb.toFixed(0)} MB ${mb <= budgetMb ? "PASS" : "FAIL"} (≤ ${budgetMb} MB)`;
}
