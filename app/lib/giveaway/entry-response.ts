import type { ToastMessage } from "~/lib/toast";
import { giveawayMessages } from "~/content/giveaway";
import type { FormFailure } from "~/lib/forms/result";
import type { EntrySource } from "./entry-schema";

/** What POST /api/giveaway answers (JSON): a stored entry, or the house failure shape. */
export type EntryResponse =
  | {
      ok: true;
      toast: ToastMessage;
      /** The email already had an entry: nothing new was stored or mailed. */
      duplicate?: boolean;
    }
  | FormFailure;

/** The toast an answer shows: the success message, or the failure's own. */
export function entryToast(response: EntryResponse, source: EntrySource): ToastMessage {
  return response.ok ? response.toast : (response.formError ?? failureToast(source));
}

export const ENTRY_ENDPOINT = "/api/giveaway";

/** The spec's failure message for each form (SPEC §8). */
export function failureToast(source: EntrySource): ToastMessage {
  if (source === "quick") return giveawayMessages.quickSubmissionFailed;
  if (source === "prayer") return giveawayMessages.prayerFailed;
  return giveawayMessages.submissionFailed;
}

/** The spec's answers to a stored entry and to a repeat for each form (SPEC §8), the giveaway's from its record. */
export function entryAnswers(
  source: EntrySource,
  giveaway: Record<"dialogSuccess" | "pageSuccess" | "alreadyEntered", ToastMessage>,
): { success: ToastMessage; duplicate: ToastMessage } {
  if (source === "prayer")
    return { success: giveawayMessages.prayerSuccess, duplicate: giveawayMessages.prayerSuccess };
  const success =
    source === "quick"
      ? giveawayMessages.quickSuccess
      : source === "page"
        ? giveaway.pageSuccess
        : giveaway.dialogSuccess;
  return { success, duplicate: giveaway.alreadyEntered };
}
