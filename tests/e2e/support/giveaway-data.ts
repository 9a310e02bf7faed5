import { expect, type APIRequestContext } from "@playwright/test";
import { adminRequest } from "./admin";

/**
 * What the e2e server stored, read through its admin-only JSON routes (only
 * that server process may open its PGlite folder) as an admin of the tests'
 * own; the `request` argument is the test's, kept for the call sites.
 */
export interface StoredEntry {
  name: string;
  email: string;
  phone: string;
  address: string;
  optedIn: boolean;
}
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  status: string;
}

export const STORE_EMAIL = "orders@biolife.local";

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function entriesFor(_request: APIRequestContext, email: string): Promise<StoredEntry[]> {
  const response = await (await adminRequest()).get(`/dev/giveaway-entries.json?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entries: StoredEntry[] }).entries;
}

export async function mailsAbout(_request: APIRequestContext, email: string): Promise<StoredMail[]> {
  const response = await (await adminRequest()).get(`/dev/outbox.json?about=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { mails: StoredMail[] }).mails;
}

/** The store's notification and the entrant's confirmation for this email, both in the outbox. */
export async function expectEntryMails(request: APIRequestContext, email: string) {
  await expect
    .poll(async () => (await mailsAbout(request, email)).map((m) => m.to).sort())
    .toEqual([email, STORE_EMAIL].sort());
  const mails = await mailsAbout(request, email);
  const notification = mails.find((m) => m.to === STORE_EMAIL)!;
  expect(notification.text).toContain(`Email: ${email}`);
  return mails;
}
