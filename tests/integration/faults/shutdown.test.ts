import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heroVideos } from "~/content/home";
import { createEventParser } from "~/lib/chat/sse";
import { createFaultDatabase, FAULT_DATABASE_SERVER } from "../../support/fault-database";
import { startServerProcess } from "../../../scripts/server-process";
import { startSlowModel } from "../../support/slow-model";
import { startSwitchableStorefront } from "../../support/switchable-storefront";

/**
 * SIGTERM while a slow page and a chat stream are in flight: the page is
 * answered in full, a chat reply that ends within the grace period is saved
 * whole, one that does not is closed cleanly and not saved, the database is
 * closed and the process exits 0.
 */

/** Reads a chat stream; resolves `firstChunk` as soon as text arrives, `done` with everything (or the read error). */
function readChat(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let raw = "";
  let onFirst = () => {};
  const firstChunk = new Promise<void>((resolve) => (onFirst = resolve));
  const done = (async () => {
    try {
      for (;;) {
        const step = await reader.read();
        if (step.done) return { raw, error: null };
        raw += decoder.decode(step.value, { stream: true });
        if (raw.includes("part1")) onFirst();
      }
    } catch (error) {
      return { raw, error: error as Error };
    }
  })();
  return { firstChunk, done };
}

describe.skipIf(!FAULT_DATABASE_SERVER)("SIGTERM during requests", () => {
  let model: Awaited<ReturnType<typeof startSlowModel>>;
  let shopify: Awaited<ReturnType<typeof startSwitchableStorefront>>;
  const databases: Array<Awaited<ReturnType<typeof createFaultDatabase>>> = [];
  const handle = heroVideos.find((v) => v.productHandle)!.productHandle!;

  beforeAll(async () => {
    model = await startSlowModel();
    shopify = await startSwitchableStorefront({ slowMs: 1500 });
  });
  afterAll(async () => {
    await model.close();
    await shopify.close();
    for (const database of databases) await database.drop();
  });

  async function start() {
    const database = await createFaultDatabase(FAULT_DATABASE_SERVER!);
    databases.push(database);
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      PUBLIC_STORE_DOMAIN: shopify.origin,
      PUBLIC_STOREFRONT_API_TOKEN: "stand-in",
      LLM_BASE_URL: model.baseUrl,
      LLM_API_KEY: "sk-test",
      LLM_MODEL: "stand-in",
      RATE_LIMIT_SCALE: "50",
    });
    const chat = (content: string) =>
      fetch(`${server.origin}/api/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream", Origin: server.origin },
        body: JSON.stringify({ messages: [{ role: "user", content }], products: [], sessionId: `s-${Date.now()}` }),
      });
    return { database, server, chat };
  }

  it("finishes the slow page and the chat reply under way, saves the reply whole, and exits 0", async () => {
    const { database, server, chat } = await start();
    model.state.chunks = 6;
    shopify.state.mode = "slow";
    const page = fetch(`${server.origin}/product/${handle}`).then(async (r) => ({
      status: r.status,
      html: await r.text(),
    }));
    const stream = readChat(await chat("How can I sleep better?"));
    await stream.firstChunk;

    const exitCode = await server.signal("SIGTERM");
    const reply = await stream.done;
    const { status, html } = await page;

    expect(exitCode).toBe(0);
    expect(status).toBe(200);
    expect(html.trimEnd()).toMatch(/<\/html>|<\/script>/);
    expect(reply.error).toBeNull();
    const events = createEventParser().push(reply.raw);
    expect(events.some((e) => e.type === "done")).toBe(true);
    expect(events.some((e) => e.type === "saved")).toBe(true);
    expect(await database.query("select role, content from chat_messages order by created_at")).toEqual([
      { role: "user", content: "How can I sleep better?" },
      { role: "assistant", content: "part1 part2 part3 part4 part5 part6 " },
    ]);
    expect(server.output()).toContain("SIGTERM: finishing open requests");
  }, 90_000);

  it("ends a reply still streaming after the grace period cleanly, unsaved, and exits 0", async () => {
    const { database, server, chat } = await start();
    model.state.chunks = "hang";
    shopify.state.mode = "ok";
    const stream = readChat(await chat("Tell me about magnesium"));
    await stream.firstChunk;

    const exitCode = await server.signal("SIGTERM");
    const reply = await stream.done;

    expect(exitCode).toBe(0);
    // A clean end of the response (no socket torn down), without [DONE] or a saved id.
    expect(reply.error).toBeNull();
    expect(reply.raw).toContain("part1");
    const events = createEventParser().push(reply.raw);
    expect(events.some((e) => e.type === "done" || e.type === "saved")).toBe(false);
    expect(await database.query("select role from chat_messages")).toEqual([{ role: "user" }]);
  }, 90_000);
});
