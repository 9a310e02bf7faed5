import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createChatStore } from "~/.server/chat/store";
import { clientIp, LIMITS } from "~/.server/rate-limit";

const feedbackSchema = z.object({
  messageId: z.string().uuid(),
  rating: z.coerce.number().pipe(z.union([z.literal(1), z.literal(-1)])),
});

/** POST /api/chat-feedback {messageId, rating: 1 | -1}: one rating per saved assistant message. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  const parsed = feedbackSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ ok: false, error: "Invalid feedback" }, { status: 400 });
  if (!(await context.services.limiter(LIMITS.chat).consume(`feedback-ip:${clientIp(context)}`))) {
    return Response.json(
      { ok: false, error: "Too many requests. Please wait a moment and try again." },
      { status: 429 },
    );
  }
  const outcome = await createChatStore(await context.services.db()).rate(parsed.data.messageId, parsed.data.rating);
  if (outcome === "saved") return Response.json({ ok: true });
  return Response.json(
    { ok: false, error: outcome === "duplicate" ? "Already rated" : "Message not found" },
    { status: outcome === "duplicate" ? 409 : 404 },
  );
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
