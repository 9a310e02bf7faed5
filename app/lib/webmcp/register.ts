import { answerAgentSubmits } from "./agent-submit";
import { refuse } from "./result";
import { COULD_NOT_ANSWER, shopTools, type ToolClient } from "./tools";

interface ModelContext {
  registerTool(tool: object, options?: { signal?: AbortSignal }): unknown;
}

/**
 * Registers the shop's imperative WebMCP tools on `document.modelContext` and
 * answers agent-invoked form submits. Loaded only where the browser has the
 * API. Returns the unregister function. A tool never throws: an unexpected
 * failure is a tool error with a plain message.
 */
export function registerAgentTools(modelContext: ModelContext): () => void {
  const controller = new AbortController();
  answerAgentSubmits(controller.signal);
  for (const tool of shopTools) {
    void Promise.resolve(
      modelContext.registerTool(
        {
          ...tool,
          execute: (input: unknown, client?: ToolClient) =>
            tool.execute(input, client).catch(() => refuse(COULD_NOT_ANSWER)),
        },
        { signal: controller.signal },
      ),
    ).catch(() => undefined);
  }
  return () => controller.abort();
}
