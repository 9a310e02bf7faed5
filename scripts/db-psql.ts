/**
 * `npm run db:psql`: an SQL prompt on the shop's database (DATABASE_URL, or
 * the embedded one through the running server's socket, else opened here).
 * Uses psql when installed; otherwise a small prompt over `pg` or PGlite.
 */
import { spawnSync } from "node:child_process";
import readline from "node:readline";
import pg from "pg";
import { adminTarget, describeTarget, openAdminDb, pgConfig } from "./admin-db";

type Run = (sql: string) => Promise<Array<{ fields: string[]; rows: Record<string, unknown>[]; command?: string }>>;

const target = adminTarget();
console.log(`Connected to ${describeTarget(target)}.`);

if (target.kind !== "own" && spawnSync("psql", ["--version"], { stdio: "ignore" }).status === 0) {
  const config = pgConfig(target);
  const args =
    target.kind === "postgres"
      ? [target.databaseUrl]
      : ["-h", String(config.host), "-p", String(config.port), "-U", "postgres", "postgres"];
  process.exit(spawnSync("psql", args, { stdio: "inherit" }).status ?? 1);
}

let run: Run;
let close: () => Promise<void>;
if (target.kind === "own") {
  const { db, embedded } = openAdminDb(target);
  const { pglite, gate } = embedded!;
  run = (text) =>
    gate.run(async () =>
      (await pglite.exec(text)).map((r) => ({
        fields: r.fields.map((f) => f.name),
        rows: r.rows as Record<string, unknown>[],
      })),
    );
  close = () => db.destroy();
} else {
  const client = new pg.Client(pgConfig(target));
  await client.connect();
  run = async (text) => {
    const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(result) ? result : [result]).map((r) => ({
      fields: r.fields.map((f) => f.name),
      rows: r.rows,
      command: `${r.command} ${r.rowCount ?? ""}`,
    }));
  };
  close = () => client.end();
}

function printTable(fields: string[], rows: Record<string, unknown>[]) {
  const cell = (value: unknown) =>
    value === null
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value);
  const widths = fields.map((f) => Math.max(f.length, ...rows.map((r) => cell(r[f]).length)));
  console.log(fields.map((f, i) => f.padEnd(widths[i]!)).join(" | "));
  console.log(widths.map((w) => "-".repeat(w)).join("-+-"));
  for (const row of rows) console.log(fields.map((f, i) => cell(row[f]).padEnd(widths[i]!)).join(" | "));
  console.log(`(${rows.length} row${rows.length === 1 ? "" : "s"})`);
}

const rl = readline.createInterface({ input: process.stdin, output: process.stdout, prompt: "biolife=> " });
let buffer = "";
rl.prompt();
for await (const line of rl) {
  if (!buffer && ["\\q", "quit", "exit"].includes(line.trim())) break;
  buffer += `${line}\n`;
  if (!line.trim().endsWith(";")) {
    rl.setPrompt(buffer.trim() ? "biolife-> " : "biolife=> ");
    rl.prompt();
    continue;
  }
  try {
    for (const result of await run(buffer)) {
      if (result.fields.length) printTable(result.fields, result.rows);
      else if (result.command) console.log(result.command.trim());
    }
  } catch (error) {
    console.error(`ERROR: ${error instanceof Error ? error.message : String(error)}`);
  }
  buffer = "";
  rl.setPrompt("biolife=> ");
  rl.prompt();
}
rl.close();
await close();
