import { conditionPages } from "~/content/conditions";
import { CONTACT } from "~/content/contact";
import { faqItems } from "~/content/faq";
import { giveawayCopy } from "~/content/giveaway";
import { learnTopics } from "~/content/learn";
import { quizCopy, QUIZ_STEP_COUNT } from "~/content/quiz";
import { processing, returnsPolicy, returnSteps, shippingMethods } from "~/content/shipping";
import type { Passage } from "./passages";

/**
 * The shop's own copy as passages for Nora: the FAQ, shipping and returns,
 * the condition and learn pages, the quiz, the giveaway and contact. The
 * same words the pages show, so Nora never says something the shop does not.
 */
/** FAQ answers about the shop's business rather than health. */
const BUSINESS_FAQ = new Set([
  "shipping-time",
  "free-shipping",
  "returns",
  "subscriptions",
  "where-to-start",
  "contact",
]);

export const SHOP_PASSAGES: readonly Passage[] = Object.freeze<Passage[]>([
  ...faqItems.map((item): Passage => ({
    id: `faq:${item.id}`,
    title: item.question,
    source: `/faq#${item.id}`,
    text: item.answer.join(" "),
    keywords: [],
    ...(BUSINESS_FAQ.has(item.id) ? { linksProducts: false as const } : {}),
  })),
  {
    id: "shipping:methods",
    linksProducts: false,
    title: "Shipping options and delivery times",
    source: "/shipping",
    text: shippingMethods.map((m) => `${m.name}: ${m.time}, ${m.price}. ${m.note}`).join(" "),
    keywords: ["shipping", "delivery", "express", "expedited", "fast", "overnight", "free shipping"],
  },
  {
    id: "shipping:processing",
    linksProducts: false,
    title: "When your order ships",
    source: "/shipping",
    text: processing.join(" "),
    keywords: ["ship", "order", "tracking", "processed", "cutoff", "tonight", "weekend"],
  },
  {
    id: "shipping:returns",
    linksProducts: false,
    title: "Returns and refunds",
    source: "/shipping",
    text: [...returnsPolicy, ...returnSteps].join(" "),
    keywords: ["return", "refund", "damaged", "broken", "wrong item", "unopened"],
  },
  ...conditionPages.map((page) => ({
    id: `condition:${page.slug}`,
    title: page.title,
    source: `/conditions/${page.slug}`,
    text: [page.summary, ...page.paragraphs].join(" "),
    keywords: [page.title],
  })),
  ...learnTopics.map((topic) => ({
    id: `learn:${topic.slug}`,
    title: topic.title.replace(/^Understanding /, ""),
    source: `/learn/${topic.slug}`,
    text: [topic.intro, ...topic.cardParagraphs].join(" "),
    keywords: [topic.cardTitle],
  })),
  {
    id: "quiz",
    linksProducts: false,
    title: "The Wellness Quiz",
    source: "/quiz",
    text: `Not sure which supplement is right for you? Take our free ${quizCopy.title}: ${QUIZ_STEP_COUNT} quick steps (your age group, your goals and concerns, what you notice day to day) give you personalized recommendations. Open it with the Quiz button at the top of the page.`,
    keywords: ["quiz", "wellness quiz", "choose", "which supplement", "recommendation", "personalized", "pick"],
  },
  {
    id: "giveaway",
    linksProducts: false,
    title: "The giveaway",
    source: "/kia-giveaway",
    text: `Enter our free giveaway on the Giveaway page (/kia-giveaway): fill in your contact details, then where to send your prize. ${giveawayCopy.noPurchase} to enter or win. ${giveawayCopy.ageRule}, open to legal residents of the United States, one entry per person. Winners are drawn at random and notified by email and phone; the page shows the prizes, the drawing date and the Official Rules.`,
    keywords: ["giveaway", "enter", "win", "prize", "drawing", "purchase necessary"],
  },
  {
    id: "contact",
    linksProducts: false,
    title: "Contacting BioLife",
    source: "/contact",
    text: `Email us at ${CONTACT.email} or use the form on our Contact page (/contact); we reply within ${CONTACT.replyTime}. Call ${CONTACT.phoneDisplay} ${CONTACT.phoneHours}. If an order arrived damaged or wrong, tell us and we will make it right.`,
    keywords: ["contact", "phone", "email", "customer service", "support", "number", "call"],
  },
]);
