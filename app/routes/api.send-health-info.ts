import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getCurrentUser } from "~/.server/auth/current-user";
import { createChatStore } from "~/.server/chat/store";
import { internalFunctionToken } from "~/.server/functions/bearer";
import { createSendHealthInfo } from "~/.server/functions/send-health-info";
import { clientIp, type LimitRule } from "~/.server/rate-limit";
import { publicOrigin } from "~/.server/http/public-origin";
import { voiceSessionId } from "~/.server/voice/transcript";
import { EMAIL_PATTERN } from "~/lib/voice/email";

/** Mail, even to the shopper's own address: kept tight per client address and per recipient. */
export const HEALTH_INFO_LIMIT: LimitRule = { name: "health-info", points: 5, duration: 10 * 60 };

export const HEALTH_INFO_MESSAGES = {
  signIn: "Sign in so Nora can email you.",
  unproved: "Confirm your email address first: use the link we sent when you signed up.",
  notYours: "Nora can only email your account's address.",
} as const;

/** What the voice command sends: where to (it must be the account's own address), and which conversation. No text. */
const requestSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, "Invalid email address format").max(254).optional(),
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
 * conversation, read from chat storage on the server (only the server's
 * words are kept there: decision 0054), and only to the signed-in shopper's
 * proved address: the shop cannot be made to mail anyone else, nor anyone
 * text of a client's choosing. Validates, rate-limits, then calls the
 * send-health-info function with the internal bearer token. Answers {success}.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply(405, { success: false, error: "Method not allowed" });
  const parsed = requestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return reply(400, { success: false, error: parsed.error.issues[0]?.message ?? "Invalid request" });
  const user = await getCurrentUser(request, context.services);
  if (!user) return reply(401, { success: false, error: HEALTH_INFO_MESSAGES.signIn });
  if (!user.emailConfirmed) return reply(403, { success: false, error: HEALTH_INFO_MESSAGES.unproved });
  const email = user.email;
  if (parsed.data.email && parsed.data.email.toLowerCase() !== email.toLowerCase())
    return reply(403, { success: false, error: HEALTH_INFO_MESSAGES.notYours });
  const { conversation } = parsed.data;
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
