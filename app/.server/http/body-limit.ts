import type { Request, RequestHandler, Response } from "express";

const KiB = 1024;

/**
 * The largest request body each route takes, first match wins. Forms are a
 * few fields of typed text; the chat carries its history; the knowledge base
 * takes long answers; Shopify's webhooks and the storefront's GraphQL are
 * small JSON documents.
 */
export const BODY_LIMITS: ReadonlyArray<{ path: RegExp; bytes: number; json: boolean }> = [
  { path: /^\/webhooks\/shopify$/, bytes: 512 * KiB, json: true },
  { path: /^\/api\/[^/]+\/graphql\.json$/, bytes: 1024 * KiB, json: true },
  // The last 40 turns of up to 8,000 characters (the widget sends no more).
  { path: /^\/api\/chat$/, bytes: 1024 * KiB, json: true },
  { path: /^\/api\//, bytes: 64 * KiB, json: true },
  { path: /^\/account\/knowledge$/, bytes: 256 * KiB, json: false },
  { path: /^\/local-storefront\//, bytes: 16 * KiB, json: false },
];
export const DEFAULT_BODY_LIMIT = { bytes: 64 * KiB, json: false };

export const limitFor = (path: string) => BODY_LIMITS.find((rule) => rule.path.test(path)) ?? DEFAULT_BODY_LIMIT;

const kb = (bytes: number) => `${Math.round(bytes / KiB)} KB`;
export const tooLargeMessage = (bytes: number) =>
  `That is too much to send at once (the limit here is ${kb(bytes)}). Please shorten it and try again.`;

/** After a refusal the rest of the body is read and dropped, this much at most; then the connection is cut. */
const DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * Answers 413 in the route's voice, then drops whatever the client still
 * sends (so it can read the answer rather than meet a reset), closing the
 * connection once that passes DRAIN_BYTES.
 */
function refuse(req: Request, res: Response, rule: { bytes: number; json: boolean }, push: Request["push"]) {
  let drained = 0;
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null || chunk === undefined) return push(chunk, encoding);
    drained += Buffer.byteLength(chunk as Buffer);
    if (drained > DRAIN_BYTES) req.socket.destroy();
    return true;
  };
  if (res.headersSent) return;
  const message = tooLargeMessage(rule.bytes);
  res.status(413).set("Cache-Control", "no-store");
  if (/graphql\.json$/.test(req.path)) res.json({ errors: [{ message }] });
  else if (rule.json) res.json({ success: false, error: message });
  else res.type("text/plain").send(message);
}

/**
 * Reads and drops whatever of the body is still unread once the answer has
 * gone out. Node does that itself only for a body nobody started reading;
 * Remix's adapter starts reading every body (a stream that pauses the request
 * once 16 KiB wait in it), so a route that answers without reading its body
 * (the knowledge base's 403 to anyone not an admin comes before its form)
 * left the rest of it unread, the connection paused and kept alive. The next
 * request on that connection was then never read: Node's request timeout
 * answered it an empty 408 some 30 to 60 s later. The body is within the
 * route's limit here, so the drain is bounded.
 */
function dropUnreadAfterAnswer(req: Request, res: Response) {
  res.once("finish", () => {
    if (req.complete || req.socket.destroyed) return;
    // As Node's own IncomingMessage#_dump: the reader's listeners go, and the rest flows to nowhere.
    req.removeAllListeners("data");
    req.resume();
  });
}

/**
 * Bounds every request body before anything reads it. A declared
 * Content-Length over the route's limit is answered 413 at once, the body
 * never read. A body of unknown length (chunked) is held as it arrives, at
 * most the limit's worth: passing the limit answers 413 and drops it; its
 * end hands it whole to the app. So no handler ever sees a cut-off body and
 * no more than the limit is ever in memory. A body within the limit that the
 * handler answered without reading is read and dropped after the answer.
 */
export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const rule = limitFor(req.path);
    const length = req.get("content-length");
    if (length !== undefined && !req.get("transfer-encoding")) {
      // Node's parser reads no more than a declared length.
      if (Number(length) <= rule.bytes) {
        dropUnreadAfterAnswer(req, res);
        return next();
      }
      return refuse(req, res, rule, req.push.bind(req));
    }
    // What the parser already pushed before this ran, then each chunk as it is pushed.
    let seen = req.readableLength;
    const push = req.push.bind(req);
    if (req.complete) return seen > rule.bytes ? refuse(req, res, rule, push) : next();
    const held: Buffer[] = [];
    req.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (chunk === null || chunk === undefined) {
        req.push = push;
        for (const part of held) push(part);
        push(null);
        next();
        return false;
      }
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding);
      seen += bytes.length;
      if (seen > rule.bytes) {
        held.length = 0;
        refuse(req, res, rule, push);
        return true;
      }
      held.push(bytes);
      return true;
    };
  };
}
