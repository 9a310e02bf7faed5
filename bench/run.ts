/**
 * `npm run bench`: the performance figures, printed as a table and written to
 * bench/results.json. Not part of `npm test`; builds nothing itself.
 */
import fs from "node:fs";
import { printTable, type Row } from "./measure";
import { chatBench } from "./chat";
import { pagesBench } from "./pages";
import { catalogueGrowthBench, storefrontBench } from "./storefront";

const rows: Row[] = [...(await storefrontBench()), ...(await pagesBench()), ...(await catalogueGrowthBench()), ...(await chatBench())];
printTable(rows);
fs.writeFileSync(new URL("./results.json", import.meta.url), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
console.log("\nwritten to bench/results.json");
process.exit(0);
