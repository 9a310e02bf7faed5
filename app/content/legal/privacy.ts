import { CONTACT } from "../contact";
import type { LegalDocument } from "./types";

export const privacy: LegalDocument = {
  slug: "privacy",
  path: "/privacy",
  title: "Privacy Policy",
  description:
    "How BioLife collects, uses and protects your personal information when you shop, chat with Nora or enter our giveaway.",
  intro:
    "Your trust matters to us. This policy explains what information BioLife collects, why we collect it, and the choices you have. We never sell your personal information.",
  sections: [
    {
      heading: "Information we collect",
      items: [
        "Account details: your email address and a securely hashed password when you create an account.",
        "Order details: what you buy, your shipping address and your order history. Payments are handled on our e-commerce provider's secure checkout; we never see or store your full card number.",
        "Messages you send us: the contact form, newsletter and discount sign-ups, and prayer-support requests.",
        "Giveaway entries: your name, email, phone number, mailing address and whether you opted in to marketing.",
        "Conversations with Nora, our AI Nutritionist, and any feedback you give on her answers, so we can improve her responses.",
        "Wellness Quiz answers such as age group and health concerns, used to suggest products during your visit.",
      ],
    },
    {
      heading: "Information stored on your device",
      paragraphs: [
        "Your cart, wishlist, product comparison and recently viewed products are saved in your browser's storage so they are still there when you come back. We use a cookie to keep you signed in and a few small flags so we don't show you the same pop-up twice. You can clear these at any time in your browser settings.",
      ],
    },
    {
      heading: "Voice conversations",
      paragraphs: [
        "Voice mode uses your microphone only after you turn it on and give your browser permission. Audio is streamed to answer you in the moment. You can stop a voice conversation at any time.",
      ],
    },
    {
      heading: "How we use your information",
      items: [
        "To process, ship and support your orders.",
        "To answer your questions and requests.",
        "To run our giveaway and contact the winners.",
        "To send emails you asked for, such as discount codes and wellness tips. Every marketing email has an unsubscribe link.",
        "To keep our shop secure and prevent fraud and abuse.",
        "To improve our products, our website and Nora's answers.",
      ],
    },
    {
      heading: "Sharing",
      paragraphs: [
        "We share information only with the service providers who help us run BioLife, such as our e-commerce platform, payment processors, shipping carriers, email delivery and hosting, and only as much as they need to do their job. We may also share information when the law requires it. We do not sell or rent your personal information.",
      ],
    },
    {
      heading: "Health information",
      paragraphs: [
        "Questions you ask Nora and your quiz answers may touch on your health. We treat them as sensitive, use them only to help you, and never use them for advertising. Please do not share details you would not want stored, such as full medical records.",
      ],
    },
    {
      heading: "Keeping your information safe",
      paragraphs: [
        "We protect your information with encrypted connections, hashed passwords and strict access controls. No system is perfect, but we work hard to keep your data secure and will tell you promptly if a breach affects you.",
      ],
    },
    {
      heading: "Your choices and rights",
      items: [
        "Ask to see, correct or delete the personal information we hold about you.",
        "Unsubscribe from marketing emails at any time.",
        "Clear the information saved in your browser.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "BioLife is not directed to children under 13, and we do not knowingly collect their information. Our giveaway is open only to adults 18 and older.",
      ],
    },
    {
      heading: "Contact us about privacy",
      paragraphs: [
        `Email ${CONTACT.email} or call ${CONTACT.phoneDisplay} (${CONTACT.phoneHours}). We reply within ${CONTACT.replyTime}. We may update this policy from time to time and will post the new date on this page.`,
      ],
      link: { label: "Contact us", href: "/contact" },
    },
  ],
};
