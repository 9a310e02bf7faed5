import { logger } from "~/.server/ops/logger";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchAll } from "~/.server/search";

/**
 * GET /api/search?q=: products (up to 10) and health conditions (up to 8) for the search dialog.
 * A real Response: a resource route read from outside Remix that returns plain data logs a deprecation per request.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return Response.json(await searchAll(context.services.storefront, q), {
      headers: { "Cache-Control": "public, max-age=60" },
    });
  } catch (error) {
    logger.error({ err: error }, "search: catalogue unavailable");
    return Response.json({ products: [], conditions: [], error: "Search is unavailable right now." }, { status: 503 });
  }
}
