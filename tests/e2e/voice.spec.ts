import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmEmailFromMail, signUpAndSignIn } from "./support/accounts";

// A fake microphone, and the browser's speech recognition replaced by one the
// test speaks through (the real one needs an online speech service).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    // Starts and ends as a browser's does: the start and end events come after the calls, not within them.
    scope.webkitSpeechRecognition = class {
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      constructor() {
        scope.__recognition = this;
      }
      start() {
        setTimeout(() => this.onstart?.(), 0);
      }
      stop() {
        setTimeout(() => this.onend?.(), 0);
      }
    };
    // Recognition failing on its own (the speech service went away): an error, then the end of the session.
    scope.__fail = (error: string) => {
      const recognition = scope.__recognition as { onerror: (e: { error: string }) => void; onend: () => void };
      recognition.onerror({ error });
      recognition.onend();
    };
    scope.__say = (text: string) =>
      (scope.__recognition as { onresult: (e: unknown) => void }).onresult({
        resultIndex: 0,
        results: [{ isFinal: true, 0: { transcript: text } }],
      });
  });
});

async function openVoice(page: Page, path = "/", listening = true) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  await page.locator("[data-chat-launcher]").click();
  await page.getByRole("button", { name: "Switch to voice chat" }).click();
  const voice = page.locator("[data-voice-mode]");
  if (!listening) {
    await expect(voice.getByRole("status")).toHaveText("Connected - Not listening", { timeout: 20_000 });
    return voice;
  }
  await expect(voice.getByRole("status")).toHaveText("Connected - Speak anytime", { timeout: 20_000 });
  // Listening (recorder and recognition) starts once the server says the connection is established.
  await expect(voice.locator("[data-indicator=recording]")).toBeVisible();
  return voice;
}

const say = (page: Page, text: string) =>
  page.evaluate((t) => (window as unknown as { __say(t: string): void }).__say(t), text);

test("voice mode connects, Nora speaks, and a spoken command navigates", async ({ page }) => {
  const voice = await openVoice(page);
  await expect(voice.locator("[data-indicator=recording]")).toHaveText("Recording");
  await expect(voice.getByRole("button", { name: "Click to pause" })).toBeVisible();
  const transcript = voice.locator("[data-voice-transcript]");
  await expect(transcript).toContainText("I'm Nora");
  // Nora's greeting is synthesised on the server and played from the queue.
  await expect(voice.locator("[data-indicator=speaking]")).toHaveText("AI Speaking", { timeout: 25_000 });

  await say(page, "Show me the shop");
  await expect(page).toHaveURL(/\/shop$/);
  await expect(transcript.locator("[data-role=user]").last()).toHaveText(/Show me the shop/);
  // Nora's own confirmation, never the browser's text.
  await expect(transcript).toContainText("Here it is.");

  await voice.getByRole("button", { name: "Click to pause" }).click();
  await expect(voice.locator("[data-indicator=recording]")).toHaveCount(0);
  await expect(voice.getByRole("button", { name: "Click to start talking" })).toBeVisible();

  await voice.getByRole("button", { name: "Close Voice Mode" }).click();
  await expect(page.locator("[data-voice-mode]")).toHaveCount(0);
  await expect(page.getByPlaceholder("Ask about supplements, health...")).toBeVisible();
});

test("talking over Nora stops her and clears the queued audio", async ({ page }) => {
  const voice = await openVoice(page);
  await expect(voice.locator("[data-indicator=speaking]")).toBeVisible({ timeout: 25_000 });
  await expect(voice).not.toHaveAttribute("data-audio-queue", "0");
  await say(page, "What helps with sleep?");
  await expect(voice).toHaveAttribute("data-audio-queue", "0");
  await expect(voice.locator("[data-voice-transcript] [data-role=user]")).toHaveText(/What helps with sleep/);
});

test("voice commands: pages, search, product, add to cart and email", async ({ page }) => {
  // Seven spoken commands with a page change each: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await page.goto("/shop");
  const handle = (await page.locator('main a[href^="/product/"]').first().getAttribute("href"))!.replace(
    "/product/",
    "",
  );
  const voice = await openVoice(page, "/");
  // Speak once the page has settled, as a shopper would (after Nora's greeting starts).
  await expect(voice.locator("[data-indicator=speaking]")).toBeVisible({ timeout: 25_000 });

  await say(page, "Take me to the about page");
  await expect(page).toHaveURL(/\/about$/);
  await say(page, "Go to my cart");
  await expect(page).toHaveURL(/\/cart$/);
  await say(page, "Search for magnesium");
  await expect(page).toHaveURL(/\/shop\?search=magnesium$/);
  await expect(page.locator("main")).toContainText(/magnesium/i);
  await say(page, `Show me product ${handle}`);
  await expect(page).toHaveURL(new RegExp(`/product/${handle}$`), { timeout: 15_000 });

  await say(page, "Add joint formula to my cart");
  await expect(page.getByText("joint formula noted")).toBeVisible();
  await expect(voice.locator("[data-voice-transcript]")).toContainText("use Add to Cart to buy it");

  // Signed out, Nora mails no one, and says why.
  await say(page, "Please email sleep tips to shopper@example.com");
  await expect(page.getByText("Sign in so Nora can email you.", { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
});

test("Nora emails a signed-in shopper's proved address, and no other", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signUpAndSignIn(page);
  await confirmEmailFromMail(page, account.email);
  const voice = await openVoice(page, "/");
  await expect(voice.locator("[data-indicator=speaking]")).toBeVisible({ timeout: 25_000 });
  await say(page, "Please email sleep tips to someone-else@example.com");
  await expect(page.getByText("Nora can only email your account's address.", { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await say(page, `Please email sleep tips to ${account.email}`);
  await expect(page.getByText(`Sent information to ${account.email}`, { exact: true })).toBeVisible({
    timeout: 15_000,
  });
});

test("without speech recognition or an upstream, voice mode says what is missing", async ({ page }) => {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  });
  const voice = await openVoice(page, "/", false);
  await expect(voice.getByRole("alert")).toContainText("turn on its voice service");
  // Nothing hears the shopper, so nothing claims to.
  await expect(voice.locator("[data-indicator=recording]")).toHaveCount(0);
  await expect(voice.getByRole("button", { name: "Click to start talking" })).toBeVisible();
});

test("when recognition stops on its own, Recording and Speak anytime go and the button says so", async ({ page }) => {
  const voice = await openVoice(page);
  await page.evaluate(() => (window as unknown as { __fail(error: string): void }).__fail("network"));
  await expect(voice.locator("[data-indicator=recording]")).toHaveCount(0);
  await expect(voice.getByRole("status")).toHaveText("Connected - Not listening");
  await expect(voice.getByText("Listening stopped - Click to start talking")).toBeVisible();
  await expect(voice.getByRole("alert")).toContainText("Speech recognition stopped (network)");

  await voice.getByRole("button", { name: "Click to start talking" }).click();
  await expect(voice.locator("[data-indicator=recording]")).toHaveText("Recording");
  await expect(voice.getByRole("status")).toHaveText("Connected - Speak anytime");
  await expect(voice.getByRole("button", { name: "Click to pause" })).toBeVisible();
});
