import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { normaliseEmail } from "./provider";
import type { Database } from "~/.server/db/types";
import type { SendMail } from "~/.server/functions/function-response";
import {
  CONFIRM_EMAIL_PATH,
  CONFIRMATION_TTL_MINUTES,
  confirmTokenSchema,
  type ProofPurpose,
} from "~/lib/account/proof";

/**
 * Confirmation links that prove an email address belongs to an account: the
 * token is mailed to the address, only its SHA-256 is stored, it works once,
 * for CONFIRMATION_TTL_MINUTES, and only for the account that asked for it.
 */
export interface ProofDeps {
  db: Kysely<Database>;
  now?: () => Date;
}

export interface Confirmation {
  userId: string;
  email: string;
  purpose: ProofPurpose;
}

export type ConfirmResult =
  { ok: true; confirmation: Confirmation } | { ok: false; reason: "invalid" | "other_account" };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const clock = (deps: ProofDeps) => (deps.now ?? (() => new Date()))();

/** Stores a new token for `email` and mails its link; older unused tokens keep working until they expire. */
export async function sendConfirmation(
  deps: ProofDeps & { sendMail: SendMail; siteUrl: string; ttlMinutes?: number },
  request: Confirmation & { accountEmail: string },
): Promise<void> {
  const ttl = deps.ttlMinutes ?? CONFIRMATION_TTL_MINUTES;
  const token = randomBytes(32).toString("base64url");
  const email = normaliseEmail(request.email);
  await deps.db
    .insertInto("email_confirmation_tokens")
    .values({
      token_hash: sha256(token),
      user_id: request.userId,
      email,
      purpose: request.purpose,
      expires_at: new Date(clock(deps).getTime() + ttl * 60_000),
    })
    .execute();
  const link = new URL(CONFIRM_EMAIL_PATH, deps.siteUrl);
  link.searchParams.set("token", token);
  const hours = Math.round(ttl / 60);
  const lines =
    request.purpose === "account"
      ? ["Welcome to BioLife! Please confirm that this is your email address.", ""]
      : [
          `The BioLife account ${request.accountEmail} asked to show the orders placed with this address.`,
          "Confirm only if that account is yours: it will see this address's order history.",
          "",
        ];
  await deps.sendMail({
    to: email,
    subject: "Confirm your email for BioLife",
    text: [
      ...lines,
      `Confirm here while signed in to that account (the link works once, for ${hours} hours):`,
      link.href,
      "",
      "If it was not you, ignore this email: nothing changes.",
    ].join("\n"),
  });
}

/** What an unused, unexpired token confirms, or null. */
export async function findConfirmation(deps: ProofDeps, token: string): Promise<Confirmation | null> {
  if (!confirmTokenSchema.safeParse(token).success) return null;
  const row = await deps.db
    .selectFrom("email_confirmation_tokens")
    .select(["user_id", "email", "purpose"])
    .where("token_hash", "=", sha256(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", clock(deps))
    .executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email, purpose: row.purpose } : null;
}

/**
 * Uses the token for the signed-in `userId`: marks it used and records the
 * proof, in one transaction. A token issued to another account is refused
 * and stays unused; a token whose address is no longer the account's (or the
 * link's) confirms nothing.
 */
export async function confirmEmail(deps: ProofDeps, token: string, userId: string): Promise<ConfirmResult> {
  if (!confirmTokenSchema.safeParse(token).success) return { ok: false, reason: "invalid" };
  const now = clock(deps);
  return deps.db.transaction().execute(async (trx): Promise<ConfirmResult> => {
    // Checking and marking in one statement makes the token single-use under concurrency.
    const used = await trx
      .updateTable("email_confirmation_tokens")
      .set({ used_at: now })
      .where("token_hash", "=", sha256(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .where("user_id", "=", userId)
      .returning(["email", "purpose"])
      .executeTakeFirst();
    if (!used) {
      const other = await findConfirmation({ ...deps, db: trx }, token);
      return { ok: false, reason: other ? "other_account" : "invalid" };
    }
    const proved =
      used.purpose === "account"
        ? await trx
            .updateTable("auth.users")
            .set({ email_confirmed_at: now })
            .where("id", "=", userId)
            .where("email", "=", used.email)
            .executeTakeFirst()
        : await trx
            .updateTable("shopify_customer_links")
            .set({ confirmed_at: now })
            .where("user_id", "=", userId)
            .where("email", "=", used.email)
            .executeTakeFirst();
    if (Number(proved.numUpdatedRows) === 0) return { ok: false, reason: "invalid" };
    return { ok: true, confirmation: { userId, email: used.email, purpose: used.purpose } };
  });
}
