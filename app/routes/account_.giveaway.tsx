import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/.server/auth/current-user";
import { barChart } from "~/.server/backoffice/charts";
import { drawFor, drawWinner, entriesByDay, type DrawOutcome } from "~/.server/backoffice/draw";
import { shopNow } from "~/.server/clock";
import { readFormData } from "~/.server/forms/submission";
import { logger } from "~/.server/ops/logger";
import { redirectWithToast } from "~/.server/toast";
import { BackOfficePage } from "~/components/backoffice/BackOfficePage";
import { GiveawayPanel } from "~/components/backoffice/GiveawayPanel";
import { DRAW_MESSAGES } from "~/lib/backoffice/giveaway";
import { isUuid } from "~/lib/backoffice/inbox";

export const meta: MetaFunction = () => [{ title: "Giveaway | BioLife" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** /account/giveaway?campaign=<id>: a giveaway's entries by day, its CSV and its draw (admins only). */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const giveaways = (await services.campaigns.all()).filter((c) => c.kind === "giveaway");
  const wanted = new URL(request.url).searchParams.get("campaign");
  const campaign = giveaways.find((c) => c.id === wanted) ?? giveaways[0] ?? null;
  if (!campaign) return data({ giveaways: [], selected: null }, { headers: { "Cache-Control": "private, no-store" } });
  const db = await services.db();
  const [counts, draw] = [await entriesByDay(db, admin, campaign.id), await drawFor(db, admin, campaign.id)];
  const now = shopNow(request);
  return data(
    {
      giveaways: giveaways.map((g) => ({ id: g.id, title: g.title })),
      selected: {
        campaign,
        entries: counts.entries,
        eligible: counts.eligible,
        chart: barChart(counts.days, ["Day", "Entries"]),
        draw,
        drawOpen: Boolean(campaign.drawingAt && now.getTime() >= Date.parse(campaign.drawingAt)),
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const refusal: Record<Exclude<DrawOutcome["status"], "drawn">, string> = {
  too_early: DRAW_MESSAGES.tooEarly,
  already_drawn: DRAW_MESSAGES.alreadyDrawn,
  no_entries: DRAW_MESSAGES.noEntries,
  not_a_giveaway: DRAW_MESSAGES.notFound,
};

/** intent=draw: draws the winner once, after the drawing time, and mails them. */
export async function action({ request, context: { services } }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const form = (await readFormData(request)) ?? new FormData();
  const id = String(form.get("campaign") ?? "");
  const back = `/account/giveaway?campaign=${encodeURIComponent(id)}`;
  if (form.get("intent") !== "draw" || !isUuid(id))
    return redirectWithToast("/account/giveaway", { title: DRAW_MESSAGES.notFound, variant: "destructive" });
  let outcome: DrawOutcome;
  try {
    outcome = await drawWinner(await services.db(), admin, id, shopNow(request));
  } catch (error) {
    logger.error(`giveaway: draw failed: ${(error as Error).message}`);
    return redirectWithToast(back, { title: DRAW_MESSAGES.failed, variant: "destructive" });
  }
  if (outcome.status !== "drawn")
    return redirectWithToast(back, { title: refusal[outcome.status], variant: "destructive" });
  const campaign = (await services.campaigns.all()).find((c) => c.id === id);
  const title = campaign?.title ?? "the BioLife giveaway";
  await services.mailer
    .send({
      to: outcome.winner.email,
      subject: DRAW_MESSAGES.winnerSubject(title),
      text: [
        `Dear ${outcome.winner.name || "entrant"},`,
        "",
        `Congratulations: you were drawn as the winner of ${title}.`,
        "Reply to this mail within 14 days to claim your prize; we will ask for proof that you are 18 or older.",
        "",
        "— The BioLife team",
      ].join("\n"),
    })
    .catch((error: Error) => logger.error(`giveaway: mailing the winner failed: ${error.message}`));
  return redirectWithToast(back, { title: DRAW_MESSAGES.drawn(outcome.winner.email), variant: "success" });
}

export default function GiveawayPage() {
  const { giveaways, selected } = useLoaderData<typeof loader>();
  return (
    <BackOfficePage current="giveaway" title="Giveaway">
      <GiveawayPanel giveaways={giveaways} selected={selected} />
    </BackOfficePage>
  );
}
