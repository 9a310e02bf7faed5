import { describe, expect, it, vi } from "vitest";
import { chatAction, type ChatActionDeps } from "~/.server/chat/chat-action";
import { knowledgeAdmin, loadActiveKnowledge } from "~/.server/chat/knowledge";
import { createLlmBackend } from "~/.server/chat/llm";
import { createOfflineBackend } from "~/.server/chat/offline";
import { createChatStore } from "~/.server/chat/store";
import type { ChatBackend } from "~/.server/chat/backend";
import { signedIn } from "~/.server/db/as-user";
import { createHealthChat } from "~/.server/functions/health-chat";
import { logger } from "~/.server/ops/logger";
import { createSendHealthInfo } from "~/.server/functions/send-health-info";
import { createLimiter } from "~/.server/rate-limit";
import { createEventParser, type StreamEvent } from "~/lib/chat/sse";
import type { ChatProduct } from "~/lib/chat/types";
import { databaseAndModel, newAdmin } from "./database-and-model";

const TOKEN = "test-token";
const products: ChatProduct[] = [
  {
    id: "1",
    handle: "blood-sugar-maintenance",
    title: "Blood Sugar Maintenance",
    price: "34.99",
    description: "Berberine and cinnamon",
  },
  {
    id: "2",
    handle: "magnesium-glycinate",
    title: "Magnesium Glycinate",
    price: "19.99",
    description: "Gentle magnesium",
  },
];

const env = databaseAndModel();

function deps(backend: ChatBackend, allow: ChatActionDeps["allow"] = async () => true): ChatActionDeps {
  const fn = createHealthChat({ backend, loadKnowledge: () => loadActiveKnowledge(env.db), token: TOKEN });
  return {
    allow,
    products: async () => products,
    store: createChatStore(env.db),
    callHealthChat: (body, signal) =>
      fn(
        new Request("http://fn/", {
          method: "POST",
          headers: { Authorization: `Bearer ${TOKEN}` },
          body: JSON.stringify(body),
          signal,
        }),
      ),
  };
}

const ask = (content: string, sessionId = `s-${Math.random()}`) =>
  new Request("http://shop/api/chat", {
    method: "POST",
    body: JSON.stringify({ messages: [{ role: "user", content }], products: [], sessionId }),
  });

async function read(response: Response) {
  const raw = await response.text();
  const events: StreamEvent[] = createEventParser().push(raw);
  return { raw, events, text: events.flatMap((e) => (e.type === "delta" ? [e.content] : [])).join("") };
}

