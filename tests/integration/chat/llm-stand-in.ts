import http from "node:http";
import type { AddressInfo } from "node:net";

export type Mode = "stream" | "429" | "402" | "broken";

/** A local OpenAI-compatible chat-completions server: streams chunks, refuses with 429/402, or cuts the stream. */
export async function startLlmStandIn() {
  const state = {
    mode: "stream" as Mode,
    /** What the model says, chunk by chunk (the default ends with a link to Magnesium Glycinate). */
    reply: null as string[] | null,
    requests: [] as Array<{
      auth?: string;
      body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
    }>,
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.url !== "/v1/chat/completions") return void res.writeHead(404).end();
      state.requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      if (state.mode === "429" || state.mode === "402")
        return void res.writeHead(Number(state.mode), { "Content-Type": "application/json" }).end('{"error":"no"}');
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
      if (state.reply) {
        for (const part of state.reply) res.write(chunk(part));
        return void res.end("data: [DONE]\n\n");
      }
      res.write(chunk("Try "));
      res.write(chunk("[Magnesium Glycinate](/product/magnesium-glycinate)"));
      if (state.mode === "broken") return void setTimeout(() => res.destroy(), 100);
      res.write(chunk("."));
      res.end("data: [DONE]\n\n");
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    state,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise((r) => server.close(r)),
  };
}
