import { DumpError, openSealedDump, scriptOfDump, sealDump } from "./dump-script";
import type { EmbeddedPglite } from "./pglite-thread";
import type { SessionGate } from "./session-gate";

/**
 * A plain-SQL dump of the embedded database (pg_dump compiled to WASM, run on
 * this process's PGlite, in its thread), sealed with db:backup's end line and checksum. It
 * holds the session gate, so the dump is one consistent snapshot outside any
 * app transaction.
 */
export async function dumpEmbedded(pglite: EmbeddedPglite, gate: SessionGate): Promise<string> {
  return gate.run(async () => {
    const roles = await pglite.query<{
      rolname: string;
      rolcanlogin: boolean;
      rolinherit: boolean;
      rolbypassrls: boolean;
    }>(
      "select rolname, rolcanlogin, rolinherit, rolbypassrls from pg_roles where rolname !~ '^pg_' and rolname <> current_user order by rolname",
    );
    try {
      // pglite-tools deletes every line of its output that begins with `\restrict` or `\unrestrict`, data
      // lines inside a quoted value too. With standard_conforming_strings off pg_dump doubles each
      // backslash in data, so no data line can begin with one; restore reads the dump the same way.
      await pglite.exec("set standard_conforming_strings = off");
      const dump = await pglite.dump(["--no-owner"]);
      if (!/\n-- PostgreSQL database dump complete\n/.test(dump))
        throw new DumpError("pg_dump stopped before the end of the database");
      return sealDump(rolesPrelude(roles.rows) + dump);
    } finally {
      // pg_dump runs on this very session and leaves its read-only snapshot transaction open and its
      // settings (search_path '', DateStyle, timeouts) in place: hand the app back a clean session.
      if (pglite.isInTransaction()) await pglite.exec("rollback");
      await pglite.exec("reset all");
    }
  });
}

/** pg_dump leaves out roles (cluster-wide); the dump's grants and policies name them, so they come first. */
function rolesPrelude(
  roles: Array<{ rolname: string; rolcanlogin: boolean; rolinherit: boolean; rolbypassrls: boolean }>,
): string {
  if (!roles.length) return "";
  const lines = roles.map((role) => {
    const name = role.rolname.replaceAll('"', '""');
    const literal = role.rolname.replaceAll("'", "''");
    const options = [
      role.rolcanlogin ? "login" : "nologin",
      role.rolinherit ? "inherit" : "noinherit",
      role.rolbypassrls ? "bypassrls" : "nobypassrls",
    ].join(" ");
    return `  if not exists (select 1 from pg_roles where rolname = '${literal}') then create role "${name}" ${options}; end if;\n  execute format('grant "${name}" to %I', current_user);`;
  });
  return `-- Roles (from db:backup)\ndo $$\nbegin\n${lines.join("\n")}\nend\n$$;\n\n`;
}

/**
 * Loads a dump made by dumpEmbedded into an empty PGlite, all or nothing. Throws DumpError, having
 * run nothing, when the dump is cut off or damaged.
 */
export async function restoreEmbedded(pglite: Pick<EmbeddedPglite, "exec">, dump: string): Promise<void> {
  const script = scriptOfDump(openSealedDump(dump));
  // A multi-statement query is parsed before any of it runs, so the dump's own `SET standard_conforming_strings`
  // (the first one is pg_dump's header, before any data) must be in force before the script is sent.
  const conforming = /^SET standard_conforming_strings = (on|off);$/m.exec(script)?.[1] ?? "on";
  await pglite.exec(`set standard_conforming_strings = ${conforming}`);
  // One simple query: PostgreSQL runs its statements as one implicit transaction.
  await pglite.exec(script);
  await pglite.exec("reset standard_conforming_strings");
}
