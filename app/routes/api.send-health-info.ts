import type { ActionFunctionArgs } from "@remix-run/node";
import { internalFunctionToken } from "~/.server/functions/bearer";
import { createSendHealthInfo, healthInfoSchema } from "~/.server/functions/send-health-info";
import { clientIp, type LimitRule } from "~/.server/rate-limit";
import { publicOrigin } from "~/.server/http/public-origin";

/** Mail to arbitrary addresses: kept tight per address and per recipient. */
export const HEALTH_INFO_LIMIT: LimitRule = { name: "health-info", points: 5, duration: 10 * 60 };

/**
 * POST /api/send-health-info {email, subject?, content, productInfo?}: the
 * voice assistant's send_email command. Validates, rate-limits, then calls
 * the send-health-info function with the internal bearer token. Answers {success}.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ success: false, error: "Method not allowed" }, { status: 405 });
  const parsed = healthInfoSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json(
      { success: false, error: parsed.error.issues[0]?.message ?? "Invalid request" },
      { status: 400 },
    );
  if (
    !(await context.services.limiter(HEALTH_INFO_LIMIT).consume(`ip:${clientIp(context)}`, `to:${parsed.data.email}`))
  ) {
    return Response.json(
      { success: false, error: "Too many requests. Please wait a moment and try again." },
      { status: 429 },
    );
  }
  const token = internalFunctionToken();
  const send = createSendHealthInfo({ sendMail: context.services.mailer.send, token, siteUrl: publicOrigin() });
  return send(
    new Request("http://send-health-info.internal/", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(parsed.data),
    }),
  );
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
