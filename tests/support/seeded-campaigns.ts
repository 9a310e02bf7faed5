import type { Campaign } from "~/lib/campaigns/active";

/** The giveaway and cause sign-up exactly as supabase/migrations 0006 + 0008 seed them. */
export const SEEDED_GIVEAWAY: Campaign = {
  id: "ca3a0000-0000-4000-8000-000000000001",
  kind: "giveaway",
  title: "Win a 2025 KIA!",
  description: "Enter for your chance to win a 2025 KIA, a trip to Jamaica or a year of BioLife products.",
  startsAt: "2025-10-01T04:00:00.000Z",
  endsAt: "2025-12-14T04:59:59.999Z",
  popupsEndAt: "2025-12-11T04:59:59.999Z",
  drawingAt: "2025-12-13T17:00:00.000Z",
  prizes: [
    { place: "Grand Prize", prize: "A brand-new 2025 KIA" },
    { place: "2nd Prize", prize: "A trip to Jamaica" },
    { place: "3rd Prize", prize: "A year of BioLife products" },
  ],
  discountCode: null,
  discountPercent: null,
  rules:
    "No purchase necessary to enter or win. Open to legal residents of the United States who are 18 or older. One entry per person. Winners are drawn at random on December 13th, 2025 and notified by email and phone.",
  successMessage: "You're now entered to win a 2025 Kia! Drawing on December 13th.",
};

export const SEEDED_CAUSE: Campaign = {
  ...SEEDED_GIVEAWAY,
  id: "ca3a0000-0000-4000-8000-000000000003",
  kind: "cause_signup",
  title: "Prayer Support for Jamaica",
  description:
    "Our hearts are with the people of Jamaica. Join our prayer-support list to receive updates on relief efforts and ways to help, and to add your prayers to ours.",
  endsAt: "2025-12-11T04:59:59.999Z",
  popupsEndAt: null,
  drawingAt: null,
  prizes: [],
  rules: "",
  successMessage: "",
};

/** Inside the seeded giveaway and cause windows; and today, a year after both ended. */
export const DURING_SEEDED_GIVEAWAY = new Date("2025-11-20T15:00:00Z");
export const AFTER_SEEDED_GIVEAWAY = new Date("2026-11-25T17:00:00Z");
