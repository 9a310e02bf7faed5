import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatRequestError, streamChat } from "~/components/chat/stream-client";
import { apologyFor, CHAT_ERRORS } from "~/lib/chat/messages";
import { createFaultDatabase, FAULT_DATABASE_SERVER } from "../../support/fault-database";
import { startServerProcess } from "../../../scripts/server-process";
import { startSlowModel } from "../../support/slow-model";

/**
 * The model breaking off mid-reply, seen from the widget's own stream client
 * against the production build: the shopper gets the spec's error message,
 * and only their own message is stored — no partial reply.
 */
describe.skipIf(!FAULT_DATABASE_SERVER)("the chat when the model fails mid-stream", () => {
  let model: Awaited<ReturnType<typeof startSlowModel>>;
  let database: Awaited<ReturnType<typeof createFaultDatabase>>;
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  const browserFetch = globalThis.fetch;

  beforeAll(async () => {
    model = await startSlowModel();
    model.state.chunks = "cut";
    database = await createFaultDatabase(FAULT_DATABASE_SERVER!);
    server = await startServerProcess({
      DATABASE_URL: database.url,
      LLM_BASE_URL: model.baseUrl,
      LLM_API_KEY: "sk-test",
      LLM_MODEL: "stand-in",
      RATE_LIMIT_SCALE: "50",
    });
    // The widget posts to a relative URL, as a page would; resolve it against the shop's origin.
    globalThis.fetch = (input, init) =>
      browserFetch(typeof input === "string" && input.startsWith("/") ? `${server.origin}${input}` : input, init);
  }, 120_000);
  afterAll(async () => {
    globalThis.fetch = browserFetch;
    await server?.stop();
    await model?.close();
    await database?.drop();
  });

  it("shows the spec's error and saves no partial reply", async () => {
    const deltas: string[] = [];
    const saved: string[] = [];
    const failure = await streamChat([{ role: "user", content: "Which magnesium is best?" }], "cut-session", {
      onDelta: (d) => deltas.push(d),
      onSaved: (id) => saved.push(id),
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(deltas.join("")).toContain("part1");
    expect(failure).toBeInstanceOf(ChatRequestError);
    expect((failure as Error).message).toBe(CHAT_ERRORS.failed);
    expect(apologyFor((failure as Error).message)).toBe(
      "I apologize, but I encountered an error: Failed to get response. Please try again.",
    );
    expect(saved).toEqual([]);
    expect(await database.query("select role, content from chat_messages")).toEqual([
      { role: "user", content: "Which magnesium is best?" },
    ]);
  }, 60_000);
});
