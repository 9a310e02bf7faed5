import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express, { type NextFunction, type Request, type Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metrics } from "~/.server/ops/metrics";
import { createLoadShedder } from "~/.server/ops/overload";
import { createTurnQueue } from "~/.server/ops/turns";
import { until } from "./helpers";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The turn queue (turns.ts): requests past the page cache's hits start while
 * fewer than maxInProgress are in progress, at most budgetMs of starting per
 * event-loop turn, and one that has waited lateMs starts anyway, to be
 * refused by the shedder (503 + Retry-After) rather than wait on.
 */
describe("turn queue", () => {
  it("starts no more than its budget's worth of requests per event-loop turn", async () => {
    const turns = createTurnQueue({ budgetMs: 5, maxInProgress: 100, lateMs: 60_000 });
    const started: number[] = [];
    const fakeRequest = (i: number) => {
      const req = { socket: { destroyed: false } } as unknown as Request;
      const res = Object.assign(new EventEmitter(), {
        writeHead: () => res,
        setHeader: () => res,
        getHeader: () => undefined,
      }) as unknown as Response;
      turns.middleware(req, res, (() => {
        started.push(i);
        // Each start is 3 ms of synchronous work: a 5 ms budget fits two of them in a turn, never ten.
        const until = performance.now() + 3;
        while (performance.now() < until);
      }) as NextFunction);
    };
    for (let i = 0; i < 10; i++) fakeRequest(i);
    // The first of its route starts as it is read; the others not inside the poll phase that read them.
    expect(started).toEqual([0]);

    await nextTurn();
    expect(started.length).toBeGreaterThan(1);
    expect(started.length).toBeLessThan(10);
    for (let i = 0; i < 20 && started.length < 10; i++) await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]); // in arrival order
  });

  it("starts the first request of a route at once, every place taken, and its followers in line", async () => {
    const turns = createTurnQueue({
      budgetMs: 20,
      maxInProgress: 2,
      lateMs: 60_000,
      routeOf: (req) => (req as unknown as { route: string }).route,
    });
    const started: string[] = [];
    const answers: Array<() => void> = [];
    const send = (route: string, name = route) => {
      const req = { route, socket: { destroyed: false } } as unknown as Request;
      const res = Object.assign(new EventEmitter(), {
        writeHead: () => res,
        setHeader: () => res,
        getHeader: () => undefined,
      }) as unknown as Response;
      answers.push(() => res.emit("finish"));
      turns.middleware(req, res, (() => started.push(name)) as NextFunction);
    };
    // A flood of sign-in posts takes both places and waits behind itself.
    for (let i = 0; i < 5; i++) send("routes/auth", `auth-${i}`);
    for (let i = 0; i < 3; i++) await nextTurn();
    expect(started).toEqual(["auth-0", "auth-1"]);
    // A shopper's page and a probe: nothing of their routes in progress, so they start as read.
    send("routes/product.$handle", "product-a");
    send("healthz");
    expect(started.slice(2)).toEqual(["product-a", "healthz"]);
    expect(turns.inProgress).toBe(4);
    // A second product page while the first is in progress waits its turn, behind the flood.
    send("routes/product.$handle", "product-b");
    await nextTurn();
    expect(started).not.toContain("product-b");
    expect(turns.queued).toBe(4);
    // The four in progress answered: the next two in line start, in arrival order, the flood's first.
    for (const answer of answers.splice(0)) answer();
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(started.slice(4)).toEqual(["auth-2", "auth-3"]);
  });

  it("counts a request's wait from when it was read (the intake's wait too)", async () => {
    const readAt = performance.now() - 400; // read 400 ms ago, then waited in the intake
    const turns = createTurnQueue({ budgetMs: 20, maxInProgress: 10, lateMs: 300, arrivedAt: () => readAt });
    const req = { socket: { destroyed: false } } as unknown as Request;
    const res = Object.assign(new EventEmitter(), {
      writeHead: () => res,
      setHeader: () => res,
      getHeader: () => undefined,
    }) as unknown as Response;
    let started = false;
    turns.middleware(req, res, (() => (started = true)) as NextFunction);
    for (let i = 0; i < 5 && !started; i++) await nextTurn();
    expect(started).toBe(true);
    // Past lateMs, so the shedder refuses it (turn_wait) rather than serve it 400 ms late.
    expect(turns.waitedMs(req)).toBeGreaterThanOrEqual(400);
  });

  it("is late sooner while its queue stands late, and as before after a spike or once it drains", async () => {
    const LATE_MS = 300;
    const turns = createTurnQueue({ budgetMs: 20, maxInProgress: 1, lateMs: LATE_MS });
    const waits: number[] = [];
    const enqueue = () => {
      const req = { socket: { destroyed: false } } as unknown as Request;
      const res = Object.assign(new EventEmitter(), {
        writeHead: () => res,
        setHeader: () => res,
        getHeader: () => undefined,
      }) as unknown as Response;
      // Never answered: the first holds the only place, the others start only once late.
      turns.middleware(req, res, (() => waits.push(turns.waitedMs(req))) as NextFunction);
    };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    enqueue();
    await nextTurn();

    // A spike: one request waits until late, once.
    enqueue();
    await sleep(LATE_MS + 600);
    expect(turns.lateMs()).toBe(LATE_MS);
    expect(waits.at(-1)).toBeGreaterThanOrEqual(LATE_MS);

    // A queue that stays late: a newcomer every 20 ms.
    const arrivals = setInterval(enqueue, 20);
    try {
      await until(
        async () => turns.lateMs(),
        (late) => late < LATE_MS,
        20,
      );
      expect(turns.lateMs()).toBe(0.8 * LATE_MS);
      await sleep(LATE_MS); // the first in line's wake-up was set before
      const since = waits.length;
      await sleep(300);
      // Those started late now waited 240 ms, not 300.
      expect(Math.max(...waits.slice(since))).toBeLessThan(LATE_MS - 30);
    } finally {
      clearInterval(arrivals);
    }
    await until(
      async () => turns.lateMs(),
      (late) => late === LATE_MS,
      20,
    );
    expect(turns.lateMs()).toBe(LATE_MS);
  });

  it("serves a late request when few are in flight (a cold start's first pages are not overload)", async () => {
    const turns = createTurnQueue({ budgetMs: 20, maxInProgress: 1, lateMs: 50 });
    const shedder = createLoadShedder({
      minInFlight: 16,
      arrived: () => 2,
      waitedMs: turns.waitedMs,
      lateMs: () => 50,
    });
    let release = () => {};
    const app = express();
    app.use((req, res, next) => turns.middleware(req, res, () => shedder(req, res, next)));
    app.get("/slow", async (_req, res) => {
      await new Promise<void>((resolve) => (release = resolve));
      res.send("slow done");
    });
    app.get("/page", (_req, res) => void res.send("served"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const slow = fetch(`${origin}/slow`).then((r) => r.text());
      await until(
        async () => turns.inProgress,
        (n) => n === 1,
      );
      // Waits past lateMs behind the slow one, then starts late: with 2 in flight it is served, not refused.
      const answer = await fetch(`${origin}/page`, { headers: { Accept: "text/html" } });
      expect([answer.status, await answer.text()]).toEqual([200, "served"]);
      release();
      expect(await slow).toBe("slow done");
    } finally {
      release();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);

  describe("over HTTP, behind the shedder", () => {
    const LATE_MS = 1_000;
    let server: Server;
    let origin: string;
    let releaseSlow = () => {};
    let started = () => {};
    /** A /slow request that has started (and holds the only place until released). */
    const startSlow = async () => {
      const running = new Promise<void>((resolve) => (started = resolve));
      const answer = fetch(`${origin}/slow`).then((r) => r.text());
      await running;
      return { answer };
    };
    const turns = createTurnQueue({ budgetMs: 20, maxInProgress: 1, lateMs: LATE_MS });
    const shedder = createLoadShedder({
      minInFlight: 0,
      arrived: () => 0,
      waitedMs: turns.waitedMs,
      lateMs: turns.lateMs,
    });

    beforeAll(async () => {
      const app = express();
      app.use((req, res, next) => turns.middleware(req, res, () => shedder(req, res, next)));
      app.get("/slow", async (_req, res) => {
        started();
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        res.send("slow done");
      });
      app.get("/page", (_req, res) => void res.send("served"));
      server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      releaseSlow();
      await new Promise((resolve) => server.close(resolve));
    });

    const shedCount = async () =>
      (await metrics.shed.get()).values.find((v) => v.labels.reason === "turn_wait")?.value ?? 0;
    const page = () =>
      fetch(`${origin}/page`, { headers: { Accept: "text/html" } }).then(async (r) => ({
        status: r.status,
        retryAfter: r.headers.get("retry-after"),
        html: await r.text(),
      }));

    it("holds a request while the one in progress runs, refuses it once it has waited too long, then serves again", async () => {
      const before = await shedCount();
      const { answer: slow } = await startSlow();

      // The only place is taken: this one waits, and past LATE_MS it is answered 503 instead of waiting on.
      const stillWaiting = new Promise<"still waiting">((resolve) =>
        setTimeout(() => resolve("still waiting"), 10_000),
      );
      const answer = await Promise.race([page(), stillWaiting]);
      expect(answer).not.toBe("still waiting");
      if (answer === "still waiting") return;
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.html).toContain("Service temporarily unavailable");
      expect(await shedCount()).toBeGreaterThan(before);
      expect(turns.inProgress).toBe(1);

      releaseSlow();
      expect(await slow).toBe("slow done");
      const after = await page();
      expect([after.status, after.html]).toEqual([200, "served"]);
    }, 30_000);

    it("starts a waiting request as soon as the one in progress finishes", async () => {
      const { answer: slow } = await startSlow();
      const waiting = page();
      await until(
        async () => turns.queued,
        (queued) => queued === 1,
      );
      expect(turns.queued).toBe(1);
      releaseSlow();
      expect(await slow).toBe("slow done");
      expect((await waiting).status).toBe(200);
    }, 30_000);
  });
});
