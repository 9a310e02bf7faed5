/** The Community page's static content (SPEC §2 Community, §3 success story). */

export interface SuccessStory {
  name: string;
  location: string;
  condition: string;
  story: string;
  /** Initials shown in the avatar circle. */
  avatar: string;
  timeframe: string;
}

/** Six static testimonials. */
export const successStories: SuccessStory[] = [
  {
    name: "Denise W.",
    location: "Atlanta, GA",
    condition: "Blood Sugar",
    story:
      "My A1C had crept into the prediabetes range. With my doctor's plan, daily walks and a blood sugar formula, my last two checkups came back in the normal range. I finally feel in charge of my health again.",
    avatar: "DW",
    timeframe: "8 months",
  },
  {
    name: "Marcus T.",
    location: "Newark, NJ",
    condition: "Heart Health",
    story:
      "After my father's heart attack I got serious. I cut back on salt, started the heart support capsules and joined a walking group. My blood pressure readings are the best they have been in ten years.",
    avatar: "MT",
    timeframe: "6 months",
  },
  {
    name: "Gloria H.",
    location: "Miami Gardens, FL",
    condition: "Joint Health",
    story:
      "Gardening used to leave my knees aching for days. Since adding the joint formula and stretching every morning, I am back in my garden and keeping up with my grandchildren.",
    avatar: "GH",
    timeframe: "4 months",
  },
  {
    name: "Andre L.",
    location: "Brooklyn, NY",
    condition: "Energy",
    story:
      "Long shifts had me running on coffee. The daily nutrition capsules and better sleep habits changed my afternoons. I have energy left for my kids when I get home.",
    avatar: "AL",
    timeframe: "3 months",
  },
  {
    name: "Patricia M.",
    location: "Hartford, CT",
    condition: "Sleep",
    story:
      "I spent years waking at 3 AM. Magnesium glycinate and a wind-down routine from the BioLife blog helped me sleep through the night most nights. My mood and focus are so much better.",
    avatar: "PM",
    timeframe: "10 weeks",
  },
  {
    name: "James R.",
    location: "Fort Lauderdale, FL",
    condition: "Brain Health",
    story:
      "At 67 I noticed I was losing words. Puzzles, my morning walk and the memory formula are part of my day now, and my wife says I am sharper than I have been in years.",
    avatar: "JR",
    timeframe: "5 months",
  },
];

export const communityCopy = {
  title: "Our Community",
  eyebrow: "Community",
  intro:
    "Real stories, local screenings, caregiver help and support groups across New York, New Jersey, Connecticut, South Florida and Georgia. Listings are updated weekly.",
  stories: {
    heading: "Success Stories",
    intro: "Members of the BioLife family share how they are taking charge of their health.",
  },
  events: {
    heading: "Events & Screenings",
    intro: "Free and low-cost health screenings and workshops near you.",
    empty: "No events found.",
  },
  resources: {
    heading: "Caregiver Resources",
    intro: "Help for the people who care for the people we love.",
    empty: "No caregiver resources found.",
  },
  groups: {
    heading: "Support Groups",
    intro: "You don't have to do this alone. Find people who understand.",
    empty: "No support groups found.",
  },
  stayConnected: {
    heading: "Stay Connected",
    intro: "Get community event updates, health tips and 10% off your first order.",
    label: "Email address",
    placeholder: "Enter your email",
    submit: "Subscribe",
    submitting: "Subscribing...",
  },
  /** What the welcome mail of a new subscriber says. */
  welcomeMail: {
    subject: "Welcome to the BioLife community",
  },
} as const;
