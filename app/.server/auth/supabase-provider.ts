import { createClient, type AuthError as SupabaseError, type Session } from "@supabase/supabase-js";
import WebSocket from "ws";
import { fail, normaliseEmail, ok, type AuthError, type AuthProvider, type AuthSession } from "./provider";
import { logger } from "~/.server/ops/logger";

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/**
 * Supabase Auth through supabase-js, one short-lived client per call (the
 * server holds no one's session; the cookie does). The reset email must link
 * to /auth?mode=reset&token={{ .TokenHash }} (Supabase's server-side recovery
 * template), which is verified here with verifyOtp.
 */
export function createSupabaseProvider(config: SupabaseConfig): AuthProvider {
  const client = () =>
    createClient(config.url, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: "implicit" },
      // Node 20 has no global WebSocket; supabase-js insists on a realtime transport.
      realtime: { transport: WebSocket as never },
    });

  const toSession = (session: Session): AuthSession => ({
    userId: session.user.id,
    email: session.user.email ?? "",
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
  });

  const mapError = (error: SupabaseError): AuthError => {
    if (error.code === "invalid_credentials" || /invalid login credentials/i.test(error.message))
      return { kind: "invalid_credentials" };
    if (
      error.code === "user_already_exists" ||
      error.code === "email_exists" ||
      /already registered/i.test(error.message)
    )
      return { kind: "already_registered" };
    if (error.code === "weak_password") return { kind: "weak_password" };
    if (error.code === "otp_expired" || error.code === "bad_jwt") return { kind: "invalid_token" };
    return { kind: "other", message: error.message };
  };

  return {
    name: "supabase",
    async signUp(email, password, { redirectTo }) {
      const { data, error } = await client().auth.signUp({
        email: normaliseEmail(email),
        password,
        options: { emailRedirectTo: redirectTo },
      });
      if (error) return fail(mapError(error));
      // With email confirmation on, Supabase answers an existing address with a user that has no identities.
      if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0)
        return fail({ kind: "already_registered" });
      return ok(undefined);
    },

    async signIn(email, password) {
      const { data, error } = await client().auth.signInWithPassword({ email: normaliseEmail(email), password });
      if (error || !data.session) return fail(error ? mapError(error) : { kind: "invalid_credentials" });
      return ok(toSession(data.session));
    },

    async signOut(session) {
      if (!session.accessToken) return;
      const { error } = await client().auth.admin.signOut(session.accessToken);
      if (error) logger.error(`auth: sign-out: ${error.message}`);
    },

    async requestPasswordReset(email, { redirectTo }) {
      const target = new URL(redirectTo);
      target.searchParams.set("mode", "reset");
      const { error } = await client().auth.resetPasswordForEmail(normaliseEmail(email), { redirectTo: target.href });
      // An unknown address is not an error to the visitor; a failure of the service is.
      if (error && error.status && error.status >= 500) return fail({ kind: "other", message: error.message });
      if (error) logger.error(`auth: reset request: ${error.message}`);
      return ok(undefined);
    },

    async checkResetToken(token) {
      // Supabase verifies a recovery token only by using it; the form is shown and the token checked on submit.
      return token.length > 0;
    },

    async resetPassword(token, newPassword) {
      const supabase = client();
      const verified = await supabase.auth.verifyOtp({ token_hash: token, type: "recovery" });
      if (verified.error || !verified.data.session) return fail({ kind: "invalid_token" });
      const { error } = await supabase.auth.updateUser({ password: newPassword });
      if (error) return fail(mapError(error));
      await supabase.auth.signOut({ scope: "global" }).catch(() => undefined);
      return ok(undefined);
    },

    async resolve(session) {
      if (!session.accessToken) return null;
      const supabase = client();
      const { data, error } = await supabase.auth.getUser(session.accessToken);
      if (!error && data.user)
        return {
          user: {
            id: data.user.id,
            email: data.user.email ?? session.email,
            emailConfirmed: Boolean(data.user.email_confirmed_at),
          },
        };
      if (!session.refreshToken) return null;
      const refreshed = await supabase.auth.refreshSession({ refresh_token: session.refreshToken });
      if (refreshed.error || !refreshed.data.session) return null;
      const next = toSession(refreshed.data.session);
      const emailConfirmed = Boolean(refreshed.data.session.user.email_confirmed_at);
      return { user: { id: next.userId, email: next.email, emailConfirmed }, session: next };
    },
  };
}
