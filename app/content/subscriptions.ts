import type { KnowledgeEntry } from "~/lib/chat/types";

/**
 * What Subscribe & save does in this shop, in one place: /faq, /shipping
 * and Nora's offline answers all say exactly this. Pause, resume and cancel
 * are promised because the account page offers them; skipping one delivery
 * is not offered, so it is not promised.
 */
export const SUBSCRIPTION_SAVINGS_PERCENT = 15;
const percent = SUBSCRIPTION_SAVINGS_PERCENT;

export const SUBSCRIPTION_FACTS = [
  `On the product page of our everyday supplements, choose Subscribe & save ${percent}% and how often it should arrive: every 30, 60 or 90 days. Every delivery costs ${percent}% less than a one-time purchase, and the cart shows both prices.`,
  "In your cart you can change how often it arrives, or switch it back to a one-time purchase, before you check out.",
  "After checkout your subscription is listed under Subscriptions in My Account (signed in, with your order email confirmed), with its next delivery date. Pause it, resume it or cancel it there whenever you need to.",
] as const;

/** Nora's offline knowledge: the same facts, for "how do subscriptions work?". */
export const SUBSCRIPTION_KNOWLEDGE: KnowledgeEntry = {
  id: "shop-subscriptions",
  category: "Orders",
  question: "How do subscriptions work? How do I subscribe and save?",
  answer: SUBSCRIPTION_FACTS.join(" "),
  keywords: ["subscription", "subscriptions", "subscribe", "save", "recurring", "autoship", "pause", "cancel"],
};
