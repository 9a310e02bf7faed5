import { describe, expect, it } from "vitest";
import { createSendEntrantConfirmation } from "~/.server/functions/send-entrant-confirmation";
import { createSendGiveawayNotification } from "~/.server/functions/send-giveaway-notification";
import type { OutgoingMail } from "~/.server/functions/function-response";
import { giveawayRecord } from "~/lib/campaigns/active";
import { SEEDED_GIVEAWAY } from "../../support/seeded-campaigns";

const kia = giveawayRecord(SEEDED_GIVEAWAY);
const hamper = {
  ...kia,
  id: "g2",
  title: "Summer Hamper Giveaway",
  drawingAt: "2031-07-04T16:00:00.000Z",
  prizes: [{ place: "Grand Prize", prize: "A summer hamper" }],
  rules: "",
};

const post = (body: unknown) =>
  new Request("http://x/fn", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });

describe("send-giveaway-notification", () => {
  it("mails the store the entry {name, email, phone, address}", async () => {
    const sent: OutgoingMail[] = [];
    const fn = createSendGiveawayNotification({
      sendMail: async (m) => sent.push(m),
      storeEmail: "store@biolife.local",
      giveaway: kia,
    });
    const response = await fn(
      post({ name: "Maya", email: "maya@example.com", phone: "555", address: "12 Peachtree St" }),
    );
    expect(await response.json()).toEqual({ success: true });
    expect(sent[0].to).toBe("store@biolife.local");
    expect(sent[0].subject).toBe("New giveaway entry: Maya (Win a 2025 KIA!)");
    expect(sent[0].text).toContain("12 Peachtree St");
    expect(sent[0].text).toContain("Drawing: December 13th, 2025");
    expect(sent[0].text).toContain("- Grand Prize: A brand-new 2025 KIA");
  });

  it("names another giveaway's title, prizes and drawing date, and nothing of the KIA", async () => {
    const sent: OutgoingMail[] = [];
    const fn = createSendGiveawayNotification({
      sendMail: async (m) => sent.push(m),
      storeEmail: "s@b.co",
      giveaway: hamper,
    });
    await fn(post({ name: "Maya", email: "maya@example.com", phone: "555", address: "1 Main St" }));
    expect(sent[0].subject).toBe("New giveaway entry: Maya (Summer Hamper Giveaway)");
    expect(sent[0].text).toContain('"Summer Hamper Giveaway"');
    expect(sent[0].text).toContain("- Grand Prize: A summer hamper");
    expect(sent[0].text).toContain("Drawing: July 4th, 2031");
    expect(sent[0].text).not.toMatch(/KIA/i);
  });

  it("keeps header injection out of the subject", async () => {
    const sent: OutgoingMail[] = [];
    const fn = createSendGiveawayNotification({ sendMail: async (m) => sent.push(m), storeEmail: "s@b.co" });
    await fn(post({ name: "Eve\r\nBcc: all@example.com", email: "eve@example.com", phone: "1", address: "" }));
    expect(sent[0].subject).not.toMatch(/[\r\n]/);
  });

  it("answers 400 to a bad payload, 405 to GET and 502 when mail fails", async () => {
    const fn = createSendGiveawayNotification({
      sendMail: async () => {
        throw new Error("smtp down");
      },
      storeEmail: "s@b.co",
    });
    expect((await fn(post({ email: "nope" }))).status).toBe(400);
    expect((await fn(new Request("http://x/fn"))).status).toBe(405);
    const failed = await fn(post({ email: "a@b.co" }));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ success: false, error: "smtp down" });
  });
});

describe("send-entrant-confirmation", () => {
  it("confirms a full entry to the entrant {name, email}", async () => {
    const sent: OutgoingMail[] = [];
    const fn = createSendEntrantConfirmation({
      sendMail: async (m) => sent.push(m),
      siteUrl: "https://shop.example",
      giveaway: kia,
    });
    await fn(post({ name: "Maya", email: "maya@example.com" }));
    expect(sent[0]).toMatchObject({ to: "maya@example.com", subject: "You're entered to win a 2025 KIA!" });
    expect(sent[0].text).toContain("December 13th, 2025");
  });

  it("confirms another giveaway by its own title, prizes and drawing date", async () => {
    const sent: OutgoingMail[] = [];
    const fn = createSendEntrantConfirmation({
      sendMail: async (m) => sent.push(m),
      siteUrl: "https://shop.example",
      giveaway: hamper,
    });
    await fn(post({ name: "Maya", email: "maya@example.com" }));
    expect(sent[0].subject).toBe("You're entered: Summer Hamper Giveaway");
    expect(sent[0].text).toContain("- Grand Prize: A summer hamper");
    expect(sent[0].text).toContain("The drawing is on July 4th, 2031.");
    expect(sent[0].text).not.toMatch(/KIA/i);
  });

  it("gives a quick entry the link to complete the full entry", async () => {
    const sent: OutgoingMail[] = [];
    const fn = createSendEntrantConfirmation({
      sendMail: async (m) => sent.push(m),
      siteUrl: "https://shop.example",
      giveaway: kia,
    });
    await fn(post({ name: "", email: "q@example.com" }));
    expect(sent[0].subject).toBe("Complete your entry to win a 2025 KIA!");
    expect(sent[0].text).toContain("https://shop.example/kia-giveaway?email=q%40example.com");
  });
});
