import { performance } from "node:perf_hooks";

export interface Row {
  section: string;
  name: string;
  value: number;
  unit: string;
  /** A budget the figure must meet: at most `max`, or at least `min`. */
  budget?: { max?: number; min?: number };
  /** Printed after the figure, e.g. the single runs behind a median. */
  note?: string;
}

export function meetsBudget(row: Row): boolean | undefined {
  if (!row.budget) return undefined;
  // A ratio over a figure that failed to measure (0 req/s) is NaN or Infinity: never a pass.
  if (!Number.isFinite(row.value)) return false;
  if (row.budget.max !== undefined && row.value > row.budget.max) return false;
  if (row.budget.min !== undefined && row.value < row.budget.min) return false;
  return true;
}

function budgetText(row: Row): string {
  const ok = meetsBudget(row);
  if (ok === undefined) return "";
  const limit = row.budget!.max !== undefined ? `≤ ${row.budget!.max}` : `≥ ${row.budget!.min}`;
  return `  ${ok ? "PASS" : "FAIL"} (budget ${limit})`;
}

/** Mean time per call in milliseconds over `iterations` sequential calls. */
export async function timeIt(iterations: number, fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < iterations; i++) await fn();
  return Number(((performance.now() - start) / iterations).toFixed(3));
}

export function printTable(rows: Row[]) {
  const width = Math.max(...rows.map((r) => r.name.length));
  let section = "";
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      console.log(`\n${section}`);
    }
    console.log(
      `  ${row.name.padEnd(width)}  ${String(row.value).padStart(10)} ${row.unit.padEnd(8)}${budgetText(row)}${row.note ? `  (${row.note})` : ""}`,
    );
  }
}
