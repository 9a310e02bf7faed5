import type { ToastMessage } from "~/lib/toast";
/** The KIA giveaway, prayer-support and discount pop-ups' copy and messages (SPEC §2, §5, §8, §9). */

export const GIVEAWAY_TITLE = "Win a 2025 KIA!";
export const DRAWING_DATE_TEXT = "December 13th, 2025";

export const prizes = [
  { place: "Grand Prize", prize: "A brand-new 2025 KIA" },
  { place: "2nd Prize", prize: "A trip to Jamaica" },
  { place: "3rd Prize", prize: "A year of BioLife products" },
] as const;

export const giveawayCopy = {
  title: GIVEAWAY_TITLE,
  drawing: `Drawing on ${DRAWING_DATE_TEXT}`,
  ageRule: "Must be 18+ to enter",
  noPurchase: "No purchase necessary",
  intro: "Enter for your chance to win a 2025 KIA, a trip to Jamaica or a year of BioLife products.",
  rules:
    "No purchase necessary to enter or win. Open to legal residents of the United States who are 18 or older. One entry per person. Winners are drawn at random on December 13th, 2025 and notified by email and phone.",
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
  enteredBody: "Thanks for entering. We'll contact the winners after the drawing on December 13th, 2025.",
} as const;

export const quickEntryCopy = {
  title: "Quick Entry: Win a 2025 KIA!",
  intro: "Leave your email and phone to enter now. We'll email you a link to complete your full entry.",
  agreementLabel: "I am 18 or older and agree to the Official Rules.",
  submit: "Enter Now",
  close: "No Thanks",
} as const;

export const exitIntentCopy = {
  title: "Wait! Don't Miss Your Chance",
  intro: "Before you go: enter our giveaway for a chance to win a 2025 KIA. It takes less than a minute.",
} as const;

export const slideInCopy = {
  title: "Win a 2025 KIA!",
  intro: "Enter our free giveaway. Drawing December 13th, 2025.",
  close: "Close giveaway offer",
} as const;

export const prayerCopy = {
  title: "Prayer Support for Jamaica",
  intro:
    "Our hearts are with the people of Jamaica. Join our prayer-support list to receive updates on relief efforts and ways to help, and to add your prayers to ours.",
  fullName: "Full name",
  optInLabel: "Yes, send me updates and prayers for Jamaica.",
  notNow: "Not Now",
  submit: "Join Prayer Support",
  address: "Jamaica Prayer Support",
} as const;

export const discountCopy = {
  title: "Get 10% Off Your First Order",
  intro: "Join the BioLife family and we'll email you a code for 10% off your first order.",
  submit: "Get My 10% Off",
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
  dialogSuccess: {
    title: "Entry Submitted!",
    description: "You're now entered to win! Drawing on December 13th, 2025",
    variant: "success",
  },
  pageSuccess: {
    title: "Entry Submitted!",
    description: "You're now entered to win a 2025 Kia! Drawing on December 13th.",
    variant: "success",
  },
  quickSuccess: {
    title: "Quick Entry Submitted!",
    description: "Check your email to complete your full entry.",
    variant: "success",
  },
  alreadyEntered: {
    title: "You're Already Entered!",
    description: "We already have an entry for this email. Drawing on December 13th, 2025",
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
