import type { ToastMessage } from "~/lib/toast";
import { giveawayMessages } from "~/content/giveaway";
import { failureToast, type EntryResponse } from "~/lib/giveaway/entry-response";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { formFailure } from "~/.server/forms/submission";
import { validateForm } from "~/lib/forms/result";
import {
  ENTRY_SOURCES,
  entrySchema,
  toEntryRow,
  validationMessage,
  type EntryRow,
  type EntrySource,
} from "~/lib/giveaway/entry-schema";

/**
 * How a save went: a new row; a quick entry's row completed with name and
 * address; the email was already entered (nothing changed); or the campaign
 * no longer runs (nothing stored).
 */
export type SaveOutcome = "created" | "completed" | "duplicate" | "closed";

/** The campaign an entry joins, and the shop's clock it must be running at. */
export interface EntryWindow {
  id: string;
  at: Date;
}

export interface EntryStore {
  save(row: EntryRow, campaign?: EntryWindow): Promise<SaveOutcome>;
}

/**
 * The campaign an entry from a form would join now: open (with the answers
 * its record gives) or closed (with the message a 410 carries).
 */
export type EntryCampaign =
  | { open: true; window: EntryWindow; success: ToastMessage; duplicate: ToastMessage }
  | { open: false; message: ToastMessage };

export type ServerFunction = (request: Request) => Promise<Response>;

export interface EnterGiveawayDeps {
  store: EntryStore;
  /** The running campaign an entry from this form joins (the giveaway, or for the prayer form the cause). */
  campaign(source: EntrySource): Promise<EntryCampaign>;
  /** True when this client may submit another entry now. */
  allow(clientKey: string, email?: string): Promise<boolean>;
  sendGiveawayNotification: ServerFunction;
  sendEntrantConfirmation: ServerFunction;
  /** How long the answer waits for the mails before letting them finish in the background. */
  mailWaitMs?: number;
  log?: Pick<Console, "error" | "warn">;
}

export interface EnterGiveawayResult {
  status: number;
  body: EntryResponse;
  source: EntrySource | null;
}

function sourceOf(values: Record<string, unknown>): EntrySource | null {
  const raw = values.source;
  return (ENTRY_SOURCES as readonly string[]).includes(String(raw)) ? (raw as EntrySource) : null;
}

async function callFunction(
  fn: ServerFunction,
  name: string,
  payload: unknown,
  log: Pick<Console, "error">,
): Promise<void> {
  try {
    const response = await fn(
      new Request(`http://functions.internal/${name}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      }),
    );
    if (!response.ok) log.error(`${name} failed: HTTP ${response.status} ${await response.text().catch(() => "")}`);
  } catch (error) {
    log.error(`${name} failed`, error);
  }
}

/**
 * The giveaway entry action shared by /api/giveaway (dialogs and pop-ups)
 * and /kia-giveaway (the no-JavaScript page): rate limit, zod validation
 * with the spec's messages, one row per email (a quick entry is completed,
 * a repeat is answered gracefully), then the two mails, whose failure is
 * only logged and never loses the entry. Outside its campaign's window an
 * entry is answered 410 with the campaign's own message and nothing is stored.
 */
export async function enterGiveaway(
  form: FormData | Record<string, unknown>,
  clientKey: string,
  deps: EnterGiveawayDeps,
): Promise<EnterGiveawayResult> {
  const log = deps.log ?? console;
  const values = form instanceof FormData ? Object.fromEntries(form) : form;
  const source = sourceOf(values);
  const fail = (status: number, formError: ToastMessage, fieldErrors?: Record<string, string>) => ({
    status,
    source,
    body: formFailure(values, { formError, fieldErrors }),
  });
  if (!source) return fail(400, giveawayMessages.submissionFailed);

  let campaign: EntryCampaign;
  try {
    campaign = await deps.campaign(source);
  } catch (error) {
    log.error("giveaway: reading the running campaign failed", error);
    return fail(503, failureToast(source));
  }

  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    log.warn(`giveaway: honeypot filled (source ${source}); entry ignored`);
    if (!campaign.open) return fail(410, campaign.message);
    return { status: 200, source, body: { ok: true as const, toast: campaign.success } };
  }

  // Malformed input keeps its own 400 message; a well-formed entry outside the window is told why it is refused.
  const parsed = validateForm(entrySchema, values);
  if (!parsed.ok) return fail(400, validationMessage(source, parsed.fieldErrors), parsed.fieldErrors);
  if (!campaign.open) return fail(410, campaign.message);
  const row = toEntryRow(parsed.data);

  if (!(await deps.allow(clientKey, row.email)))
    return fail(429, source === "prayer" ? giveawayMessages.prayerFailed : giveawayMessages.tooManyRequests);

  let outcome: SaveOutcome;
  try {
    outcome = await deps.store.save(row, campaign.window);
  } catch (error) {
    log.error("giveaway: saving the entry failed", error);
    return fail(503, failureToast(source));
  }

  if (outcome === "closed") {
    // It ended between reading the campaign and storing the entry: answered as the page now says.
    const now = await deps.campaign(source).catch(() => null);
    return fail(410, now && !now.open ? now.message : failureToast(source));
  }
  if (outcome === "duplicate")
    return { status: 200, source, body: { ok: true as const, duplicate: true, toast: campaign.duplicate } };

  if (source !== "prayer") {
    const mails = Promise.all([
      callFunction(
        deps.sendGiveawayNotification,
        "send-giveaway-notification",
        { name: row.name, email: row.email, phone: row.phone, address: row.address },
        log,
      ),
      callFunction(
        deps.sendEntrantConfirmation,
        "send-entrant-confirmation",
        { name: row.name, email: row.email },
        log,
      ),
    ]);
    await Promise.race([mails, new Promise((resolve) => setTimeout(resolve, deps.mailWaitMs ?? 5000).unref?.())]);
  }
  return { status: 200, source, body: { ok: true as const, toast: campaign.success } };
}
