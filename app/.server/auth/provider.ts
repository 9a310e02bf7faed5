/**
 * One interface for accounts, two implementations chosen once from env:
 * built-in email + password in our own database (the embedded default) and
 * Supabase Auth (SUPABASE_URL + SUPABASE_ANON_KEY).
 */

/** What the session cookie carries; providers put their own tokens in it. */
export interface AuthSession {
  userId: string;
  email: string;
  /** Built-in: a fingerprint of the password hash, so a password change ends older sessions. */
  passwordStamp?: string;
  /** Built-in: the server-side session this cookie names (public.auth_sessions); logout ends it. */
  sessionId?: string;
  /** Supabase: the JWT pair. */
  accessToken?: string;
  refreshToken?: string;
}

export interface AuthUser {
  id: string;
  email: string;
  /** The account proved it owns its email (Supabase: email_confirmed_at; built-in: the mailed link). */
  emailConfirmed: boolean;
}

/** Error kinds the screens turn into the spec's messages; `message` for anything else the provider says. */
export type AuthError =
  | { kind: "invalid_credentials" }
  | { kind: "already_registered" }
  | { kind: "invalid_token" }
  | { kind: "weak_password" }
  | { kind: "other"; message: string };

export type AuthResult<T = undefined> = { ok: true; value: T } | { ok: false; error: AuthError };

export interface AuthProvider {
  readonly name: "builtin" | "supabase";
  signUp(email: string, password: string, options: { redirectTo: string }): Promise<AuthResult>;
  signIn(email: string, password: string): Promise<AuthResult<AuthSession>>;
  signOut(session: AuthSession): Promise<void>;
  /** Sends the reset email when the account exists; answers the same either way. */
  requestPasswordReset(email: string, options: { redirectTo: string }): Promise<AuthResult>;
  /** Whether a reset token (from the emailed link) can still be used. */
  checkResetToken(token: string): Promise<boolean>;
  resetPassword(token: string, newPassword: string): Promise<AuthResult>;
  /** The user a stored session still belongs to, or null when it is no longer valid; `session` is set when it was refreshed. */
  resolve(session: AuthSession): Promise<{ user: AuthUser; session?: AuthSession } | null>;
}

export const ok = <T>(value: T): AuthResult<T> => ({ ok: true, value });
export const fail = (error: AuthError): AuthResult<never> => ({ ok: false, error });
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
