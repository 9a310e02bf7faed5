import { describe, expect, it } from "vitest";
import { runVoiceCommand, type CommandEffects } from "~/lib/voice/commands";
import { detectIntent } from "~/lib/voice/intent";
import { parseClientEvent, userTextItem } from "~/lib/voice/protocol";
import { growthLimit, timeGrowth } from "../../support/complexity";
import { sentences } from "~/.server/voice/local-session";

function effects(sendOk: true | { error?: string } = true) {
  const log = { paths: [] as string[], toasts: [] as string[], sent: [] as unknown[] };
  const fx: CommandEffects = {
    navigate: (p) => log.paths.push(p),
    toast: (t) => log.toasts.push(t.title),
    sendHealthInfo: async (body) => (log.sent.push(body), sendOk),
  };
  return { fx, log };
}

describe("voice commands in the browser", () => {
  it("navigates to each of the nine pages", async () => {
    const pages = {
      home: "/",
      shop: "/shop",
      about: "/about",
      conditions: "/conditions",
      learn: "/learn",
      community: "/community",
      contact: "/contact",
      cart: "/cart",
      account: "/account",
    };
    for (const [page, path] of Object.entries(pages)) {
      const { fx, log } = effects();
      expect(await runVoiceCommand("navigate_to_page", JSON.stringify({ page }), fx)).toMatchObject({ success: true });
      expect(log.paths).toEqual([path]);
    }
  });

  it("searches, views a product, and leaves the cart alone on add_to_cart", async () => {
    const { fx, log } = effects();
    await runVoiceCommand("search_products", '{"query":"vitamin d"}', fx);
    await runVoiceCommand("view_product", '{"product_handle":"magnesium-glycinate"}', fx);
    const added = await runVoiceCommand("add_to_cart", '{"product_name":"Joint Formula"}', fx);
    expect(log.paths).toEqual(["/shop?search=vitamin+d", "/product/magnesium-glycinate"]);
    expect(added.success).toBe(true);
    expect(log.toasts).toHaveLength(1);
  });

  it("checks the address before sending email, and reports the result", async () => {
    const bad = effects();
    expect(await runVoiceCommand("send_email", '{"email":"nope","content":"x"}', bad.fx)).toEqual({
      success: false,
      error: "Invalid email address format",
    });
    expect(bad.log.toasts).toEqual(["Please provide a valid email address"]);
    expect(bad.log.sent).toEqual([]);

    const good = effects();
    expect(
      await runVoiceCommand(
        "send_email",
        '{"email":"ann@example.com","content":"Sleep tips","productInfo":"Magnesium"}',
        good.fx,
      ),
    ).toMatchObject({ success: true });
    // Only the address: the server mails what Nora said, never the model's (or anyone's) text.
    expect(good.log.sent).toEqual([{ email: "ann@example.com" }]);
    expect(good.log.toasts).toEqual(["Sent information to ann@example.com"]);

    const failing = effects({});
    expect(await runVoiceCommand("send_email", '{"email":"ann@example.com","content":"x"}', failing.fx)).toMatchObject({
      success: false,
    });
    expect(failing.log.toasts).toEqual(["Failed to send email"]);

    const signedOut = effects({ error: "Sign in so Nora can email you." });
    await runVoiceCommand("send_email", '{"email":"ann@example.com"}', signedOut.fx);
    expect(signedOut.log.toasts).toEqual(["Sign in so Nora can email you."]);
  });

  it("answers an unknown name with Unknown command", async () => {
    expect(await runVoiceCommand("launch_rocket", "{}", effects().fx)).toEqual({
      success: false,
      error: "Unknown command",
    });
  });
});

describe("offline intent detection", () => {
  it.each([
    ["Show me the shop", { name: "navigate_to_page", arguments: { page: "shop" } }],
    ["Take me to my cart.", { name: "navigate_to_page", arguments: { page: "cart" } }],
    ["go to the home page", { name: "navigate_to_page", arguments: { page: "home" } }],
    ["Search for vitamin D", { name: "search_products", arguments: { query: "vitamin d" } }],
    ["Add joint formula to my cart", { name: "add_to_cart", arguments: { product_name: "joint formula" } }],
    [
      "Show me product magnesium-glycinate",
      { name: "view_product", arguments: { product_handle: "magnesium-glycinate" } },
    ],
  ])("%s", (said, intent) => expect(detectIntent(said)).toEqual(intent));

  it("recognises an email request and leaves questions to Nora", () => {
    expect(detectIntent("Please email this to ann@example.com")).toMatchObject({
      name: "send_email",
      arguments: { email: "ann@example.com" },
    });
    expect(detectIntent("What helps with sleep?")).toBeNull();
    expect(detectIntent("Show me the moon")).toBeNull();
  });

  it("reads a long message without an address in time that grows with its length, not with its square", () => {
    // A client sends typed text too (conversation.item.create); a 20,000-character word took 442 ms on the loop.
    const growth = timeGrowth((length) => detectIntent(`email it to ${"a".repeat(length)}`), 2_000, 32_000);
    // Linear: about 16x for 16x the length; quadratic: about 256x.
    expect(growth).toBeLessThan(growthLimit(2_000, 32_000));
  });
});

describe("client messages", () => {
  it("accepts the protocol's shapes and refuses others", () => {
    expect(parseClientEvent('{"type":"input_audio_buffer.append","audio":"AAAA"}')).toEqual({
      type: "input_audio_buffer.append",
      audio: "AAAA",
    });
    expect(parseClientEvent(JSON.stringify(userTextItem("hi")))).toEqual(userTextItem("hi"));
    expect(
      parseClientEvent(
        '{"type":"conversation.item.create","item":{"type":"function_call_output","call_id":"c","output":"{}"}}',
      ),
    ).toMatchObject({ item: { call_id: "c" } });
    for (const bad of [
      "x",
      "{}",
      '{"type":"input_audio_buffer.append","audio":"<script>"}',
      '{"type":"session.update"}',
    ])
      expect(parseClientEvent(bad)).toBeNull();
  });
});

describe("reply sentences for the offline voice", () => {
  it("reads a link as its text and splits on sentence ends", () => {
    expect(sentences("Try [Magnesium Glycinate](/product/magnesium-glycinate). It helps! Sleep well")).toEqual([
      "Try Magnesium Glycinate.",
      "It helps!",
      "Sleep well",
    ]);
  });

  it("splits a reply of unclosed links in time that grows with its length, not with its square", () => {
    const growth = timeGrowth((length) => sentences("[a](".repeat(length / 4)), 2_000, 32_000);
    // Linear: about 16x for 16x the length; quadratic: about 256x.
    expect(growth).toBeLessThan(growthLimit(2_000, 32_000));
  });
});
