import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DumpError, openSealedDump, scriptOfDump, sealDump } from "~/.server/db/dump-script";

/** A dump as pg_dump writes it, its INSERTs holding `value` as a standard string literal. */
const dumpOf = (value: string) =>
  [
    "--\n-- PostgreSQL database dump\n--\n",
    "\\restrict abc123\n",
    "SET standard_conforming_strings = on;\n",
    "CREATE FUNCTION public.f() RETURNS text LANGUAGE sql AS $_$select 'a;\n\\x'$_$;\n",
    `INSERT INTO public.t VALUES (1, '${value.replaceAll("'", "''")}', E'it\\'s;\\n');\n`,
    "/* a comment; with \\ and /* nested */ */\n",
    "\\unrestrict abc123\n",
  ].join("");

const hostile = fc
  .array(
    fc.oneof(
      fc.string({ unit: "binary", maxLength: 8 }),
      fc.constantFrom("\n\\", "\\.", "\n\\restrict x\n", "'", "''", ";", "$$", "--", "/*", "*/", '"', "\\N"),
    ),
    { maxLength: 20 },
  )
  .map((parts) => parts.join(""));

describe("db:backup's dump text", () => {
  it("leaves out only the psql commands between statements, never a line of data", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const script = scriptOfDump(dumpOf(value));
        expect(script).toContain(`'${value.replaceAll("'", "''")}'`);
        expect(script.length).toBe(dumpOf(value).length - "\\restrict abc123".length - "\\unrestrict abc123".length);
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a psql command it cannot run, COPY from stdin, and a statement cut off", () => {
    expect(() => scriptOfDump("select 1;\n\\! rm -rf /\n")).toThrow(DumpError);
    expect(() => scriptOfDump("COPY public.t (a) FROM stdin;\nx\n\\.\n")).toThrow(/COPY/);
    expect(() => scriptOfDump("insert into t values ('abc")).toThrow(/inside a quoted string/);
    expect(() => scriptOfDump("insert into t values (1)")).toThrow(/middle of a statement/);
  });

  it("a sealed dump opens whole; cut anywhere or changed in any byte, it is refused", () => {
    fc.assert(
      fc.property(hostile, fc.nat(), fc.nat(), (value, cutAt, flipAt) => {
        const sealed = sealDump(dumpOf(value));
        expect(openSealedDump(sealed)).toBe(dumpOf(value));
        const cut = sealed.slice(0, cutAt % sealed.length);
        expect(() => openSealedDump(cut)).toThrow(DumpError);
        const body = sealed.length - 80; // inside the dump, before the end line
        const i = flipAt % body;
        const changed = sealed.slice(0, i) + (sealed[i] === "a" ? "b" : "a") + sealed.slice(i + 1);
        expect(() => openSealedDump(changed)).toThrow(/checksum|incomplete/);
      }),
      { numRuns: 300 },
    );
  });
});
