import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/types";
import { FeedError, type Fetch } from "~/.server/feeds/http";
import { jsonResponse } from "./function-response";

export interface FeedFunctionDeps {
  db: () => Promise<Kysely<Database>>;
  /** The feed to read; unset means no feed is configured. */
  feedUrl: string | undefined;
  fetch?: Fetch;
  log?: Pick<Console, "error" | "info">;
}

/**
 * The shape shared by the community feed functions: POST only; with no feed
 * configured it says so (503) instead of pretending; otherwise it ingests and
 * answers {success: true, [countKey]: n}, or {success: false, error} (502).
 */
export function feedFunction(options: {
  name: string;
  countKey: string;
  noFeedMessage: string;
  deps: FeedFunctionDeps;
  ingest: (feedUrl: string) => Promise<number>;
}) {
  const log = options.deps.log ?? console;
  return async function run(request: Request): Promise<Response> {
    if (request.method !== "POST") return jsonResponse({ success: false, error: "Method not allowed" }, 405);
    const feedUrl = options.deps.feedUrl;
    if (!feedUrl) return jsonResponse({ success: false, error: options.noFeedMessage }, 503);
    try {
      const found = await options.ingest(feedUrl);
      log.info(`${options.name}: ${found} from ${feedUrl}`);
      return jsonResponse({ success: true, [options.countKey]: found });
    } catch (error) {
      const message =
        error instanceof FeedError ? error.message : `Saving the feed failed: ${(error as Error).message}`;
      log.error(`${options.name}: ${message}`);
      return jsonResponse({ success: false, error: message }, 502);
    }
  };
}
