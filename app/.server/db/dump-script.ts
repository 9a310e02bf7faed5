import crypto from "node:crypto";

/**
 * The text of a db:backup dump: pg_dump's plain SQL, sealed with an end line
 * that carries the SHA-256 of everything before it, so a dump cut off in
 * transit or on disk is refused instead of restored in part.
 */
const END_LINE = /\n-- db:backup end sha256=([0-9a-f]{64})\n$/;

export class DumpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DumpError";
  }
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("hex");

export function sealDump(body: string): string {
  const text = body.endsWith("\n") ? body : `${body}\n`;
  return `${text}-- db:backup end sha256=${sha256(text)}\n`;
}

/** The dump's SQL when its end line is there and its checksum matches; throws DumpError otherwise. */
export function openSealedDump(text: string): string {
  const end = END_LINE.exec(text);
  if (!end)
    throw new DumpError(
      "the dump is incomplete: it lacks db:backup's end line (cut off, or not made by npm run db:backup)",
    );
  const body = text.slice(0, end.index + 1);
  if (sha256(body) !== end[1]) throw new DumpError("the dump is damaged: its contents do not match its checksum");
  return body;
}

/** psql meta-commands pg_dump writes between statements; they mean nothing to the server and are left out. */
const SKIPPED_META = /^\\(restrict|unrestrict)\b/;

/**
 * The dump as one script for PGlite's `exec`: the psql meta-commands that
 * stand between statements are left out, and nothing else. Quoted strings,
 * identifiers, dollar-quoted bodies and comments are read as PostgreSQL reads
 * them, so data holding a line that begins with `\` is kept as it is.
 */
export function scriptOfDump(dump: string): string {
  const dropped: Array<[from: number, to: number]> = [];
  let i = 0;
  let statementStart = -1; // index where the current statement began, -1 between statements
  const n = dump.length;
  // pg_dump's header says how plain '...' literals read; db:backup dumps with it off, so every backslash
  // in data is doubled and no data line can begin with a lone `\` that tools strip as a psql command.
  let plainEscapes = false;
  const isIdent = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_$\u0080-\uffff]/.test(c);

  while (i < n) {
    const c = dump[i]!;
    if (statementStart < 0) {
      if (/\s/.test(c)) {
        i++;
        continue;
      }
      if (c === "\\") {
        const eol = dump.indexOf("\n", i);
        const line = dump.slice(i, eol < 0 ? n : eol);
        if (!SKIPPED_META.test(line))
          throw new DumpError(`the dump holds a psql command a restore cannot run: ${line.slice(0, 60)}`);
        dropped.push([i, (i = eol < 0 ? n : eol)]);
        continue;
      }
      if (!dump.startsWith("--", i) && !dump.startsWith("/*", i)) statementStart = i;
    }
    if (dump.startsWith("--", i)) {
      const eol = dump.indexOf("\n", i);
      i = eol < 0 ? n : eol;
    } else if (dump.startsWith("/*", i)) {
      let depth = 0;
      do {
        if (i >= n) throw new DumpError("the dump ends inside a comment");
        const opens = dump.startsWith("/*", i);
        const closes = !opens && dump.startsWith("*/", i);
        depth += opens ? 1 : closes ? -1 : 0;
        i += opens || closes ? 2 : 1;
      } while (depth > 0);
    } else if (c === "'") {
      const escapes = plainEscapes || (/[eE]/.test(dump[i - 1] ?? "") && !isIdent(dump[i - 2]));
      i = endOfQuoted(dump, i, "'", escapes);
    } else if (c === '"') {
      i = endOfQuoted(dump, i, '"', false);
    } else if (c === "$" && !isIdent(dump[i - 1])) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(dump.slice(i, i + 64))?.[0];
      if (tag) {
        const close = dump.indexOf(tag, i + tag.length);
        if (close < 0) throw new DumpError("the dump ends inside a dollar-quoted body");
        i = close + tag.length;
      } else i++;
    } else if (c === ";") {
      const statement = dump.slice(statementStart, i);
      if (/^COPY\b[\s\S]*\bFROM\s+stdin\s*$/i.test(statement))
        throw new DumpError("the dump holds COPY ... FROM stdin data, which a restore cannot load; use db:backup");
      const conforming = /^SET\s+standard_conforming_strings\s*=\s*(on|off)\s*$/i.exec(statement);
      if (conforming) plainEscapes = conforming[1]!.toLowerCase() === "off";
      statementStart = -1;
      i++;
    } else i++;
  }
  if (statementStart >= 0 && dump.slice(statementStart).trim())
    throw new DumpError("the dump ends in the middle of a statement");
  let script = "";
  let from = 0;
  for (const [start, end] of dropped) {
    script += dump.slice(from, start);
    from = end;
  }
  return script + dump.slice(from);
}

/** Index just past the quote that closes the one at `open`; a doubled quote (or, with escapes, `\x`) stays inside. */
function endOfQuoted(text: string, open: number, quote: string, escapes: boolean): number {
  let i = open + 1;
  for (;;) {
    const next = text.indexOf(quote, i);
    if (next < 0) throw new DumpError("the dump ends inside a quoted string");
    if (escapes) {
      const backslash = text.indexOf("\\", i);
      if (backslash >= 0 && backslash < next) {
        i = backslash + 2;
        continue;
      }
    }
    if (text[next + 1] === quote) i = next + 2;
    else return next + 1;
  }
}
