/** The three admin refreshes of the community page and what each says (SPEC §6, §8). */
export const REFRESH_KINDS = ["events", "resources", "groups"] as const;
export type RefreshKind = (typeof REFRESH_KINDS)[number];

export const refreshCopy: Record<
  RefreshKind,
  {
    button: string;
    fetchNow: string;
    deniedText: string;
    updated: string;
    fallbackError: string;
    count: (n: number) => string;
  }
> = {
  events: {
    button: "Update Events",
    fetchNow: "Fetch Events Now",
    deniedText: "Only administrators can refresh events.",
    updated: "Events Updated",
    fallbackError: "Could not fetch new events. Please try again later.",
    count: (n) => `Found ${n} ${n === 1 ? "event" : "events"}.`,
  },
  resources: {
    button: "Update Resources",
    fetchNow: "Fetch Resources Now",
    deniedText: "Only administrators can refresh resources.",
    updated: "Resources Updated",
    fallbackError: "Could not fetch new resources. Please try again later.",
    count: (n) => `Found ${n} caregiver ${n === 1 ? "resource" : "resources"}.`,
  },
  groups: {
    button: "Update Groups",
    fetchNow: "Fetch Groups Now",
    deniedText: "Only administrators can refresh support groups.",
    updated: "Groups Updated",
    fallbackError: "Could not fetch new support groups. Please try again later.",
    count: (n) => `Found ${n} support ${n === 1 ? "group" : "groups"}.`,
  },
};

export const ACCESS_DENIED = "Access Denied";
export const UPDATE_FAILED = "Update Failed";

export function isRefreshKind(value: unknown): value is RefreshKind {
  return (REFRESH_KINDS as readonly unknown[]).includes(value);
}
