import { useEffect } from "react";

/**
 * The shop's WebMCP tools, for the shopper's own AI agent: fetched and
 * registered after hydration, and only where the browser has the API, so other
 * browsers load nothing more than this check.
 */
export function AgentTools() {
  useEffect(() => {
    const modelContext = (document as { modelContext?: object }).modelContext;
    if (!modelContext) return;
    let unregister: (() => void) | undefined;
    let cancelled = false;
    void import("~/lib/webmcp/register").then(({ registerAgentTools }) => {
      if (!cancelled) unregister = registerAgentTools(modelContext as Parameters<typeof registerAgentTools>[0]);
    });
    return () => {
      cancelled = true;
      unregister?.();
    };
  }, []);
  return null;
}
