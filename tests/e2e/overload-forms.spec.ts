import { expect, test } from "./fixtures";
import { startServerProcess } from "../../scripts/server-process";

/**
 * A form refused because the shop is overloaded keeps what was typed, with JavaScript (Remix posts
 * `/contact.data`) as without (a plain form post): the form stays, says why, and sends once the load
 * is gone. Overload is the test-only busy loop (tests/integration/ops/busy-loop.mjs, preloaded into
 * this spec's own server and toggled with SIGUSR2), as in the overload integration test, and other
 * shoppers' contact posts in flight, so the shopper's post waits its turn behind them.
 */
type Server = Awaited<ReturnType<typeof startServerProcess>>;
let server: Server;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // A production server of its own starts beside the suite's (two cores): give it the time the suite's gets.
  testInfo.setTimeout(120_000);
  const previous = process.env.SERVER_NODE_ARGS;
  process.env.SERVER_NODE_ARGS = "--import ./tests/integration/ops/busy-loop.mjs";
  try {
    // Two in progress at once: past that posts wait their turn, and one that waited 200 ms (half the limit) is
    // refused while the busy loop keeps those in progress slow. The flood's posts are not turned into 429s.
    server = await startServerProcess({
      REQUEST_CONCURRENCY: "2",
      OVERLOAD_MAX_WAIT_MS: "400",
      RATE_LIMIT_SCALE: "1000",
    });
  } finally {
    if (previous === undefined) delete process.env.SERVER_NODE_ARGS;
    else process.env.SERVER_NODE_ARGS = previous;
  }
});
test.afterAll(async () => {
  await server?.stop();
});

let busy = false;
let stopFlood = async () => {};
const contactPost = () =>
  fetch(`${server.origin}/contact`, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams({ name: "", email: "", subject: "", message: "" }),
    redirect: "manual",
  }).then(async (r) => (await r.arrayBuffer(), r.status));

/** Six other shoppers posting the contact form over and over, until stopped. */
function floodContact() {
  let stopped = false;
  const posting = Array.from({ length: 6 }, async () => {
    while (!stopped) await contactPost().catch(() => 0);
  });
  return async () => {
    stopped = true;
    await Promise.all(posting);
  };
}

/** Turns the load on or off and waits until a contact post is refused (or served) accordingly. */
async function overloaded(on: boolean) {
  if (busy !== on) process.kill(server.pid, "SIGUSR2");
  busy = on;
  if (on) stopFlood = floodContact();
  else await stopFlood();
  // Three answers in a row: the shedder decides on the last half second's samples.
  let inARow = 0;
  await expect
    .poll(
      async () => {
        const status = await contactPost();
        inARow = (status === 503) === on ? inARow + 1 : 0;
        return inARow;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(3);
}

test.afterEach(async () => {
  if (busy) await overloaded(false);
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
