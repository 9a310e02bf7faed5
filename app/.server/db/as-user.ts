import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "./types";

export interface Claims {
  sub: string | null;
  role: "anon" | "authenticated";
  email?: string;
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
    const payload = JSON.stringify({ ...claims, sub: claims.sub ?? undefined });
    const role = claims.role === "authenticated" ? "authenticated" : "anon";
    // One statement for both (as PostgREST does): set_config('role', …, true) is `set local role`.
    await sql`select set_config('request.jwt.claims', ${payload}, true), set_config('role', ${role}, true)`.execute(
      trx,
    );
    return fn(trx);
  });
}

export const anonymous: Claims = { sub: null, role: "anon" };
export const signedIn = (userId: string, email?: string): Claims => ({ sub: userId, role: "authenticated", email });
