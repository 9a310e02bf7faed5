import { z } from "zod";
import { neutraliseReply } from "~/lib/chat/safe-links";
import { BRAND } from "~/lib/meta";
import { hasBearer } from "./bearer";
import { jsonResponse, oneLine, type SendMail } from "./function-response";
import { EMAIL_PATTERN } from "~/lib/voice/email";

/** SPEC §7: send-health-info {email, subject, content, productInfo}. */
export const healthInfoSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, "Invalid email address format").max(254),
  subject: z.string().max(200).optional(),
  content: z.string().trim().min(1).max(5000),
  productInfo: z.string().max(2000).optional().default(""),
});
export type HealthInfo = z.infer<typeof healthInfoSchema>;

export const HEALTH_INFO_SUBJECT = `Health Information from ${BRAND}`;

export interface SendHealthInfoDeps {
  sendMail: SendMail;
  token: string;
  siteUrl: string;
}

/** Whatever the caller passed, links go through the chat's safe-link filter: product links only. */
export function healthInfoMail(info: HealthInfo, siteUrl: string) {
  const productInfo = neutraliseReply(info.productInfo.trim());
  return {
    to: oneLine(info.email),
    subject: HEALTH_INFO_SUBJECT,
    text: [
      "Hello,",
      "",
      "Here is the information Nora, our AI nutritionist, shared with you:",
      "",
      neutraliseReply(info.content),
      ...(productInfo ? ["", "Products mentioned:", productInfo] : []),
      "",
      "This is educational information, not medical advice. Please talk with your healthcare provider before starting a supplement.",
      "",
      `The ${BRAND} team`,
      siteUrl,
    ].join("\n"),
  };
}

/** The server function: POST with bearer authorization; mails the information to {email}. Answers {success}. */
export function createSendHealthInfo(deps: SendHealthInfoDeps) {
  return async function sendHealthInfo(request: Request): Promise<Response> {
    if (request.method !== "POST") return jsonResponse({ success: false, error: "Method not allowed" }, 405);
    if (!hasBearer(request, deps.token)) return jsonResponse({ success: false, error: "Unauthorized" }, 401);
    const parsed = healthInfoSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success)
      return jsonResponse({ success: false, error: parsed.error.issues[0]?.message ?? "Invalid payload" }, 400);
    try {
      await deps.sendMail(healthInfoMail(parsed.data, deps.siteUrl));
      return jsonResponse({ success: true });
    } catch (error) {
      return jsonResponse({ success: false, error: error instanceof Error ? error.message : "Failed to send" }, 502);
    }
  };
}
