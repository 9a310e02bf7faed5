import type { ActionFunctionArgs } from "@remix-run/node";
import { chatAction } from "~/.server/chat/chat-action";
import { chatRouteDeps } from "~/.server/chat/route-deps";
import { clientIp } from "~/.server/rate-limit";

/**
 * POST /api/chat {messages, products, sessionId}: the chat widget's stream.
 * Answers the health-chat function's server-sent events unchanged, plus a
 * final `event: saved` with the stored reply's id; JSON {error} with 400,
 * 429, 402 or 502 otherwise.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  return chatAction(request, clientIp(context), await chatRouteDeps(context.services));
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
