import type { ToastMessage } from "~/lib/toast";
/**
 * The giveaway, prayer-support and discount forms' fixed labels and messages
 * (SPEC §2, §5, §8). What a campaign says of itself (title, prizes, drawing
 * date, rules, success line) comes from its record: app/lib/campaigns/giveaway-words.ts.
 */

export const giveawayCopy = {
  ageRule: "Must be 18+ to enter",
  noPurchase: "No purchase necessary",
  step1Label: "Step 1 of 2: Contact details",
  step2Label: "Step 2 of 2: Where to send your prize",
  continue: "Continue",
  back: "Back",
  submit: "Submit Entry",
  submitting: "Submitting...",
  consentLabel: "I am 18 or older and agree to the Official Rules and to be contacted about this giveaway.",
  marketingLabel: "Send me BioLife offers and wellness tips (optional).",
  enterNow: "Enter Now",
  maybeLater: "Maybe Later",
  enteredHeading: "You're entered!",
} as const;

export const quickEntryCopy = {
  intro: "Leave your email and phone to enter now. We'll email you a link to complete your full entry.",
  agreementLabel: "I am 18 or older and agree to the Official Rules.",
  submit: "Enter Now",
  close: "No Thanks",
} as const;

export const exitIntentCopy = {
  title: "Wait! Don't Miss Your Chance",
} as const;

export const slideInCopy = {
  close: "Close giveaway offer",
} as const;

export const prayerCopy = {
  fullName: "Full name",
  optInLabel: "Yes, send me updates and prayers for Jamaica.",
  notNow: "Not Now",
  submit: "Join Prayer Support",
  address: "Jamaica Prayer Support",
} as const;

export const discountCopy = {
  intro: (percent: number) =>
    `Join the BioLife family and we'll email you a code for ${percent}% off your first order.`,
  submit: (percent: number) => `Get My ${percent}% Off`,
  close: "No Thanks",
  thanks: "Check your inbox for your discount code.",
} as const;

/** Every message of SPEC §5 and §8 for these forms, exactly. */
export const giveawayMessages = {
  dialogStep1Required: {
    title: "Required Fields",
    description: "Please fill in email, phone, and agree to terms.",
    variant: "destructive",
  },
  dialogStep2Required: {
    title: "Required Fields",
    description: "Please complete all required fields.",
    variant: "destructive",
  },
  quickAgreementRequired: {
    title: "Agreement Required",
    description: "Please agree to the terms to continue.",
    variant: "destructive",
  },
  prayerOptInRequired: {
    title: "Opt-in Required",
    description: "Please opt in to receive updates and prayers for Jamaica.",
    variant: "destructive",
  },
  pageConsentRequired: {
    title: "Opt-in Required",
    description: "Please agree to the terms to enter the giveaway.",
    variant: "destructive",
  },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address.", variant: "destructive" },
  submissionFailed: { title: "Submission Failed", description: "Please try again later.", variant: "destructive" },
  quickSubmissionFailed: { title: "Submission Failed", description: "Please try again.", variant: "destructive" },
  tooManyRequests: {
    title: "Submission Failed",
    description: "Too many entries from this device. Please try again later.",
    variant: "destructive",
  },
  quickSuccess: {
    title: "Quick Entry Submitted!",
    description: "Check your email to complete your full entry.",
    variant: "success",
  },
  prayerSuccess: {
    title: "Thank You!",
    description: "Thank you for standing with Jamaica. We'll keep you updated.",
    variant: "success",
  },
  prayerFailed: { title: "Error", description: "Failed to submit. Please try again.", variant: "destructive" },
  discountSuccess: {
    title: "Welcome to BioLife™!",
    description: "Check your email for your exclusive discount code.",
    variant: "success",
  },
} as const satisfies Record<string, ToastMessage>;

export const fieldMessages = {
  name: "Please enter your full name.",
  email: "Please enter your email address.",
  emailFormat: "Please enter a valid email address.",
  phone: "Please enter your phone number.",
  address: "Please enter your mailing address.",
  consent: "Please agree to the terms to enter the giveaway.",
  agreement: "Please agree to the terms to continue.",
  optIn: "Please opt in to receive updates and prayers for Jamaica.",
  tooLong: "This is too long.",
} as const;
