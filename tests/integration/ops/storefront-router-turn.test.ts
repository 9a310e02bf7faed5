import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountLocalStorefront } from "../../../local-storefront/mount";

/**
 * The embedded storefront's router is mounted ahead of the shop. Express's
 * router hands a request none of its routes match on in a setImmediate, which
 * put every shop request off to the event loop's next turn, outside the turn
 * queue's budget (turns.ts): a shop request passes it in the same turn.
 */
describe("local storefront router", () => {
  let origin: string;
  let close: () => Promise<void>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-router-turn-"));

  beforeAll(async () => {
    const app = express();
    app.use((req, res, next) => {
      res.locals.sameTurn = true;
      setImmediate(() => (res.locals.sameTurn = false));
      next();
    });
    mountLocalStorefront(app, { dataDir });
    app.use((_req, res) => void res.send(res.locals.sameTurn ? "same turn" : "a later turn"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("hands a shop request on in the same event-loop turn", async () => {
    expect(await (await fetch(`${origin}/shop`)).text()).toBe("same turn");
  });

  it("still answers the storefront's own paths", async () => {
    const response = await fetch(`${origin}/api/2024-10/graphql.json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "query ReadinessProbe { __typename }" }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data?: unknown }).data).toBeTruthy();
  });
});
