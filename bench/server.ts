import { startServerProcess } from "../scripts/server-process";

/**
 * The production build on embedded defaults in its own process, for the page
 * benchmarks (abuse limits raised), measured once it has settled: after the
 * embedded storefront has drawn its product images ahead, as a shop that has
 * been up a minute has (docs/decisions/0024).
 */
export async function startBenchServer(port: number, env: Record<string, string> = {}) {
  const server = await startServerProcess({ RATE_LIMIT_SCALE: "1000", PREDRAW_IMAGES: "on", ...env }, port);
  if (env.PUBLIC_STORE_DOMAIN) return server;
  for (let waited = 0; !/product images drawn ahead|drawing images ahead failed/.test(server.output()); waited++) {
    if (waited > 600) throw new Error(`the product images were not drawn within 5 minutes: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return server;
}
