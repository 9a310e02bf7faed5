import { logger } from "~/.server/ops/logger";
import { createHash, randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/types";
import type { OutgoingMail } from "~/.server/functions/function-response";
import { sendConfirmation } from "./email-proof";
import { SESSION_MAX_AGE_SECONDS } from "./session";
import { fail, normaliseEmail, ok, type AuthProvider, type AuthSession } from "./provider";

export interface BuiltinDeps {
  db: () => Promise<Kysely<Database>>;
  sendMail: (mail: OutgoingMail) => Promise<unknown>;
  /** bcrypt cost; tests lower it. */
  cost?: number;
  resetTtlMinutes?: number;
  now?: () => Date;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** Changes whenever the password does; stored in the cookie to end older sessions after a reset. */
const stampOf = (hash: string | null) => sha256(hash ?? "").slice(0, 16);

/**
 * Built-in accounts: bcrypt hashes in auth.users, reset tokens stored only as
 * a SHA-256 hash in password_reset_tokens, single use, expiring.
 */
export function createBuiltinProvider(deps: BuiltinDeps): AuthProvider {
  const cost = deps.cost ?? 10;
  const ttl = deps.resetTtlMinutes ?? 60;
  const now = deps.now ?? (() => new Date());
  // Compared against when the email is unknown, so both failures take as long.
  const decoy = bcrypt.hashSync(randomBytes(12).toString("hex"), cost);

  const findUser = async (email: string) =>
    (await deps.db())
      .selectFrom("auth.users")
      .select(["id", "email", "encrypted_password"])
      .where("email", "=", normaliseEmail(email))
      .executeTakeFirst();

  return {
    name: "builtin",
    async signUp(email, password, { redirectTo }) {
      const db = await deps.db();
      const hash = await bcrypt.hash(password, cost);
      const inserted = await db
        .insertInto("auth.users")
        .values({ email: normaliseEmail(email), encrypted_password: hash })
        .onConflict((c) => c.column("email").doNothing())
        .returning(["id", "email"])
        .executeTakeFirst();
      if (!inserted) return fail({ kind: "already_registered" });
      // The account exists either way; a failed mail is resent from the account page.
      await sendConfirmation(
        { db, sendMail: deps.sendMail, siteUrl: redirectTo, now },
        { userId: inserted.id, email: inserted.email, purpose: "account", accountEmail: inserted.email },
      ).catch((error: Error) => logger.error(`auth: sign-up confirmation mail: ${error.message}`));
      return ok(undefined);
    },

    async signIn(email, password) {
      const user = await findUser(email);
      const matches = await bcrypt.compare(password, user?.encrypted_password ?? decoy);
      if (!user || !user.encrypted_password || !matches) return fail({ kind: "invalid_credentials" });
      const sessionId = randomBytes(32).toString("base64url");
      const db = await deps.db();
      await db.deleteFrom("auth_sessions").where("user_id", "=", user.id).where("expires_at", "<=", now()).execute();
      await db
        .insertInto("auth_sessions")
        .values({
          id_hash: sha256(sessionId),
          user_id: user.id,
          expires_at: new Date(now().getTime() + SESSION_MAX_AGE_SECONDS * 1000),
        })
        .execute();
      return ok<AuthSession>({
        userId: user.id,
        email: user.email,
        passwordStamp: stampOf(user.encrypted_password),
        sessionId,
      });
    },

    async signOut(session) {
      // The cookie is cleared by the caller; a copy of it names a session that no longer exists.
      if (!session.sessionId) return;
      await (await deps.db()).deleteFrom("auth_sessions").where("id_hash", "=", sha256(session.sessionId)).execute();
    },

    async requestPasswordReset(email, { redirectTo }) {
      const user = await findUser(email);
      if (!user) return ok(undefined);
      const token = randomBytes(32).toString("base64url");
      const db = await deps.db();
      await db
        .insertInto("password_reset_tokens")
        .values({ token_hash: sha256(token), user_id: user.id, expires_at: new Date(now().getTime() + ttl * 60_000) })
        .execute();
      const link = new URL(redirectTo);
      link.searchParams.set("mode", "reset");
      link.searchParams.set("token", token);
      await deps.sendMail({
        to: user.email,
        subject: "Reset your BioLife password",
        text: [
          "Someone asked to reset the password of your BioLife account.",
          "",
          `Choose a new password here (the link works once, for ${ttl} minutes):`,
          link.href,
          "",
          "If it was not you, ignore this email: your password stays as it is.",
        ].join("\n"),
      });
      return ok(undefined);
    },

    async checkResetToken(token) {
      const db = await deps.db();
      const row = await db
        .selectFrom("password_reset_tokens")
        .select("token_hash")
        .where("token_hash", "=", sha256(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now())
        .executeTakeFirst();
      return Boolean(row);
    },

    async resetPassword(token, newPassword) {
      const db = await deps.db();
      const hash = await bcrypt.hash(newPassword, cost);
      // Marking the token used in the same statement that checks it makes it single-use under concurrency.
      const done = await db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable("password_reset_tokens")
          .set({ used_at: now() })
          .where("token_hash", "=", sha256(token))
          .where("used_at", "is", null)
          .where("expires_at", ">", now())
          .returning("user_id")
          .executeTakeFirst();
        if (!used) return false;
        await trx
          .updateTable("auth.users")
          .set({ encrypted_password: hash, updated_at: now() })
          .where("id", "=", used.user_id)
          .execute();
        return true;
      });
      return done ? ok(undefined) : fail({ kind: "invalid_token" });
    },

    async resolve(session) {
      // A cookie without a live server-side session (ended by logout, expired, or from before sessions were kept) opens nothing.
      if (!session.sessionId) return null;
      const db = await deps.db();
      const user = await db
        .selectFrom("auth.users")
        .innerJoin("auth_sessions", "auth_sessions.user_id", "auth.users.id")
        .select(["auth.users.id", "auth.users.email", "auth.users.encrypted_password", "auth.users.email_confirmed_at"])
        .where("auth.users.id", "=", session.userId)
        .where("auth_sessions.id_hash", "=", sha256(session.sessionId))
        .where("auth_sessions.expires_at", ">", now())
        .executeTakeFirst();
      if (!user || stampOf(user.encrypted_password) !== session.passwordStamp) return null;
      return { user: { id: user.id, email: user.email, emailConfirmed: user.email_confirmed_at !== null } };
    },
  };
}
