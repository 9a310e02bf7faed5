import { logger } from "~/.server/ops/logger";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/.server/auth/current-user";
import { auditAfter } from "~/.server/backoffice/audit";
import { storeKnowsDiscountCode } from "~/.server/campaigns/discount-code-check";
import { endCampaign, overlappingGiveaway, saveCampaign } from "~/.server/campaigns/store";
import { shopNow } from "~/.server/clock";
import { signedIn } from "~/.server/db/as-user";
import { formFailure, readSubmission, replyFailure } from "~/.server/forms/submission";
import type { Services } from "~/.server/services";
import { redirectWithToast } from "~/.server/toast";
import { CampaignForm } from "~/components/campaigns/CampaignForm";
import { campaignFormSchema, campaignFormValues, CAMPAIGN_MESSAGES } from "~/lib/campaigns/form";

export const meta: MetaFunction = () => [{ title: "Campaign | BioLife" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "private, no-store" });

const BACK = "/account?tab=campaigns";
const NEW_CAMPAIGN = { kind: "giveaway" };

/** /account/campaigns: a new campaign, or ?edit=<id> an existing one (admins only). */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  await requireAdmin(request, services);
  const id = new URL(request.url).searchParams.get("edit");
  if (!id) return data({ values: NEW_CAMPAIGN as Record<string, string>, editing: false });
  const campaign = (await services.campaigns.all()).find((c) => c.id === id);
  if (!campaign) throw new Response(CAMPAIGN_MESSAGES.notFound, { status: 404 });
  return data({ values: campaignFormValues(campaign), editing: true });
}

/** Pages show the running campaigns: every worker and host forgets its list and the stored pages. */
const campaignsChanged = (services: Services) => services.changed("campaigns");

export async function action({ request, context: { services } }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const claims = signedIn(admin.id, admin.email);
  const db = await services.db();
  const submission = await readSubmission(request, campaignFormSchema);
  if (submission.form.get("intent") === "end") {
    const ended = await endCampaign(db, claims, String(submission.form.get("id") ?? ""), shopNow(request)).catch(
      () => false,
    );
    if (ended) {
      await campaignsChanged(services);
      await auditAfter(db, admin, { action: "campaign.end", subject: String(submission.form.get("id") ?? "") });
    }
    return redirectWithToast(BACK, {
      title: ended ? CAMPAIGN_MESSAGES.ended : CAMPAIGN_MESSAGES.notFound,
      variant: ended ? "success" : "destructive",
    });
  }
  if (!submission.ok) return replyFailure(submission.failure);
  const input = submission.data;
  if (input.kind === "discount_offer" && input.discountCode) {
    // Offers name only codes the store applies: a code checkout refuses would mislead every shopper.
    const known = await storeKnowsDiscountCode(services, input.discountCode).catch((error: Error) => {
      logger.error(`campaigns: checking discount code ${input.discountCode} failed: ${error.message}`);
      return null;
    });
    if (known !== true)
      return replyFailure(
        formFailure(submission.form, {
          fieldErrors: {
            discountCode:
              known === null ? CAMPAIGN_MESSAGES.codeCheckFailed : CAMPAIGN_MESSAGES.unknownCode(input.discountCode),
          },
        }),
        known === null ? 503 : 400,
      );
  }
  try {
    if (input.kind === "giveaway" && (await overlappingGiveaway(db, input)))
      return replyFailure(formFailure(submission.form, { fieldErrors: { startsAt: CAMPAIGN_MESSAGES.oneGiveaway } }));
    const id = await saveCampaign(db, claims, input);
    if (!id)
      return replyFailure(formFailure(submission.form, { formError: { title: CAMPAIGN_MESSAGES.notFound } }), 404);
    await campaignsChanged(services);
    await auditAfter(db, admin, {
      action: input.id ? "campaign.save" : "campaign.create",
      subject: input.title,
      detail: { id },
    });
    return redirectWithToast(BACK, {
      title: input.id ? CAMPAIGN_MESSAGES.saved : CAMPAIGN_MESSAGES.created,
      variant: "success",
    });
  } catch (error) {
    logger.error(`campaigns: save failed: ${(error as Error).message}`);
    const formError = { title: CAMPAIGN_MESSAGES.saveFailed, variant: "destructive" as const };
    return replyFailure(formFailure(submission.form, { formError }), 503);
  }
}

export default function CampaignPage() {
  const { values, editing } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <main id="main" className="container-page max-w-3xl py-10">
      <h1 id="campaign-form-title" className="mb-6 text-3xl font-bold text-brand-800">
        {editing ? "Edit Campaign" : "New Campaign"}
      </h1>
      <CampaignForm key={failed ? JSON.stringify(failed.values) : "form"} values={values} failure={failed} />
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
