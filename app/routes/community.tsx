import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { shopNow } from "~/.server/clock";
import { formFailure, readFormData, replyFailure } from "~/.server/forms/submission";
import { getCurrentUser } from "~/.server/auth/current-user";
import { refreshDeps, subscribeDeps } from "~/.server/community/deps";
import { loadEvents, loadResources, loadSupportGroups, orEmpty } from "~/.server/community/lists";
import { refreshCommunity } from "~/.server/community/refresh";
import { auditAfter } from "~/.server/backoffice/audit";
import { subscribe } from "~/.server/community/subscribe";
import { clientIp } from "~/.server/rate-limit";
import { CommunitySection } from "~/components/community/CommunitySection";
import { EventCard, GroupCard, ResourceCard } from "~/components/community/ListingCards";
import { StayConnected } from "~/components/community/StayConnected";
import { SuccessStoryCard } from "~/components/community/SuccessStoryCard";
import { PageHero } from "~/components/page/PageHero";
import { communityCopy, successStories } from "~/content/community";
import { isRefreshKind } from "~/lib/community/refresh";
import { isPersonal } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Community",
    description:
      "Success stories, free health screenings and workshops, caregiver resources and support groups in New York, New Jersey, Connecticut, South Florida and Georgia.",
    path: "/community",
    siteUrl: siteUrlFrom(matches),
  });

export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const db = await services.db();
  const [user, events, resources, groups] = await Promise.all([
    getCurrentUser(request, services),
    orEmpty("events", loadEvents(db)),
    orEmpty("caregiver resources", loadResources(db)),
    orEmpty("support groups", loadSupportGroups(db)),
  ]);
  // Admins see refresh buttons: their page is personal; everyone else's may be shared briefly.
  const cache = user ? "private, no-store" : "public, max-age=60, stale-while-revalidate=300";
  return data(
    { isAdmin: user?.isAdmin ?? false, events, resources, groups },
    { headers: { "Cache-Control": cache, Vary: "Cookie" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders, parentHeaders }): Record<string, string> => {
  if (actionHeaders.has("Cache-Control") || isPersonal(parentHeaders)) return { "Cache-Control": "private, no-store" };
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store", Vary: "Cookie" };
};

/** intent=subscribe (Stay Connected, anyone) or intent=events|resources|groups (admin refresh, checked on the server). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  const intent = form.get("intent");
  const noStore = { "Cache-Control": "private, no-store" };
  if (intent === "subscribe") {
    const { status, body } = await subscribe(
      form,
      clientIp(context),
      subscribeDeps(context.services, shopNow(request)),
    );
    return data(body, { status, headers: noStore });
  }
  if (isRefreshKind(intent)) {
    const { status, body } = await refreshCommunity(intent, request, refreshDeps(context.services));
    // The lists are read for each render, but stored pages hold them: every host serves the new list next.
    if (body.ok) await context.services.changed("community");
    if (status !== 403) {
      const admin = await getCurrentUser(request, context.services);
      if (admin)
        await auditAfter(await context.services.db(), admin, {
          action: `community.refresh`,
          subject: intent,
          detail: { ok: body.ok },
        });
    }
    return data(body, { status, headers: noStore });
  }
  return replyFailure(formFailure(form, { formError: { title: "Unknown action", variant: "destructive" } }));
}

export default function Community() {
  const { isAdmin, events, resources, groups } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <PageHero eyebrow={communityCopy.eyebrow} title={communityCopy.title} intro={communityCopy.intro} />
      <div className="container-page py-6">
        <section aria-labelledby="stories-title" className="py-10">
          <h2 id="stories-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
            {communityCopy.stories.heading}
          </h2>
          <p className="mt-1 text-slate-700">{communityCopy.stories.intro}</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {successStories.map((story) => (
              <li key={story.name}>
                <SuccessStoryCard story={story} />
              </li>
            ))}
          </ul>
        </section>
        <CommunitySection
          id="events"
          kind="events"
          isAdmin={isAdmin}
          items={events}
          {...communityCopy.events}
          render={(event) => <EventCard key={event.id} event={event} />}
        />
        <CommunitySection
          id="caregiver-resources"
          kind="resources"
          isAdmin={isAdmin}
          items={resources}
          {...communityCopy.resources}
          render={(resource) => <ResourceCard key={resource.id} resource={resource} />}
        />
        <CommunitySection
          id="support-groups"
          kind="groups"
          isAdmin={isAdmin}
          items={groups}
          {...communityCopy.groups}
          render={(group) => <GroupCard key={group.id} group={group} />}
        />
        <StayConnected />
      </div>
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
