import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./support/accounts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const panel = (page: Page) => page.getByRole("dialog", { name: "Nora" });

async function openChat(page: Page, path = "/") {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("link", { name: /Chat with Nora/ }).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

/** Answers /api/chat in the browser with a fixed event stream or status. */
async function fakeChat(page: Page, reply: { status?: number; body?: string }) {
  await page.route("**/api/chat", (route) =>
    route.fulfill({
      status: reply.status ?? 200,
      contentType: reply.status ? "application/json" : "text/event-stream",
      body: reply.body ?? JSON.stringify({ error: "x" }),
    }),
  );
}

test.describe("Nora chat widget", () => {
  test("streams a knowledge-base answer with a product link; feedback once; link navigates and closes", async ({
    page,
  }) => {
    const chat = await openChat(page);
    await expect(chat.getByText("AI Nutritionist", { exact: true })).toBeVisible();
    await expect(chat.getByText("Educational info only. Not medical advice.")).toBeVisible();
    const input = chat.getByPlaceholder("Ask about supplements, health...");

    await input.press("Enter"); // blank: nothing is sent
    await expect(chat.locator("[data-chat-message]")).toHaveCount(0);
    await input.fill("What helps with");
    await input.press("Shift+Enter");
    await expect(input).toHaveValue("What helps with\n");
    await input.fill("What helps with blood sugar?");
    await input.press("Enter");

    await expect(chat.locator('[data-chat-message="user"]')).toHaveText("What helps with blood sugar?");
    await expect(input).toHaveValue("");
    const reply = chat.locator('[data-chat-message="assistant"]');
    await expect(reply).toContainText("Steady blood sugar starts on the plate");
    const link = reply.getByRole("link", { name: "Blood Sugar Maintenance" });
    await expect(link).toHaveAttribute("href", "/product/blood-sugar-maintenance");

    const up = chat.getByRole("button", { name: "Helpful", exact: true });
    await up.click();
    await expect(toast(page, "Thanks for the positive feedback!")).toBeVisible();
    await expect(up).toBeDisabled();
    await expect(chat.getByRole("button", { name: "Not helpful" })).toBeDisabled();

    await link.click();
    await expect(page).toHaveURL(/\/product\/blood-sugar-maintenance$/);
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Blood Sugar Maintenance" })).toBeVisible();
  });

  test("the widget answers on topic and declines what the shop does not know", async ({ page }) => {
    const chat = await openChat(page);
    const input = chat.getByPlaceholder("Ask about supplements, health...");
    const replies = chat.locator('[data-chat-message="assistant"]');
    await input.fill("What can help me keep my blood sugar in a healthy range?");
    await input.press("Enter");
    await expect(replies.nth(0)).toContainText("Steady blood sugar starts on the plate");
    await expect(replies.nth(0)).not.toContainText("prostate");
    await input.fill("what's the capital of France?");
    await input.press("Enter");
    await expect(replies.nth(1)).toContainText("I don't have an answer to that yet");
    await expect(replies.nth(1).getByRole("link")).toHaveCount(0);
  });

  test("a reply cannot inject markup; only /product/ links become links", async ({ page }) => {
    const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
    await fakeChat(page, {
      body:
        delta('<img src=x onerror="window.__pwned=1"> ') +
        delta("[bad](javascript:alert(1)) ") +
        delta("[Joint Formula](/product/joint-formula)") +
        "data: [DONE]\n\n",
    });
    const chat = await openChat(page);
    await chat.getByPlaceholder("Ask about supplements, health...").fill("<b>bold?</b>");
    await chat.getByPlaceholder("Ask about supplements, health...").press("Enter");
    const reply = chat.locator('[data-chat-message="assistant"]');
    await expect(reply).toContainText('<img src=x onerror="window.__pwned=1">');
    await expect(reply).toContainText("[bad](javascript:alert(1))");
    await expect(chat.locator("img, b")).toHaveCount(0);
    await expect(reply.getByRole("link")).toHaveCount(1);
    await expect(reply.getByRole("link")).toHaveAttribute("href", "/product/joint-formula");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test("errors end in the apology message", async ({ page }) => {
    const chat = await openChat(page);
    const input = chat.getByPlaceholder("Ask about supplements, health...");
    const cases: Array<[{ status?: number; body?: string }, string]> = [
      [{ status: 429 }, "Too many requests. Please wait a moment and try again."],
      [{ status: 402 }, "Service temporarily unavailable. Please try again later."],
      [{ status: 500 }, "Failed to get response"],
      [
        { body: `data: ${JSON.stringify({ choices: [{ delta: { content: "half a rep" } }] })}\n\n` },
        "Failed to get response",
      ],
    ];
    for (const [index, [reply, message]] of cases.entries()) {
      await page.unroute("**/api/chat");
      await fakeChat(page, reply);
      await input.fill(`question ${index}`);
      await input.press("Enter");
      await expect(chat.locator('[data-chat-message="assistant"]').nth(index)).toHaveText(
        `I apologize, but I encountered an error: ${message}. Please try again.`,
      );
    }
    await expect(chat.getByText("half a rep")).toHaveCount(0);
  });

  test("without JavaScript the button leads to /chat, which answers on the server @nojs", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /Chat with Nora/ })).toHaveAttribute("href", "/chat");
    await page.goto("/chat");
    await expect(page.getByText("Educational info only. Not medical advice.")).toBeVisible();
    await page.getByLabel("Your question").fill("What helps with blood sugar?");
    await page.getByRole("button", { name: "Ask Nora" }).click();
    const answer = page.locator("[data-chat-answer]");
    await expect(answer).toContainText("Steady blood sugar starts on the plate");
    await answer.getByRole("link", { name: "Blood Sugar Maintenance" }).click();
    await expect(page).toHaveURL(/\/product\/blood-sugar-maintenance$/);
  });

  test("answers the question asked, the provider first for a drug, and declines honestly @nojs", async ({ page }) => {
    const ask = async (question: string) => {
      await page.goto("/chat");
      await page.getByLabel("Your question").fill(question);
      await page.getByRole("button", { name: "Ask Nora" }).click();
      return page.locator("[data-chat-answer]");
    };
    await expect(await ask("I have trouble sleeping, what do you recommend?")).toContainText(
      "Good sleep usually comes from routine",
    );
    await expect(await ask("how long does delivery take?")).toContainText("Standard Shipping: 3-5 days");

    const drug = await ask("Can I take berberine with metformin?");
    await expect(drug).toContainText("Please check with your healthcare provider or pharmacist first");
    await expect(drug).toContainText("Berberine can lower blood sugar");
    await expect(drug.getByRole("link")).toHaveCount(0);

    const nonsense = await ask("can you fix my car's transmission?");
    await expect(nonsense).toContainText("I don't have an answer to that yet");
    await expect(nonsense).toContainText("Contact page (/contact)");
    await expect(nonsense).toContainText("healthcare provider");
  });
});

