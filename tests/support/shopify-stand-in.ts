import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server that answers as Shopify's Storefront API does, with
 * responses scripted per test; it counts the requests it receives.
 */
export interface ScriptedAnswer {
  status?: number;
  body?: unknown;
}

export async function startShopifyStandIn(
  answer: (body: { query: string; variables: Record<string, unknown> }) => ScriptedAnswer,
) {
  const requests: Array<{
    url: string;
    headers: http.IncomingHttpHeaders;
    body: { query: string; variables: Record<string, unknown> };
  }> = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}");
      requests.push({ url: req.url ?? "", headers: req.headers, body });
      const { status = 200, body: reply = {} } = answer(body);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply));
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
