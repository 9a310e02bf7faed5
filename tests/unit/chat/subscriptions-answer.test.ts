import { describe, expect, it } from "vitest";
import { faqItems } from "~/content/faq";
import { subscriptionCopy } from "~/content/shipping";
import { SUBSCRIPTION_FACTS, SUBSCRIPTION_KNOWLEDGE } from "~/content/subscriptions";
import { offlineReply } from "~/lib/chat/offline-reply";

/** /faq, /shipping and Nora say the same about Subscribe & save, and promise only what the shop lets a shopper do. */
describe("the subscription words", () => {
  it("Nora's offline answer to 'how do subscriptions work' is the shop's facts", () => {
    const reply = offlineReply([{ role: "user", content: "How do subscriptions work?" }], [SUBSCRIPTION_KNOWLEDGE], []);
    for (const fact of SUBSCRIPTION_FACTS) expect(reply).toContain(fact);
  });

  it("/faq and /shipping tell the same facts and never promise a skip", () => {
    const faq = faqItems.find((f) => f.id === "subscriptions")!;
    expect(faq.answer).toEqual([...SUBSCRIPTION_FACTS]);
    for (const fact of SUBSCRIPTION_FACTS) expect(subscriptionCopy).toContain(fact);
    const words = [...faq.answer, ...subscriptionCopy, SUBSCRIPTION_KNOWLEDGE.answer].join(" ");
    expect(words).not.toMatch(/\bskip/i);
    expect(words).toMatch(/pause/i);
    expect(words).toMatch(/30, 60 or 90 days/);
  });
});