test("admin trains Nora: validation, add with keywords, the next answer uses it, edit, delete", async ({ page }) => {
  test.setTimeout(60_000);
  await signUpAndSignIn(page, { admin: true });
  await page.goto("/account?tab=training");
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("link", { name: "Add Knowledge" }).click();
  const editor = page.getByRole("form", { name: "Add knowledge" });
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByRole("alert")).toHaveText("Please fill in all required fields");

  const unique = `Teff ${Date.now()}`;
  await editor.getByLabel("Category *").fill("Nutrition");
  await editor.getByLabel("Question *").fill(`What is ${unique} grain?`);
  await editor.getByLabel("Answer *").fill(`${unique} is a tiny Ethiopian grain rich in fiber and iron.`);
  const keyword = editor.getByLabel("New keyword");
  await keyword.fill(" ethiopian ");
  await keyword.press("Enter");
  await keyword.fill("Ethiopian");
  await editor.getByRole("button", { name: "Add", exact: true }).click();
  await keyword.fill("injera");
  await keyword.press("Enter");
  await keyword.fill("typo");
  await keyword.press("Enter");
  await editor.getByRole("button", { name: "Remove typo" }).click();
  await expect(editor.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveText([
    "ethiopian",
    "injera",
  ]);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Knowledge added successfully")).toBeVisible();
  await expect(editor).toBeHidden();
  const first = page.getByTestId("knowledge-entry").first();
  await expect(first).toContainText(`What is ${unique} grain?`);
  await expect(first).toContainText("Keywords: ethiopian, injera");

  const chat = await openChat(page, "/account?tab=training");
  await chat.getByPlaceholder("Ask about supplements, health...").fill("Tell me about injera and Ethiopian grains");
  await chat.getByPlaceholder("Ask about supplements, health...").press("Enter");
  await expect(chat.locator('[data-chat-message="assistant"]')).toContainText(`${unique} is a tiny Ethiopian grain`);
  await chat.getByRole("button", { name: "Close chat" }).click();

  await first.getByRole("link", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit knowledge" });
  await edit.getByLabel("Answer *").fill(`${unique} is a tiny grain from Ethiopia and Eritrea.`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Knowledge updated successfully")).toBeVisible();
  await expect(first).toContainText("from Ethiopia and Eritrea");

  page.once("dialog", (dialog) => void dialog.accept());
  await first.getByRole("link", { name: "Delete" }).click();
  await expect(toast(page, "Knowledge deleted successfully")).toBeVisible();
  await expect(page.getByTestId("knowledge-entry").filter({ hasText: unique })).toHaveCount(0);
});
