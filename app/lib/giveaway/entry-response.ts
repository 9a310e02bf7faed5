import { giveawayMessages, type ToastText } from "~/content/giveaway";
import type { EntrySource, FieldErrors } from "./entry-schema";

/** What POST /api/giveaway answers (JSON), for every outcome. */
export interface EntryResponse {
  ok: boolean;
  toast: ToastText;
  fieldErrors?: FieldErrors;
  /** The email already had an entry: nothing new was stored or mailed. */
  duplicate?: boolean;
}

export const ENTRY_ENDPOINT = "/api/giveaway";

/** The spec's failure message for each form (SPEC §8). */
export function failureToast(source: EntrySource): ToastText {
  if (source === "quick") return giveawayMessages.quickSubmissionFailed;
  if (source === "prayer") return giveawayMessages.prayerFailed;
  return giveawayMessages.submissionFailed;
}

/** The spec's success message for each form (SPEC §8). */
export function successToast(source: EntrySource): ToastText {
  if (source === "quick") return giveawayMessages.quickSuccess;
  if (source === "prayer") return giveawayMessages.prayerSuccess;
  if (source === "page") return giveawayMessages.pageSuccess;
  return giveawayMessages.dialogSuccess;
}
