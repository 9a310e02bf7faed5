import type { NextFunction, Request, Response } from "express";
import { AUTH_SECRETS } from "~/lib/auth/validate";
import { echoValues } from "~/.server/forms/submission";
import { currentRoute } from "./context";
import { loggerFor } from "./logger";
import { metrics } from "./metrics";
import { safeRedirectPath } from "~/.server/http/redirect";
import { shedFormData, shedPage, SHED_MESSAGE } from "./shed-page";

const RETRY_AFTER_SECONDS = 5;
const REFUSAL_LOG_MS = 10_000;
/** A refused form's body is read to give its values back, up to this much. */
const MAX_KEPT_BODY = 64 * 1024;
const SECRET_FIELDS = [...AUTH_SECRETS, "newPassword", "currentPassword"];

const log = loggerFor("overload");

/** database_busy is counted by the embedded database's session gate (a page gave up on an admin command). */
type ShedReason = "turn_wait" | "database_busy";

/**
 * Load shedding, for requests that have had their turn (turns.ts): one that
 * waited past its turn's late mark (half of OVERLOAD_MAX_WAIT_MS, sooner while
 * that queue stands late) is refused, a quick 503 with Retry-After that keeps
 * what was typed. That wait is where requests wait under any overload: the
 * CPU's (those in progress take longer, so places free later), the embedded
 * database's (those in progress wait on it, holding their places) and a
 * flood's. The event loop's delay and the database's queue were gates of
 * their own once; measured, they refused nothing the turn's wait did not
 * (docs/decisions/0070). A long wait behind fewer than `minInFlight`
 * requests in flight is a slow host (a cold start's first pages), not load:
 * served. server.ts mounts it after the static files and page-cache hits,
 * which stay cheap and are never refused.
 */
export function createLoadShedder(options: {
  minInFlight: number;
  /** Requests being served now, counted where they arrive (page-cache hits, answered before this gate, too). */
  arrived: () => number;
  /** How long a request waited for its turn to start (turns.ts), in ms. */
  waitedMs: (req: Request) => number;
  /** The turn's wait past which a request is refused now (turns.ts `lateMs`). */
  lateMs: () => number;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (options.waitedMs(req) >= options.lateMs() && options.arrived() >= options.minInFlight)
      return refuse({ req, res }, "turn_wait");
    next();
  };
}

/**
 * A warning per shed reason at most every `everyMs`, counting the refusals since the last: the metrics count each
 * one, and the log says that, and why, shoppers were turned away (the turn's and the database's waits are judged
 * per request, so no state change of theirs would say it) without a line per refused request.
 */
export function refusalLog(
  write: (fields: { reason: ShedReason; refused: number }, message: string) => void,
  everyMs = REFUSAL_LOG_MS,
  now = () => performance.now(),
) {
  const last = new Map<ShedReason, { at: number; refused: number }>();
  return (reason: ShedReason) => {
    const seen = last.get(reason);
    if (seen && now() - seen.at < everyMs) {
      seen.refused += 1;
      return;
    }
    write({ reason, refused: (seen?.refused ?? 0) + 1 }, "overloaded: new requests refused with 503");
    last.set(reason, { at: now(), refused: 0 });
  };
}

const noteRefusal = refusalLog((fields, message) => log.warn(fields, message));

/**
 * A quick 503 with Retry-After: JSON for API calls, a small page (keeping a form's values) for pages, and for a
 * form the browser's script sent (a `.data` post) the form's failure with what was typed, as Remix reads it.
 */
function refuse({ req, res }: { req: Request; res: Response }, reason: ShedReason) {
  metrics.shed.inc({ reason, route: currentRoute() });
  noteRefusal(reason);
  res.status(503);
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  // The page's own links go only where the one redirect rule allows (never `//elsewhere`).
  const path = safeRedirectPath(req.originalUrl);
  const isData = req.path.endsWith(".data");
  if (isData && req.method === "POST") {
    void typedValues(req)
      .then(shedFormData)
      .then((body) => res.type("text/x-script").setHeader("X-Remix-Response", "yes").end(body));
    return;
  }
  if (isData || !/text\/html/.test(req.headers.accept ?? "")) {
    res.json({ error: SHED_MESSAGE });
    return;
  }
  res.type("html");
  if (req.method !== "POST") {
    res.end(shedPage({ retryAfterSeconds: RETRY_AFTER_SECONDS, path }));
    return;
  }
  void typedValues(req).then((values) =>
    res.end(shedPage({ retryAfterSeconds: RETRY_AFTER_SECONDS, path, ...(values ? { values } : {}) })),
  );
}

/** What a refused form post carried (secrets left out), or null when it is not a plain form or cannot be read. */
async function typedValues(req: Request): Promise<Record<string, string> | null> {
  if (!/^application\/x-www-form-urlencoded/.test(req.headers["content-type"] ?? "")) return null;
  try {
    return echoValues(Object.fromEntries(new URLSearchParams(await readBody(req))), SECRET_FIELDS);
  } catch {
    return null;
  }
}

function readBody(req: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_KEPT_BODY) chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
