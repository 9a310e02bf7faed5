import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/.server/auth/current-user";
import { knowledgeFromRating, loadRatings } from "~/.server/backoffice/ratings";
import { formFailure, readSubmission, replyFailure } from "~/.server/forms/submission";
import { logger } from "~/.server/ops/logger";
import { redirectWithToast } from "~/.server/toast";
import { BackOfficePage } from "~/components/backoffice/BackOfficePage";
import { RatingsPanel } from "~/components/backoffice/RatingsPanel";
import { RATING_MESSAGES, fromRatingSchema } from "~/lib/backoffice/ratings";
import { KNOWLEDGE_MESSAGES } from "~/lib/chat/knowledge-form";

export const meta: MetaFunction = () => [{ title: "Nora's Ratings | BioLife" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "private, no-store" });

const BACK = "/account?tab=training";

/** /account/ratings: the ratings part of the Chatbot Training tab on its own (where its form comes back to on a refusal). */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, services);
  return data(await loadRatings(await services.db(), admin), { headers: { "Cache-Control": "private, no-store" } });
}

/** A thumbs-down made a knowledge entry in one step; Nora answers from it at once. */
export async function action({ request, context: { services } }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const submission = await readSubmission(request, fromRatingSchema, {
    formError: { title: KNOWLEDGE_MESSAGES.required, variant: "destructive" },
  });
  if (!submission.ok) return replyFailure(submission.failure);
  const { feedbackId, ...entry } = submission.data;
  try {
    const added = await knowledgeFromRating(await services.db(), admin, feedbackId, { ...entry, is_active: true });
    if (!added) return redirectWithToast(BACK, { title: RATING_MESSAGES.gone, variant: "destructive" });
    await services.changed("knowledge");
    return redirectWithToast(BACK, { title: RATING_MESSAGES.added, variant: "success" });
  } catch (error) {
    logger.error(`ratings: knowledge from rating failed: ${(error as Error).message}`);
    const formError = { title: KNOWLEDGE_MESSAGES.saveFailed, variant: "destructive" as const };
    return replyFailure(formFailure(submission.form, { formError }), 503);
  }
}

export default function RatingsPage() {
  const { ratedDown, chart } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <BackOfficePage current="training" title="Chatbot Training">
      <RatingsPanel ratedDown={ratedDown} chart={chart} failure={failed} />
    </BackOfficePage>
  );
}
