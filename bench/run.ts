/**
 * `npm run bench`: the performance figures, printed as one table with each
 * budget's PASS/FAIL, and written to bench/results.json. Not part of
 * `npm test`; builds nothing itself (run `npm run build` first). Sections can
 * be chosen: `npm run bench -- load lighthouse` (default: all but `peer` and
 * `journey`, the side-by-side runs against the Hydrogen skeleton: `npm run bench -- peer`, `-- journey`).
 */
import fs from "node:fs";
import { chatBench } from "./chat";
import { journeyBench } from "./journey";
import { lighthouseBench } from "./lighthouse";
import { meetsBudget, printTable, type Row } from "./measure";
import { memoryBench } from "./memory";
import { noraBench } from "./nora";
import { pagesBench } from "./pages";
import { peerBench } from "./peer";
import { serverLoadBench } from "./server-load";
import { catalogueGrowthBench, storefrontBench } from "./storefront";

const SECTIONS: Record<string, () => Promise<Row[]>> = {
  storefront: storefrontBench,
  pages: pagesBench,
  load: serverLoadBench,
  lighthouse: lighthouseBench,
  chat: chatBench,
  growth: catalogueGrowthBench,
  memory: memoryBench,
  peer: peerBench,
  journey: journeyBench,
  nora: noraBench,
};

/** Sections run only when named: side by side with the Hydrogen skeleton, which must be built first. */
const ON_REQUEST = new Set(["peer", "journey"]);

const chosen = process.argv.slice(2).filter((name) => name in SECTIONS);
const rows: Row[] = [];
for (const name of chosen.length ? chosen : Object.keys(SECTIONS).filter((name) => !ON_REQUEST.has(name))) {
  console.error(`bench: ${name}...`);
  rows.push(...(await SECTIONS[name]()));
}
printTable(rows);
const budgeted = rows.filter((row) => row.budget);
const failed = budgeted.filter((row) => meetsBudget(row) === false);
console.log(`\nbudgets: ${budgeted.length - failed.length} pass, ${failed.length} fail`);
fs.writeFileSync(
  new URL("./results.json", import.meta.url),
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
);
console.log("written to bench/results.json");
process.exit(0);
