import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { giveawayDeps } from "~/.server/giveaway/deps";
import { readFormData, replyFailure } from "~/.server/forms/submission";
import { clientIp } from "~/.server/rate-limit";
import { enterGiveaway } from "~/.server/giveaway/enter-giveaway";
import { redirectWithToast } from "~/.server/toast";
import { GiveawayHighlights } from "~/components/giveaway/GiveawayHighlights";
import { GiveawayPageForm } from "~/components/giveaway/GiveawayPageForm";
import { EnteredNotice } from "~/components/giveaway/EnteredNotice";
import { PageHero } from "~/components/page/PageHero";
import { localFlags } from "~/components/popups/browser-environment";
import { notify } from "~/components/ui/Toasts";
import { giveawayCopy } from "~/content/giveaway";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { recordGiveawayCompleted } from "~/lib/popups/scheduler";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Win a 2025 KIA Giveaway",
    description:
      "Enter the BioLife giveaway to win a 2025 KIA, a trip to Jamaica or a year of BioLife products. Drawing December 13th, 2025. No purchase necessary; 18+.",
    path: "/kia-giveaway",
    siteUrl: siteUrlFrom(matches),
  });

export const headers = staticPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = (url.searchParams.get("email") ?? "").slice(0, 254);
  return { entered: url.searchParams.get("entered") === "1", email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  form.set("source", "page");
  const result = await enterGiveaway(form, clientIp(context), giveawayDeps(request, context.services));
  if (result.body.ok) return redirectWithToast("/kia-giveaway?entered=1", result.body.toast);
  return replyFailure(result.body, result.status);
}

export default function KiaGiveawayPage() {
  const { entered, email } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();

  useEffect(() => {
    if (entered) recordGiveawayCompleted({ local: localFlags });
  }, [entered]);
  useEffect(() => {
    if (failed?.formError) void notify(failed.formError);
  }, [failed]);

  return (
    <main id="main">
      <PageHero eyebrow="BioLife Giveaway" title={giveawayCopy.title} intro={giveawayCopy.intro}>
        <p className="mt-4 inline-block rounded-full bg-gold-400 px-4 py-1 text-sm font-bold text-brand-900">
          {giveawayCopy.drawing}
        </p>
      </PageHero>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="prizes-title">
          <h2 id="prizes-title" className="text-2xl font-bold text-brand-900">
            Prizes
          </h2>
          <div className="mt-4">
            <GiveawayHighlights compact />
          </div>
          <h2 className="mt-8 text-lg font-bold text-brand-900">Official Rules</h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{giveawayCopy.rules}</p>
        </section>
        <section
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
          aria-labelledby="entry-title"
        >
          {entered ? (
            <EnteredNotice />
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
