import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createAdmission } from "~/.server/ops/admission";

/**
 * The overload policy's gate (admission.ts) around a plain HTTP server whose requests are held until the
 * test lets them go: what it starts, in which order and what it refuses is counted, never timed.
 */
async function gated(options: { concurrency: number; maxWaitMs: number }) {
  const admission = createAdmission({ ...options, routeOf: (req) => (req.url ?? "/").split("/")[1] });
  const started: string[] = [];
  const refused: string[] = [];
  const held: Array<() => void> = [];
  let inProgress = 0;
  let most = 0;
  const server = http.createServer(
    admission.wrap((req: IncomingMessage, res: ServerResponse) => {
      if (admission.refusalOf(req)) {
        refused.push(`${admission.refusalOf(req)} ${req.url}`);
        return void res.writeHead(503).end();
      }
      started.push(req.url!);
      inProgress += 1;
      most = Math.max(most, inProgress);
      held.push(() => {
        inProgress -= 1;
        res.end("ok");
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const ask = (path: string) =>
    new Promise<number>((resolve) =>
      http
        .get(`${origin}${path}`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        })
        .on("error", () => resolve(-1)),
    );
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const releaseOne = () => held.shift()?.();
  opened.push(() => {
    admission.stop();
    held.splice(0).forEach((release) => release());
    agent.destroy();
    server.close();
  });
  return { admission, ask, until, releaseOne, started, refused, most: () => most, origin };
}
const opened: Array<() => void> = [];
afterEach(() => opened.splice(0).forEach((close) => close()));

describe("the overload policy's gate", () => {
  it("keeps at most REQUEST_CONCURRENCY requests in progress; the rest wait and start as places free", async () => {
    const gate = await gated({ concurrency: 3, maxWaitMs: 60_000 });
    const answers = Array.from({ length: 10 }, (_, i) => gate.ask(`/page/${i}`));
    await gate.until(() => gate.started.length === 3 && gate.admission.waiting === 7);
    while (gate.started.length < 10 || gate.admission.inProgress > 0) {
      gate.releaseOne();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await Promise.all(answers)).toEqual(Array(10).fill(200));
    expect(gate.most()).toBe(3);
    // In arrival order within a route.
    expect(gate.started).toEqual(Array.from({ length: 10 }, (_, i) => `/page/${i}`));
  });

  it("lets the routes' lines take turns: a flood of one route waits behind itself", async () => {
    const gate = await gated({ concurrency: 1, maxWaitMs: 60_000 });
    void gate.ask("/flood/first");
    await gate.until(() => gate.started.length === 1);
    const flood = Array.from({ length: 30 }, (_, i) => gate.ask(`/flood/${i}`));
    await gate.until(() => gate.admission.waiting === 30);
    const shopper = gate.ask("/shopper/page");
    await gate.until(() => gate.admission.waiting === 31);
    gate.releaseOne();
    await gate.until(() => gate.started.length === 2);
    gate.releaseOne();
    await gate.until(() => gate.started.length === 3);
    // One of the flood, then the shopper: not thirty of them first.
    expect(gate.started.slice(1)).toEqual(["/flood/0", "/shopper/page"]);
    gate.releaseOne();
    expect(await shopper).toBe(200);
    while (gate.started.length < 32) {
      gate.releaseOne();
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    gate.releaseOne();
    expect(await Promise.all(flood)).toEqual(Array(30).fill(200));
  });

  it("refuses each request once it has waited the whole limit, whatever its line", async () => {
    const gate = await gated({ concurrency: 1, maxWaitMs: 300 });
    void gate.ask("/held/one");
    await gate.until(() => gate.started.length === 1);
    const answers = [gate.ask("/page/first"), gate.ask("/page/second"), gate.ask("/other/page")];
    expect(await Promise.all(answers)).toEqual([503, 503, 503]);
    expect(gate.refused.sort()).toEqual(["waited /other/page", "waited /page/first", "waited /page/second"]);
    expect(gate.admission.waiting).toBe(0);
    // A place freed: the next is served.
    gate.releaseOne();
    const after = gate.ask("/page/after");
    await gate.until(() => gate.started.length === 2);
    gate.releaseOne();
    expect(await after).toBe(200);
  });

  it("skips a client that left while it waited, and holds no place for it", async () => {
    const gate = await gated({ concurrency: 1, maxWaitMs: 60_000 });
    void gate.ask("/held/one");
    await gate.until(() => gate.started.length === 1);
    const leaving = http.get(`${gate.origin}/page/leaves`).on("error", () => undefined);
    await gate.until(() => gate.admission.waiting === 1);
    leaving.destroy();
    const next = gate.ask("/page/next");
    await gate.until(() => gate.admission.waiting === 2);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the close reaches the server
    gate.releaseOne();
    await gate.until(() => gate.started.length === 2);
    expect(gate.started).toEqual(["/held/one", "/page/next"]);
    gate.releaseOne();
    expect(await next).toBe(200);
    expect(gate.admission.inProgress).toBe(0);
    expect(gate.admission.waiting).toBe(0);
  });
});
