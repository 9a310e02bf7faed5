import { sql, type CompiledQuery, type Kysely, type QueryResult, type Transaction } from "kysely";
import { embeddedFor } from "./connect";
import { transactOnce } from "./session-gate";
import type { Database } from "./types";
import { observeQuery } from "~/.server/ops/db-queries";

export interface Claims {
  sub: string | null;
  role: "anon" | "authenticated";
  email?: string;
}

/** The claims and the role, in one statement (as PostgREST does): set_config('role', …, true) is `set local role`. */
function actAs(claims: Claims) {
  const payload = JSON.stringify({ ...claims, sub: claims.sub ?? undefined });
  const role = claims.role === "authenticated" ? "authenticated" : "anon";
  return sql`select set_config('request.jwt.claims', ${payload}, true), set_config('role', ${role}, true)`;
}

/**
 * Runs `fn` in a transaction acting as the user, the way Supabase's API does:
 * the JWT claims in `request.jwt.claims` and the database role set locally,
 * so Row Level Security applies even if a route forgets a check.
 */
export function asUser<T>(
  db: Kysely<Database>,
  claims: Claims,
  fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await actAs(claims).execute(trx);
    return fn(trx);
  });
}

/**
 * One statement as the user: on the embedded database the claims, the
 * statement and the commit cross to its thread together, so the session is
 * never held across a turn of the busy event loop (decision 0037).
 */
export async function asUserOnce<R>(
  db: Kysely<Database>,
  claims: Claims,
  query: CompiledQuery<R>,
): Promise<QueryResult<R>> {
  const embedded = embeddedFor(db);
  if (!embedded) return asUser(db, claims, (trx) => trx.executeQuery(query));
  const started = performance.now();
  try {
    const result = await transactOnce<R>(embedded.pglite, embedded.gate, [actAs(claims).compile(db), query]);
    observeQuery({ level: "query", query, queryDurationMillis: performance.now() - started });
    return result;
  } catch (error) {
    observeQuery({ level: "error", error, query, queryDurationMillis: performance.now() - started });
    throw error;
  }
}

export const anonymous: Claims = { sub: null, role: "anon" };
export const signedIn = (userId: string, email?: string): Claims => ({ sub: userId, role: "authenticated", email });
