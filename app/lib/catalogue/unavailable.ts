/** What a catalogue page shows when the store cannot be reached and nothing is cached. */
export const CATALOGUE_UNAVAILABLE = {
  title: "Products could not be loaded",
  description: "Please try again in a moment.",
} as const;
