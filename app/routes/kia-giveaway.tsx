import { logger } from "~/.server/ops/logger";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { shopNow } from "~/.server/clock";
import { giveawayDeps } from "~/.server/giveaway/deps";
import { readFormData, replyFailure } from "~/.server/forms/submission";
import { clientIp } from "~/.server/rate-limit";
import { enterGiveaway } from "~/.server/giveaway/enter-giveaway";
import { redirectWithToast } from "~/.server/toast";
import { GiveawayClosed, GiveawayUnavailable } from "~/components/giveaway/GiveawayClosed";
import { GiveawayHighlights } from "~/components/giveaway/GiveawayHighlights";
import { GiveawayPageForm } from "~/components/giveaway/GiveawayPageForm";
import { EnteredNotice } from "~/components/giveaway/EnteredNotice";
import { PageHero } from "~/components/page/PageHero";
import { localFlags } from "~/components/popups/browser-environment";
import { notify } from "~/components/ui/Toasts";
import { giveawayCopy } from "~/content/giveaway";
import { giveawaysAt, type Campaign } from "~/lib/campaigns/active";
import { closedGiveaway, giveawayWords } from "~/lib/campaigns/giveaway-words";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { recordGiveawayCompleted } from "~/lib/popups/scheduler";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!data?.running)
    return [
      ...pageMeta({
        title: data?.closed.heading ?? "Giveaway",
        description: data?.closed.lines.join(" ") ?? "",
        path: "/kia-giveaway",
        siteUrl,
      }),
      // A page without a giveaway has nothing for search engines (and the sitemap leaves it out).
      { name: "robots", content: "noindex" },
    ];
  const words = giveawayWords(data.running);
  return pageMeta({ title: words.title, description: words.metaDescription, path: "/kia-giveaway", siteUrl });
};

/** A refused entry is personal (it echoes what was typed); the page itself is cached like any static page. */
export const headers: HeadersFunction = (args) => {
  const refused = args.actionHeaders.get("Cache-Control");
  return refused ? { "Cache-Control": refused } : staticPageHeaders(args);
};

async function readCampaigns(services: LoaderFunctionArgs["context"]["services"]): Promise<Campaign[] | null> {
  try {
    return await services.campaigns.remembered();
  } catch (error) {
    // The page still answers (an entry then gets 503 and keeps what was typed).
    logger.error(`kia-giveaway: reading the campaigns failed: ${(error as Error).message}`);
    return null;
  }
}

/** The running giveaway's page, or, when none runs, what happened to the last one and when the next opens. */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const now = shopNow(request);
  const campaigns = await readCampaigns(services);
  const state = giveawaysAt(campaigns ?? [], now.getTime());
  const url = new URL(request.url);
  return {
    unavailable: campaigns === null,
    running: state.running,
    closed: closedGiveaway(state, now.getTime()),
    entered: url.searchParams.get("entered") === "1",
    email: (url.searchParams.get("email") ?? "").slice(0, 254),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  form.set("source", "page");
  const result = await enterGiveaway(form, clientIp(context), giveawayDeps(request, context.services));
  if (result.body.ok) return redirectWithToast("/kia-giveaway?entered=1", result.body.toast);
  // 410: no giveaway takes entries now; the page then shows why (even before its loader runs again).
  return replyFailure({ ...result.body, closed: result.status === 410 }, result.status);
}

export default function KiaGiveawayPage() {
  const { unavailable, running, closed, entered, email } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();

  useEffect(() => {
    if (entered && running) recordGiveawayCompleted({ local: localFlags });
  }, [entered, running]);
  useEffect(() => {
    if (failed?.formError) void notify(failed.formError);
  }, [failed]);

  if (unavailable && !failed?.closed) return <GiveawayUnavailable failure={failed} />;
  if (!running || failed?.closed) return <GiveawayClosed closed={closed} refused={failed?.formError} />;
  const words = giveawayWords(running);
  return (
    <main id="main">
      <PageHero eyebrow="BioLife Giveaway" title={words.title} intro={words.intro}>
        <p className="mt-4 inline-block rounded-full bg-gold-400 px-4 py-1 text-sm font-bold text-brand-900">
          {words.drawing}
        </p>
      </PageHero>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="prizes-title">
          <h2 id="prizes-title" className="text-2xl font-bold text-brand-900">
            Prizes
          </h2>
          <div className="mt-4">
            <GiveawayHighlights giveaway={running} compact />
          </div>
          <h2 className="mt-8 text-lg font-bold text-brand-900">Official Rules</h2>
          <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700">{words.rules}</p>
        </section>
        <section
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
          aria-labelledby="entry-title"
        >
          {entered ? (
            <EnteredNotice body={words.enteredBody} />
          ) : (
            <>
              <h2 id="entry-title" className="text-2xl font-bold text-brand-900">
                Enter the Giveaway
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {giveawayCopy.noPurchase}. {giveawayCopy.ageRule}.
              </p>
              <GiveawayPageForm
                key={failed ? JSON.stringify(failed.values) : "new"}
                failure={failed ?? { ok: false, fieldErrors: {}, values: { email } }}
              />
            </>
          )}
        </section>
      </div>
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
