import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createChatStore } from "~/.server/chat/store";
import { internalFunctionToken } from "~/.server/functions/bearer";
import { createSendHealthInfo } from "~/.server/functions/send-health-info";
import { clientIp, type LimitRule } from "~/.server/rate-limit";
import { publicOrigin } from "~/.server/http/public-origin";
import { voiceSessionId } from "~/.server/voice/transcript";
import { EMAIL_PATTERN } from "~/lib/voice/email";

/** Mail to arbitrary addresses: kept tight per address and per recipient. */
export const HEALTH_INFO_LIMIT: LimitRule = { name: "health-info", points: 5, duration: 10 * 60 };

/** What the voice command sends: where to, and which conversation (its key from the voice socket). No text. */
const requestSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, "Invalid email address format").max(254),
  conversation: z
    .string()
    .regex(/^[\w-]{20,100}$/, "Unknown conversation")
    .optional(),
});

const reply = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/send-health-info {email, conversation}: the voice assistant's
 * send_email command. Mails what Nora said last in this visitor's own voice
 * conversation, read from chat storage on the server; whatever text the
 * request carries is ignored, so the shop cannot be made to mail anyone
 * else's words. Validates, rate-limits, then calls the send-health-info
 * function with the internal bearer token. Answers {success}.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply(405, { success: false, error: "Method not allowed" });
  const parsed = requestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return reply(400, { success: false, error: parsed.error.issues[0]?.message ?? "Invalid request" });
  const { email, conversation } = parsed.data;
  if (!(await context.services.limiter(HEALTH_INFO_LIMIT).consume(`ip:${clientIp(context)}`, `to:${email}`))) {
    return reply(429, { success: false, error: "Too many requests. Please wait a moment and try again." });
  }
  const content = conversation
    ? await createChatStore(await context.services.db()).lastReply(voiceSessionId(conversation))
    : null;
  if (!content) return reply(404, { success: false, error: "Nothing to send yet: ask Nora a question first." });
  const token = internalFunctionToken();
  const send = createSendHealthInfo({ sendMail: context.services.mailer.send, token, siteUrl: publicOrigin() });
  return send(
    new Request("http://send-health-info.internal/", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ email, content }),
    }),
  );
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