const llmBackend = () => createLlmBackend({ baseUrl: env.llm.baseUrl, apiKey: "sk-test", model: "stand-in" });
const messageCount = async () =>
  Number(
    (
      await env.db
        .selectFrom("chat_messages")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("api.chat relay against an OpenAI-compatible endpoint", () => {
  it("streams the model's chunks in the spec's format, grounded and authorised, and saves the reply", async () => {
    const response = await chatAction(ask("Can magnesium help me sleep?"), "ip1", deps(llmBackend()));
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    const { raw, events, text } = await read(response);
    expect(text).toBe("Try [Magnesium Glycinate](/product/magnesium-glycinate).");
    expect(raw).toContain('data: {"choices":[{"delta":{"content":"Try "}}]}\n\n');
    expect(events.at(-2)).toEqual({ type: "done" });
    const saved = events.at(-1);
    expect(saved?.type).toBe("saved");
    const request = env.llm.state.requests[0];
    expect(request.auth).toBe("Bearer sk-test");
    expect(request.body.stream).toBe(true);
    expect(request.body.messages[0].role).toBe("system");
    expect(request.body.messages[0].content).toContain("never medical advice");
    expect(request.body.messages[0].content).toContain("What can help me sleep better?"); // the relevant seed entry
    expect(request.body.messages[0].content).toContain("magnesium-glycinate");
    const row = await env.db
      .selectFrom("chat_messages")
      .selectAll()
      .where("id", "=", (saved as { messageId: string }).messageId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: "assistant", content: text });
  });

  it("passes 429 and 402 through with the widget's messages", async () => {
    for (const [mode, message] of [
      ["429", "Too many requests. Please wait a moment and try again."],
      ["402", "Service temporarily unavailable. Please try again later."],
    ] as const) {
      env.llm.state.mode = mode;
      const response = await chatAction(ask("sleep"), "ip1", deps(llmBackend()));
      expect(response.status).toBe(Number(mode));
      expect(await response.json()).toEqual({ error: message });
    }
  });

  it("does not save a reply whose stream broke, and never sends [DONE] for it", async () => {
    env.llm.state.mode = "broken";
    const before = await messageCount();
    const { events, text } = await read(await chatAction(ask("sleep"), "ip1", deps(llmBackend())));
    expect(text).toContain("Try ");
    expect(events.some((e) => e.type === "done" || e.type === "saved")).toBe(false);
    expect(await messageCount()).toBe(before + 1); // the user's message only
  });

  it("refuses over the limit, bad input, and unauthorised calls to the function", async () => {
    const limiter = createLimiter({ name: `chat-test-${Math.random()}`, points: 1, duration: 60 });
    const limited = deps(createOfflineBackend(), (s, ip) => limiter.consume(`session:${s}`, `ip:${ip}`));
    expect((await chatAction(ask("sleep", "one"), "ip9", limited)).status).toBe(200);
    expect((await chatAction(ask("sleep", "two"), "ip9", limited)).status).toBe(429);
    expect((await chatAction(ask("   "), "ip1", deps(createOfflineBackend()))).status).toBe(400);
    expect((await chatAction(ask("x".repeat(2001)), "ip1", deps(createOfflineBackend()))).status).toBe(400);
    const fn = createHealthChat({ backend: createOfflineBackend(), loadKnowledge: async () => [], token: TOKEN });
    expect((await fn(new Request("http://fn/", { method: "POST", body: "{}" }))).status).toBe(401);
  });
});

describe("api.chat with the offline responder", () => {
  it("answers blood sugar from the seeded knowledge base with a product link, in several chunks", async () => {
    const { events, text } = await read(
      await chatAction(ask("What helps with blood sugar?"), "ip1", deps(createOfflineBackend())),
    );
    expect(text).toContain("Steady blood sugar starts on the plate");
    expect(text).toContain("[Blood Sugar Maintenance](/product/blood-sugar-maintenance)");
    expect(events.filter((e) => e.type === "delta").length).toBeGreaterThan(5);
    expect(events.at(-1)?.type).toBe("saved");
  });

  it("uses an admin's new entry in the very next answer, and stops when it is deactivated", async () => {
    const store = knowledgeAdmin(env.db, await newAdmin(env.db));
    const question = "What is fonio and is it good for me?";
    expect((await read(await chatAction(ask(question), "ip1", deps(createOfflineBackend())))).text).toContain(
      "I don't have an answer to that yet",
    );
    await store.create({
      category: "Nutrition",
      question,
      answer: "Fonio is an ancient West African grain, naturally gluten-free.",
      keywords: ["fonio", "grain"],
      is_active: true,
    });
    expect((await read(await chatAction(ask(question), "ip1", deps(createOfflineBackend())))).text).toContain(
      "Fonio is an ancient West African grain",
    );
    const [entry] = (await store.list()).filter((e) => e.question === question);
    await store.update(entry.id, { ...entry, is_active: false });
    expect((await read(await chatAction(ask(question), "ip1", deps(createOfflineBackend())))).text).toContain(
      "I don't have an answer to that yet",
    );
  });

  it("keeps knowledge writes to admins (RLS) and one rating per message", async () => {
    const user = await env.db
      .insertInto("auth.users")
      .values({ email: `user-${Math.random()}@example.com` })
      .returning("id")
      .executeTakeFirstOrThrow();
    await expect(
      knowledgeAdmin(env.db, signedIn(user.id)).create({
        category: "x",
        question: "x",
        answer: "x",
        keywords: [],
        is_active: true,
      }),
    ).rejects.toThrow();
    const chat = createChatStore(env.db);
    const conversation = await chat.conversationFor("rating-session");
    expect(await chat.conversationFor("rating-session")).toBe(conversation);
    const id = await chat.saveMessage(conversation, "assistant", "hello");
    expect(await chat.rate(id, 1)).toBe("saved");
    expect(await chat.rate(id, -1)).toBe("duplicate");
    expect(await chat.rate("00000000-0000-4000-8000-000000000000", 1)).toBe("missing");
  });
});

describe("a reader that goes away mid-answer", () => {
  it("ends the stream quietly: a shopper closing the chat is no broken stream", async () => {
    const errors = vi.spyOn(logger, "error");
    const fn = createHealthChat({
      backend: createOfflineBackend(),
      loadKnowledge: () => loadActiveKnowledge(env.db),
      token: TOKEN,
    });
    for (let i = 0; i < 5; i++) {
      const response = await fn(
        new Request("http://fn/", {
          method: "POST",
          headers: { Authorization: `Bearer ${TOKEN}` },
          body: JSON.stringify({
            messages: [{ role: "user", content: "What helps with blood sugar?" }],
            products,
            sessionId: `gone-${i}`,
          }),
        }),
      );
      const reader = response.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('"content"');
      await reader.cancel();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringContaining("stream broke"),
    );
    errors.mockRestore();
  });
});

describe("send-health-info", () => {
  it("mails with the brand subject behind bearer authorization", async () => {
    const sent: Array<{ to: string; subject: string; text: string }> = [];
    const fn = createSendHealthInfo({ sendMail: async (m) => sent.push(m), token: TOKEN, siteUrl: "http://shop" });
    const body = JSON.stringify({
      email: "a@b.co",
      subject: "x",
      content: "Magnesium notes",
      productInfo: "Magnesium Glycinate",
    });
    expect((await fn(new Request("http://fn/", { method: "POST", body }))).status).toBe(401);
    const ok = await fn(
      new Request("http://fn/", { method: "POST", headers: { Authorization: `Bearer ${TOKEN}` }, body }),
    );
    expect(await ok.json()).toEqual({ success: true });
    expect(sent[0]).toMatchObject({ to: "a@b.co", subject: "Health Information from BioLife" });
    expect(sent[0].text).toContain("Magnesium Glycinate");
    const bad = await fn(
      new Request("http://fn/", {
        method: "POST",
        headers: { Authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ email: "nope", content: "x" }),
      }),
    );
    expect(bad.status).toBe(400);
  });
});
