import type { EmbeddedPglite } from "./pglite-thread";

/**
 * The embedded database's one session, shared by the shop and an admin
 * client in turns: what the admin client set (settings, role, session user)
 * is read and taken off when it gives the session back, and put back when it
 * takes its next turn (decision 0055). State that cannot be taken off and put
 * back (temporary tables, prepared statements, held cursors, LISTEN) keeps
 * the admin's turn instead.
 */
type Saved = { settings: Array<[name: string, value: string]>; sessionUser: string; role: string };

const READ_STATE = `select
  coalesce((select json_agg(json_build_array(name, setting) order by name) from pg_settings
    where source = 'session' and name not in ('role', 'session_authorization')), '[]') as settings,
  current_setting('session_authorization') as "sessionUser",
  current_setting('role') as role,
  exists (select 1 from pg_class where relnamespace = pg_my_temp_schema())
    or exists (select 1 from pg_prepared_statements)
    or exists (select 1 from pg_cursors where is_holdable)
    or exists (select 1 from pg_listening_channels()) as keeps`;

export function adminSessionState(pglite: Pick<EmbeddedPglite, "query" | "exec">) {
  let saved: Saved | null = null;
  let superuser: string | null = null;

  /**
   * Back to the session the shop expects. PGlite's DISCARD ALL keeps a SET SESSION AUTHORIZATION (it has no
   * authenticated user to go back to), so the bootstrap superuser is set again first.
   */
  async function reset(): Promise<void> {
    superuser ??= (await pglite.query<{ name: string }>("select rolname as name from pg_roles where oid = 10")).rows[0]!
      .name;
    // Two queries: statements sent together run as one transaction, which DISCARD ALL refuses.
    await pglite.exec(`set session authorization "${superuser.replaceAll('"', '""')}"`);
    await pglite.exec("discard all");
  }

  return {
    reset,
    /** The next client starts clean: nothing of the last one is put back. */
    forget() {
      saved = null;
    },
    /**
     * Takes the admin's state off the session; false (nothing changed) when it cannot be, or cannot be read
     * (under the admin's own statement_timeout, say): the admin then keeps its turn.
     */
    async takeOff(gone: boolean): Promise<boolean> {
      if (!gone) {
        const state = await pglite
          .query<Saved & { keeps: boolean }>(READ_STATE)
          .then((result) => result.rows[0]!)
          .catch(() => null);
        if (!state || state.keeps) return false;
        saved = { settings: state.settings, sessionUser: state.sessionUser, role: state.role };
      }
      await reset();
      return true;
    },
    /** Puts back what takeOff took: settings first (as the superuser), then the session user, then the role. */
    async putBack(): Promise<void> {
      if (!saved) return;
      const { settings, sessionUser, role } = saved;
      saved = null;
      for (const [name, value] of settings) await pglite.query("select set_config($1, $2, false)", [name, value]);
      if (sessionUser) await pglite.query("select set_config('session_authorization', $1, false)", [sessionUser]);
      if (role && role !== "none") await pglite.query("select set_config('role', $1, false)", [role]);
    },
  };
}
