import { getCurrentUser } from "~/.server/auth/current-user";
import { getDb } from "~/.server/db/database";
import { env } from "~/.server/env";
import { createFetchCaregiverResources } from "~/.server/functions/fetch-caregiver-resources";
import { createFetchHealthEvents } from "~/.server/functions/fetch-health-events";
import { createFetchHealthStories } from "~/.server/functions/fetch-health-stories";
import { createFetchSupportGroups } from "~/.server/functions/fetch-support-groups";
import { sendMail } from "~/.server/mail";
import { LIMITS, limiter } from "~/.server/rate-limit";
import type { HealthStory } from "~/lib/community/types";
import { loadHealthStories } from "./health-stories";
import type { RefreshDeps } from "./refresh";
import type { SubscribeDeps } from "./subscribe";

/** The community feed functions, reading the feed URLs from env. */
export function feedFunctions() {
  const config = env();
  return {
    events: createFetchHealthEvents({ db: getDb, feedUrl: config.EVENTS_FEED_URL }),
    resources: createFetchCaregiverResources({ db: getDb, feedUrl: config.RESOURCES_FEED_URL }),
    groups: createFetchSupportGroups({ db: getDb, feedUrl: config.SUPPORT_GROUPS_FEED_URL }),
    stories: createFetchHealthStories({ db: getDb, feedUrl: config.HEALTH_STORIES_FEED_URL }),
  };
}

export function refreshDeps(): RefreshDeps {
  const { events, resources, groups } = feedFunctions();
  return { currentUser: getCurrentUser, functions: { events, resources, groups } };
}

/** The Learn page's health stories (SPEC §7), wired to the process's database and feed. */
export function healthStories(): Promise<HealthStory[]> {
  return loadHealthStories({ db: getDb, fetchHealthStories: feedFunctions().stories });
}

export function subscribeDeps(): SubscribeDeps {
  return {
    db: getDb,
    allow: (clientKey) => limiter(LIMITS.newsletter).consume(`ip:${clientKey}`),
    sendMail,
  };
}
