import type { Request, Response } from "express";
import { AUTH_SECRETS } from "~/lib/auth/validate";
import { echoValues } from "~/.server/forms/submission";
import { safeRedirectPath } from "~/.server/http/redirect";
import type { Refusal } from "./admission";
import { loggerFor } from "./logger";
import { shedFormData, shedPage, SHED_MESSAGE } from "./shed-page";

const RETRY_AFTER_SECONDS = 5;
const REFUSAL_LOG_MS = 10_000;
/** A refused form's body is read to give its values back, up to this much. */
const MAX_KEPT_BODY = 64 * 1024;
const SECRET_FIELDS = [...AUTH_SECRETS, "newPassword", "currentPassword"];

const log = loggerFor("overload");

/**
 * A warning per refusal reason and route at most every `everyMs`, counting the refusals since the last: the
 * metrics count each one, and the log says that, and why, shoppers were turned away without a line per refusal.
 */
export function refusalLog(
  write: (fields: { reason: Refusal; route: string; refused: number }, message: string) => void,
  everyMs = REFUSAL_LOG_MS,
  now = () => performance.now(),
) {
  const last = new Map<string, { at: number; refused: number }>();
  return (reason: Refusal, route: string) => {
    const key = `${reason} ${route}`;
    const seen = last.get(key);
    if (seen && now() - seen.at < everyMs) {
      seen.refused += 1;
      return;
    }
    write({ reason, route, refused: (seen?.refused ?? 0) + 1 }, "overloaded: requests refused with 503");
    last.set(key, { at: now(), refused: 0 });
  };
}

export const noteRefusal = refusalLog((fields, message) => log.warn(fields, message));

/**
 * A quick 503 with Retry-After: JSON for API calls and probes, a small page (keeping a form's values) for pages,
 * and for a form the browser's script sent (a `.data` post) the form's failure with what was typed, as Remix reads it.
 */
export function refuse(req: Request, res: Response) {
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
