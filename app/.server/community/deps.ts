import { getCurrentUser } from "~/.server/auth/current-user";
import { createFetchCaregiverResources } from "~/.server/functions/fetch-caregiver-resources";
import { createFetchHealthEvents } from "~/.server/functions/fetch-health-events";
import { createFetchHealthStories } from "~/.server/functions/fetch-health-stories";
import { createFetchSupportGroups } from "~/.server/functions/fetch-support-groups";
import { LIMITS } from "~/.server/rate-limit";
import type { Services } from "~/.server/services";
import type { HealthStory } from "~/lib/community/types";
import { loadHealthStories } from "./health-stories";
import type { RefreshDeps } from "./refresh";
import type { SubscribeDeps } from "./subscribe";

/** The community feed functions, reading the feed URLs from env. */
export function feedFunctions({ env, db }: Services) {
  return {
    events: createFetchHealthEvents({ db, feedUrl: env.EVENTS_FEED_URL }),
    resources: createFetchCaregiverResources({ db, feedUrl: env.RESOURCES_FEED_URL }),
    groups: createFetchSupportGroups({ db, feedUrl: env.SUPPORT_GROUPS_FEED_URL }),
    stories: createFetchHealthStories({ db, feedUrl: env.HEALTH_STORIES_FEED_URL }),
  };
}

export function refreshDeps(services: Services): RefreshDeps {
  const { events, resources, groups } = feedFunctions(services);
  return { currentUser: (request) => getCurrentUser(request, services), functions: { events, resources, groups } };
}

/** The Learn page's health stories (SPEC §7), wired to the shop's database and feed. */
export function healthStories(services: Services): Promise<HealthStory[]> {
  return loadHealthStories({ db: services.db, fetchHealthStories: feedFunctions(services).stories });
}

export function subscribeDeps(services: Services, now: Date): SubscribeDeps {
  const limit = services.limiter(LIMITS.newsletter);
  return {
    db: services.db,
    allow: (clientKey) => limit.consume(`ip:${clientKey}`),
    sendMail: services.mailer.send,
    offer: async () => (await services.campaigns.active(now)).offer,
  };
}
