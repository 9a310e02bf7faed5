import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createIntake } from "~/.server/ops/intake";

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** Counts event-loop iterations: one setImmediate per iteration, handed on from each to the next. */
function iterationCounter() {
  let iteration = 0;
  let running = true;
  const tick = () => {
    iteration += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get now() {
      return iteration;
    },
    stop: () => void (running = false),
  };
}

const request = (url: string, destroyed = false) =>
  ({ url, method: "GET", headers: {}, socket: { destroyed } }) as unknown as IncomingMessage;
const response = {} as ServerResponse;
const isProbe = (req: IncomingMessage) => req.url === "/healthz";

/**
 * The intake (intake.ts): requests read in one poll phase are handled for at
 * most a budget per event-loop iteration, in arrival order, the rest in later
 * iterations; probes are answered as they are read. The listener is called
 * here as Node calls it, once per request read, many in one macrotask as a poll
 * phase does.
 */
describe("intake", () => {
  const counters: Array<{ stop(): void }> = [];
  afterEach(() => counters.splice(0).forEach((counter) => counter.stop()));

  it("handles a budget's worth of what one poll phase read, the rest in later iterations, in arrival order", async () => {
    const intake = createIntake({ budgetMs: 10, atOnce: isProbe });
    const iterations = iterationCounter();
    counters.push(iterations);
    const handled: Array<{ i: number; iteration: number }> = [];
    const listener = intake.wrap((req) => {
      handled.push({ i: Number(req.url!.slice(1)), iteration: iterations.now });
      busy(4); // a request's handling: 4 ms, so a 10 ms budget fits three
    });

    for (let i = 0; i < 12; i++) listener(request(`/${i}`), response);
    const direct = handled.length;
    expect(direct).toBeGreaterThan(0);
    expect(direct).toBeLessThanOrEqual(3);
    expect(intake.queued).toBe(12 - direct);

    while (handled.length < 12) await new Promise((resolve) => setImmediate(resolve));
    expect(handled.map(({ i }) => i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const perIteration = new Map<number, number>();
    for (const { iteration } of handled) perIteration.set(iteration, (perIteration.get(iteration) ?? 0) + 1);
    expect(Math.max(...perIteration.values())).toBeLessThanOrEqual(3);
    expect(perIteration.size).toBeGreaterThanOrEqual(4);
  });

  it("answers a probe as it is read, ahead of the requests waiting their turn", () => {
    const intake = createIntake({ budgetMs: 5, atOnce: isProbe });
    const handled: string[] = [];
    const listener = intake.wrap((req) => {
      handled.push(req.url!);
      busy(3);
    });
    for (let i = 0; i < 10; i++) listener(request(`/${i}`), response);
    listener(request("/healthz"), response);
    expect(handled.at(-1)).toBe("/healthz");
    expect(handled.length).toBeLessThanOrEqual(3);
  });

  it("drops a request whose client left while it waited, and says when each was read", async () => {
    const intake = createIntake({ budgetMs: 1, atOnce: isProbe });
    const handled: string[] = [];
    const listener = intake.wrap((req) => {
      handled.push(req.url!);
      busy(2);
    });
    const gone = request("/gone", true);
    const kept = request("/kept");
    const before = performance.now();
    listener(request("/first"), response);
    listener(gone, response);
    listener(kept, response);
    while (intake.queued) await new Promise((resolve) => setImmediate(resolve));
    expect(handled).toEqual(["/first", "/kept"]);
    expect(intake.arrivedAt(kept)).toBeGreaterThanOrEqual(before);
    expect(intake.arrivedAt(kept)).toBeLessThanOrEqual(performance.now());
  });

  it("over real HTTP: a burst of 60 requests read at once is served across iterations while /healthz answers first", async () => {
    const intake = createIntake({ budgetMs: 5, atOnce: isProbe });
    const order: string[] = [];
    const server = http.createServer(
      intake.wrap((req, res) => {
        order.push(req.url!);
        if (req.url !== "/healthz") busy(1);
        res.end("ok");
      }),
    );
    let accepted = 0;
    server.on("connection", () => (accepted += 1));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const sockets = await Promise.all(
        Array.from(
          { length: 61 },
          () =>
            new Promise<net.Socket>((resolve) => {
              const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
            }),
        ),
      );
      // Every connection accepted by the server, not only connected: one accepted in a later poll phase is read there.
      while (accepted < sockets.length) await new Promise((resolve) => setTimeout(resolve, 5));
      const answered = sockets.map((socket) => new Promise<void>((resolve) => socket.once("data", () => resolve())));
      sockets.forEach((socket, i) =>
        socket.write(`GET ${i === 60 ? "/healthz" : `/${i}`} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      );
      busy(50); // every request reaches the kernel before the server's next poll phase reads them all
      await Promise.all(answered);
      sockets.forEach((socket) => socket.destroy());
      // 60 ms of handling, 5 ms a turn: the probe, read last, is answered long before the last of them (about the
      // sixth; on a busy machine a few turns later, hence the margin); waiting its turn it would be the 61st.
      expect(order.indexOf("/healthz")).toBeLessThan(30);
      expect(order).toHaveLength(61);
    } finally {
      server.close();
    }
  });
});
