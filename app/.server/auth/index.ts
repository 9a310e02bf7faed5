import { getDb } from "~/.server/db/database";
import { env } from "~/.server/env";
import { sendMail } from "~/.server/mail";
import { createBuiltinProvider } from "./builtin-provider";
import type { AuthProvider } from "./provider";
import { createSupabaseProvider } from "./supabase-provider";

const KEY = Symbol.for("biolife.authProvider");

/** The process's auth provider, chosen once: Supabase Auth when configured, else built-in accounts. */
export function authProvider(): AuthProvider {
  const scope = globalThis as Record<symbol, AuthProvider | undefined>;
  const existing = scope[KEY];
  if (existing) return existing;
  const config = env();
  const provider =
    config.SUPABASE_URL && config.SUPABASE_ANON_KEY
      ? createSupabaseProvider({ url: config.SUPABASE_URL, anonKey: config.SUPABASE_ANON_KEY })
      : createBuiltinProvider({ db: getDb, sendMail });
  return (scope[KEY] = provider);
}
