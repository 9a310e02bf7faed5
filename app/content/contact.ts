/** How shoppers reach BioLife (SPEC §2 Contact, §9 contact constants). */

export interface ContactChannel {
  kind: "email" | "phone" | "address";
  title: string;
  /** The value as shown to the shopper. */
  value: string;
  /** Where the card links, when it can link anywhere. */
  href?: string;
  detail: string;
}

export const CONTACT = {
  email: "support@biolife.local",
  phoneDisplay: "1-800-555-0142",
  phoneHref: "tel:+18005550142",
  address: ["BioLife Wellness", "1200 Peachtree Street NE, Suite 400", "Atlanta, GA 30309"],
  replyTime: "24-48 hours",
  phoneHours: "Mon-Fri 9AM-6PM EST",
} as const;

export const contactChannels: ContactChannel[] = [
  {
    kind: "email",
    title: "Email Us",
    value: CONTACT.email,
    href: `mailto:${CONTACT.email}`,
    detail: `We reply to every message within ${CONTACT.replyTime}.`,
  },
  {
    kind: "phone",
    title: "Call Us",
    value: CONTACT.phoneDisplay,
    href: CONTACT.phoneHref,
    detail: `Our wellness team is available ${CONTACT.phoneHours}.`,
  },
  {
    kind: "address",
    title: "Visit or Write",
    value: CONTACT.address.join(", "),
    detail: "Returns go to this address too. Please contact us first so we can send your return authorization.",
  },
];

export const contactIntro =
  "Questions about an order, a product, or where to start? Our team is here for you, and no question about your health journey is too small.";

export const contactFormCopy = {
  heading: "Send Us a Message",
  intro: `Tell us how we can help and a member of our team will get back to you within ${CONTACT.replyTime}.`,
  privacyNote: "We use your details only to answer your message. We never sell your information.",
  submit: "Send Message",
  sending: "Sending...",
} as const;

/** The message form's fields, in order. Names match what the action will read. */
export const contactFields = [
  { name: "name", label: "Your Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email" },
  { name: "subject", label: "Subject", type: "text", autoComplete: "off" },
  { name: "message", label: "Message", type: "textarea", autoComplete: "off" },
] as const;

export type ContactFieldName = (typeof contactFields)[number]["name"];
