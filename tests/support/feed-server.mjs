// A local feed host for tests: serves tests/fixtures/feeds over HTTP, as the
// community feeds' publishers would. `/status/<code>` answers that status.
// Run directly (`node tests/support/feed-server.mjs <port>`) for the e2e server.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const FEEDS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/feeds");
const TYPES = {
  ".ics": "text/calendar; charset=utf-8",
  ".rss": "application/rss+xml; charset=utf-8",
  ".atom": "application/atom+xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

/** Starts the feed host on 127.0.0.1 (port 0: any free port). Resolves to its origin and a close function. */
export function startFeedServer(port = 0, dir = FEEDS_DIR) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://feeds.local");
    const status = /^\/status\/(\d{3})$/.exec(url.pathname);
    if (status) {
      response.writeHead(Number(status[1]), { "Content-Type": "text/plain" }).end("feed unavailable");
      return;
    }
    const file = path.join(dir, path.basename(url.pathname));
    if (url.pathname === "/health") {
      response.writeHead(200).end("ok");
      return;
    }
    if (!fs.existsSync(file)) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        origin: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { origin } = await startFeedServer(Number(process.argv[2] ?? 0));
  console.log(`feed server on ${origin}`);
}
