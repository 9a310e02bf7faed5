import { ENTRY_ENDPOINT, failureToast, type EntryResponse } from "~/lib/giveaway/entry-response";
import type { EntrySource } from "~/lib/giveaway/entry-schema";

/** Posts a giveaway form to the entry action; a network failure answers like a server failure. */
export async function postEntry(source: EntrySource, fields: Record<string, string>): Promise<EntryResponse> {
  try {
    const response = await fetch(ENTRY_ENDPOINT, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ ...fields, source }),
    });
    const body = (await response.json()) as EntryResponse;
    if (typeof body?.ok !== "boolean" || (body.ok && !body.toast)) throw new Error("unexpected answer");
    return body;
  } catch {
    return { ok: false, fieldErrors: {}, formError: failureToast(source), values: fields };
  }
}

/** A form's fields as strings (checkboxes only when ticked, as the browser posts them). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") fields[key] = value;
  return fields;
}
