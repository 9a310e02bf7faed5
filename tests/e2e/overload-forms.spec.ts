import { expect, test } from "./fixtures";
import { freePort, startServerProcess } from "../../scripts/server-process";
import { holdPlaces } from "../integration/ops/helpers";

/**
 * A form refused because the shop is overloaded keeps what was typed, with JavaScript (Remix posts
 * `/contact.data`) as without (a plain form post): the form stays, says why, and sends once the load
 * is gone. This spec's own server has one place for requests in progress, held by a form post whose
 * body never finishes (helpers.ts holdPlaces), so the send waits OVERLOAD_MAX_WAIT_MS and is refused.
 */
type Server = Awaited<ReturnType<typeof startServerProcess>>;
let server: Server;
let metricsOrigin: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // A production server of its own starts beside the suite's (two cores): give it the time the suite's gets.
  testInfo.setTimeout(120_000);
  const metricsPort = await freePort();
  metricsOrigin = `http://127.0.0.1:${metricsPort}`;
  server = await startServerProcess({
    REQUEST_CONCURRENCY: "1",
    OVERLOAD_MAX_WAIT_MS: "300",
    METRICS_PORT: String(metricsPort),
  });
});
test.afterAll(async () => {
  await server?.stop();
});

let held: { release(): void } | null = null;
async function overloaded(on: boolean) {
  if (on && !held) held = await holdPlaces(server.origin, 1, metricsOrigin);
  if (!on && held) {
    held.release();
    held = null;
  }
}

test.afterEach(async () => {
  await overloaded(false);
});

test("a contact message refused under overload keeps what was typed and sends afterwards @nojs", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${server.origin}/contact`);
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  const typed = {
    "Your Name": "Marisol Ortega",
    "Email Address": "marisol@example.com",
    Subject: "Refused under load",
    Message: "Please keep every word I typed here.",
  };
  for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value);

  await overloaded(true);
  await form.getByRole("button", { name: "Send Message" }).click();
  if (javaScriptEnabled) {
    // The form stays where it was, says why, and holds every value.
    await expect(form.getByRole("alert")).toContainText("Service temporarily unavailable");
    await expect(form.getByRole("alert")).toContainText("serving a lot of shoppers");
    for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value);
    await expect(page).toHaveURL(`${server.origin}/contact`);
  } else {
    // The small refusal page carries the values in a form that sends them again.
    await expect(page.getByRole("heading", { name: "Service temporarily unavailable" })).toBeVisible();
    await expect(page.getByText("What you entered is kept")).toBeVisible();
    await expect(page.locator('input[type="hidden"][name="message"]')).toHaveValue(typed.Message);
  }

  await overloaded(false);
  const again = javaScriptEnabled
    ? form.getByRole("button", { name: "Send Message" })
    : page.getByRole("button", { name: "Try again" });
  await again.click();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" }).first()).toBeVisible();
});
