import type { ActionFunctionArgs } from "@remix-run/node";
import { giveawayDeps } from "~/.server/giveaway/deps";
import { readFormData } from "~/.server/forms/submission";
import { clientIp } from "~/.server/rate-limit";
import { enterGiveaway } from "~/.server/giveaway/enter-giveaway";

/**
 * POST /api/giveaway: the entry action behind the giveaway dialog, the
 * quick-entry, exit-intent and slide-in pop-ups and the prayer sign-up.
 * Answers JSON (EntryResponse: a failure in the house FormFailure shape) with
 * 200, 400, 429 or 503; never throws.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ ok: false, error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const form = (await readFormData(request)) ?? new FormData();
  const result = await enterGiveaway(form, clientIp(context), giveawayDeps(request, context.services));
  return Response.json(result.body, { status: result.status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
