import { performance } from "node:perf_hooks";
import { loadActiveKnowledge } from "~/.server/chat/knowledge";
import { createOfflineBackend } from "~/.server/chat/offline";
import { connect } from "~/.server/db/connect";
import { runMigrations } from "~/.server/db/migrate";
import { createHealthChat } from "~/.server/functions/health-chat";
import type { ChatProduct } from "~/lib/chat/types";
import type { Row } from "./measure";
import { startBenchServer } from "./server";

/**
 * Chat first-token time on the offline responder: the health-chat function
 * called in process, against the same question through api.chat on the
 * production build (validation, limit, catalogue, saving the user message,
 * relay, HTTP). Needs `npm run build` first.
 */
const PORT = 3791;
const QUESTION = "What helps with blood sugar?";
const RUNS = 30;

async function firstToken(response: Response): Promise<number | null> {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  const at = performance.now();
  await reader.cancel();
  return value && new TextDecoder().decode(value).includes('"content"') ? at : null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)].toFixed(2));
};

async function direct(): Promise<number> {
  const db = connect({ dataDir: null });
  await runMigrations(db);
  const products: ChatProduct[] = [
    { id: "1", title: "Blood Sugar Maintenance", handle: "blood-sugar-maintenance", price: "34.99", description: "" },
  ];
  const fn = createHealthChat({
    backend: createOfflineBackend(),
    loadKnowledge: () => loadActiveKnowledge(db),
    token: "bench",
  });
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const response = await fn(
      new Request("http://fn/", {
        method: "POST",
        headers: { Authorization: "Bearer bench" },
        body: JSON.stringify({ messages: [{ role: "user", content: QUESTION }], products, sessionId: `bench-${i}` }),
      }),
    );
    const at = await firstToken(response);
    if (at && i >= 3) times.push(at - start);
  }
  await db.destroy();
  return median(times);
}

async function throughRoute(): Promise<number> {
  const server = await startBenchServer(PORT);
  try {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      const response = await fetch(`${server.origin}/api/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          messages: [{ role: "user", content: QUESTION }],
          products: [],
          sessionId: `bench-${i}`,
        }),
      });
      const at = await firstToken(response);
      if (at && i >= 3) times.push(at - start);
    }
    return median(times);
  } finally {
    await server.stop();
  }
}

export async function chatBench(): Promise<Row[]> {
  const fn = await direct();
  const route = await throughRoute();
  return [
    { section: "chat first token (offline, median)", name: "health-chat function, in process", value: fn, unit: "ms" },
    { section: "chat first token (offline, median)", name: "through api.chat (HTTP, relay)", value: route, unit: "ms" },
  ];
}
