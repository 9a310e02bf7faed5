import type { Env } from "~/.server/env";
import { createBuiltinProvider, type BuiltinDeps } from "./builtin-provider";
import type { AuthProvider } from "./provider";
import { createSupabaseProvider } from "./supabase-provider";

/** The shop's auth provider, chosen once from env: Supabase Auth when configured, else built-in accounts. */
export function createAuthProvider(config: Env, deps: Pick<BuiltinDeps, "db" | "sendMail">): AuthProvider {
  return config.SUPABASE_URL && config.SUPABASE_ANON_KEY
    ? createSupabaseProvider({ url: config.SUPABASE_URL, anonKey: config.SUPABASE_ANON_KEY })
    : createBuiltinProvider(deps);
}
