import { CONTACT } from "../contact";
import { SHIPPING } from "../shipping";
import type { LegalDocument } from "./types";

export const terms: LegalDocument = {
  slug: "terms",
  path: "/terms",
  title: "Terms of Service",
  description:
    "The terms that apply when you use the BioLife website, shop our supplements, use Nora or enter our giveaway.",
  intro:
    "Welcome to BioLife. By using our website or buying our products you agree to these terms. Please read them carefully; if you do not agree, please do not use the site.",
  sections: [
    {
      heading: "Using our website",
      paragraphs: [
        "You may use this site for your personal, non-commercial shopping and learning. Please don't misuse it: no attempts to break its security, overload it, scrape it, or use it to break the law.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "You are responsible for keeping your password safe and for activity under your account. Tell us right away if you think someone else has used it. We may suspend accounts that break these terms.",
      ],
    },
    {
      heading: "Products, prices and orders",
      paragraphs: [
        "We do our best to describe our products and prices accurately. Prices are in US dollars. If we find an error, we will let you know before your order ships and give you the choice to continue or cancel. Orders are completed on our e-commerce provider's secure checkout, and an order is accepted when it ships.",
      ],
    },
    {
      heading: "Shipping and returns",
      paragraphs: [
        `Orders over $${SHIPPING.freeShippingThreshold} ship free to the ${SHIPPING.freeShippingRegion}. Unopened products may be returned within ${SHIPPING.returnWindowDays} days for a refund, issued within ${SHIPPING.refundTime} of receipt. The full details are on our Shipping & Returns page.`,
      ],
      link: { label: "Shipping & Returns", href: "/shipping" },
    },
    {
      heading: "Subscriptions and offers",
      paragraphs: [
        `Subscriptions save ${SHIPPING.subscriptionSavingsPercent}% on each delivery and renew on the schedule you choose until you cancel. The 10% first-order discount applies once per customer and cannot be combined with other offers unless we say so.`,
      ],
    },
    {
      heading: "Health information and Nora",
      paragraphs: [
        "The articles, quiz results and answers from Nora, our AI Nutritionist, are for education only and are not medical advice. Nora can make mistakes. Always talk with a qualified healthcare provider about your health. Please read our Medical Disclaimer.",
      ],
      link: { label: "Medical Disclaimer", href: "/disclaimer" },
    },
    {
      heading: "Giveaways",
      paragraphs: [
        "No purchase is necessary to enter or win, and a purchase does not improve your chances. Entrants must be 18 or older. Each giveaway's drawing date, prizes and eligibility are stated on its entry page, and winners are contacted using the details they provided.",
      ],
    },
    {
      heading: "Our content",
      paragraphs: [
        "The BioLife name, logo, text, images and videos on this site belong to BioLife or its licensors. Please don't copy or reuse them without permission.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "To the fullest extent the law allows, BioLife is not liable for indirect or consequential losses arising from your use of the site or our products. Our total liability for any claim is limited to the amount you paid for the product involved. Nothing in these terms limits rights you have under consumer protection law.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may update these terms and will post the new date on this page. Questions? Email ${CONTACT.email} or call ${CONTACT.phoneDisplay}, ${CONTACT.phoneHours}. These terms are governed by the laws of the State of Georgia, USA.`,
      ],
    },
  ],
};
