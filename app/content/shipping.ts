/** Shipping and returns facts (SPEC §9 "Shipping and policies"). */
import { CONTACT } from "./contact";
import { SUBSCRIPTION_FACTS, SUBSCRIPTION_SAVINGS_PERCENT } from "./subscriptions";

export const SHIPPING = {
  freeShippingThreshold: 50,
  freeShippingRegion: "continental US",
  processingTime: "1-2 business days",
  cutoffTime: "2 PM EST",
  returnWindowDays: 30,
  refundTime: "5-7 business days",
  subscriptionSavingsPercent: SUBSCRIPTION_SAVINGS_PERCENT,
} as const;

export interface ShippingMethod {
  name: string;
  time: string;
  price: string;
  note: string;
}

export const shippingMethods: ShippingMethod[] = [
  {
    name: "Standard Shipping",
    time: "3-5 days",
    price: `Free on orders over $${SHIPPING.freeShippingThreshold}`,
    note: `Free to the ${SHIPPING.freeShippingRegion} on orders over $${SHIPPING.freeShippingThreshold}; otherwise the rate is shown at checkout.`,
  },
  {
    name: "Expedited Shipping",
    time: "2-3 business days",
    price: "$9.99",
    note: "A good middle ground when you are running low.",
  },
  {
    name: "Express Shipping",
    time: "1-2 business days",
    price: "$19.99",
    note: "Our fastest option, for when you need it now.",
  },
];

export interface Highlight {
  icon: "truck" | "package" | "returns" | "repeat";
  title: string;
  text: string;
}

export const shippingHighlights: Highlight[] = [
  {
    icon: "truck",
    title: `Free shipping over $${SHIPPING.freeShippingThreshold}`,
    text: `On every order over $${SHIPPING.freeShippingThreshold} to the ${SHIPPING.freeShippingRegion}.`,
  },
  {
    icon: "package",
    title: `Ships within ${SHIPPING.processingTime}`,
    text: `Orders placed after ${SHIPPING.cutoffTime} are processed the next business day.`,
  },
  {
    icon: "returns",
    title: `${SHIPPING.returnWindowDays}-day returns`,
    text: "Changed your mind? Send back unopened products within 30 days.",
  },
  {
    icon: "repeat",
    title: `Subscriptions save ${SHIPPING.subscriptionSavingsPercent}%`,
    text: "Never run out, and save on every delivery.",
  },
];

export const processing = [
  `Every order is packed with care at our facility and ships within ${SHIPPING.processingTime}.`,
  `Orders placed after ${SHIPPING.cutoffTime} are processed the next business day. Orders placed on weekends or holidays are processed the next business day as well.`,
  "As soon as your package leaves us you will receive a confirmation email with a tracking link, so you can follow it all the way to your door.",
];

export const returnSteps = [
  `Contact our team within ${SHIPPING.returnWindowDays} days of delivery with your order number.`,
  "We will send you a return authorization and the address to ship to.",
  "Pack the unopened products securely and send them back.",
  `Once your return arrives, we issue your refund within ${SHIPPING.refundTime} of receipt, to your original payment method.`,
];

export const returnsPolicy = [
  `We accept returns of unopened products within ${SHIPPING.returnWindowDays} days of delivery. For your safety and the safety of other customers, we cannot accept products that have been opened.`,
  `Your refund is issued within ${SHIPPING.refundTime} of receipt of your return. Depending on your bank, it can take a few more days to appear on your statement.`,
  "If your order arrives damaged or you received the wrong item, contact us right away. We will make it right at no cost to you.",
];

export const subscriptionCopy = [
  `Subscribe to the supplements you take every day and save ${SHIPPING.subscriptionSavingsPercent}% on every delivery.`,
  ...SUBSCRIPTION_FACTS,
];

export const shippingHelp = {
  heading: "Questions about your order?",
  text: `Our customer care team replies to every message within ${CONTACT.replyTime}. Prefer to talk? Call us ${CONTACT.phoneHours}.`,
};
