import http from "node:http";
import type { AddressInfo } from "node:net";

/** An OpenAI-compatible model that streams slowly: finishing after `chunks` chunks, never ("hang"), or breaking off after two ("cut"). */
export async function startSlowModel() {
  const state = { chunks: 6 as number | "hang" | "cut", started: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      state.started += 1;
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      let sent = 0;
      const timer = setInterval(() => {
        if (typeof state.chunks === "number" && sent >= state.chunks) {
          clearInterval(timer);
          res.end("data: [DONE]\n\n");
          return;
        }
        if (state.chunks === "hang" && sent >= 2) return;
        if (state.chunks === "cut" && sent >= 2) {
          clearInterval(timer);
          res.destroy();
          return;
        }
        sent += 1;
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: `part${sent} ` } }] })}\n\n`);
      }, 250);
      res.on("close", () => clearInterval(timer));
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    state,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
