/** Ten frequently asked questions (SPEC §2 FAQ). Facts come from the shipping and contact data. */
import { CONTACT } from "./contact";
import { SHIPPING } from "./shipping";
import { SUBSCRIPTION_FACTS } from "./subscriptions";

export interface FaqItem {
  /** Stable anchor, so /faq#shipping-time can be shared. */
  id: string;
  question: string;
  answer: string[];
}

export const faqIntro =
  "Straight answers to the questions we hear most. Can't find what you are looking for? Our team is happy to help.";

export const faqItems: FaqItem[] = [
  {
    id: "who-for",
    question: "Who are BioLife supplements made for?",
    answer: [
      "BioLife is built around African American health and wellness. We focus on the concerns that affect our community most, such as blood sugar, blood pressure, heart, cholesterol, brain, eye and joint health, and our products are for anyone who wants to support their wellbeing with quality supplements.",
    ],
  },
  {
    id: "quality",
    question: "How do I know your products are safe and high quality?",
    answer: [
      "Our supplements are made in the USA in cGMP-certified facilities, use Non-GMO ingredients and are third-party tested for purity and potency. Our medical advisory board of physicians, pharmacists and nutrition scientists reviews how we talk about every product.",
    ],
  },
  {
    id: "medications",
    question: "Can I take BioLife supplements with my medications?",
    answer: [
      "Some supplements can interact with prescription medicines, including those for blood pressure, blood sugar and blood thinning. Please talk with your doctor or pharmacist before starting any new supplement, especially if you take medication, are pregnant or nursing, or manage a medical condition.",
    ],
  },
  {
    id: "results",
    question: "How soon will I notice a difference?",
    answer: [
      "Everyone is different. Many customers tell us they notice a change within a few weeks of daily use, and most nutrients work best when taken consistently for 60 to 90 days alongside healthy eating, movement and rest. Supplements support your health; they are not a cure for any condition.",
    ],
  },
  {
    id: "shipping-time",
    question: "How quickly will my order ship?",
    answer: [
      `Orders ship within ${SHIPPING.processingTime}. Orders placed after ${SHIPPING.cutoffTime} are processed the next business day. Standard shipping takes 3-5 days, expedited shipping 2-3 business days ($9.99) and express shipping 1-2 business days ($19.99).`,
    ],
  },
  {
    id: "free-shipping",
    question: "Do you offer free shipping?",
    answer: [
      `Yes. Every order over $${SHIPPING.freeShippingThreshold} ships free to the ${SHIPPING.freeShippingRegion}. You will see your shipping options and any cost before you pay.`,
    ],
  },
  {
    id: "returns",
    question: "What is your return policy?",
    answer: [
      `We accept returns of unopened products within ${SHIPPING.returnWindowDays} days. Contact our team for a return authorization, and we will issue your refund within ${SHIPPING.refundTime} of receiving your return.`,
    ],
  },
  {
    id: "subscriptions",
    question: "How do subscriptions work?",
    answer: [...SUBSCRIPTION_FACTS],
  },
  {
    id: "where-to-start",
    question: "I'm not sure which supplements are right for me. Where do I start?",
    answer: [
      "Take our free Wellness Quiz: four quick steps give you personalized recommendations. You can also browse by health goal or condition, or chat with Nora, our AI Nutritionist, for general guidance. New customers save 10% on their first order.",
    ],
  },
  {
    id: "contact",
    question: "How can I reach customer support?",
    answer: [
      `Send us a message any time and we will reply within ${CONTACT.replyTime}, or call ${CONTACT.phoneDisplay} ${CONTACT.phoneHours}.`,
    ],
  },
];
