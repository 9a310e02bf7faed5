import { answer, failureMessage, refuse } from "./result";

/**
 * With scripts, the shop's forms submit through Remix (a fetcher or a client
 * navigation) and cancel the browser's own submit; WebMCP then needs the
 * tool's result through `SubmitEvent.respondWith`, else it reports the call
 * as a page error. This answers such calls with what the form's action or
 * loader answered, once the page's router is idle again.
 */
interface Fetcher {
  state: string;
  data?: unknown;
}
interface RouterState {
  navigation: { state: string };
  fetchers: Map<string, Fetcher>;
  actionData: Record<string, unknown> | null;
  location: { pathname: string; search: string };
}
interface PageRouter {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}
type AgentSubmitEvent = SubmitEvent & { agentInvoked?: boolean; respondWith?: (result: Promise<unknown>) => void };

const FALLBACK = "The form could not be sent. Please try again.";

function settled(router: PageRouter) {
  const busy = [...router.state.fetchers].filter(([, f]) => f.state !== "idle").map(([key]) => key);
  const results = new Map<string, unknown>();
  return new Promise<unknown>((resolve) => {
    const check = (state: RouterState) => {
      for (const key of busy) {
        const f = state.fetchers.get(key);
        if (f?.state === "idle") results.set(key, f.data);
      }
      const idle =
        state.navigation.state === "idle" &&
        busy.every(
          (key) => state.fetchers.get(key)?.state !== "submitting" && state.fetchers.get(key)?.state !== "loading",
        );
      if (!idle) return;
      stop();
      const data = busy.length ? results.get(busy[0]) : Object.values(state.actionData ?? {})[0];
      const failed = data && typeof data === "object" && (data as { ok?: boolean }).ok === false;
      resolve(
        failed
          ? refuse(failureMessage(data, FALLBACK))
          : answer({ page: state.location.pathname + state.location.search, done: true }),
      );
    };
    const stop = router.subscribe(check);
    // The submit may already be over (a form refused in the browser, nothing sent).
    queueMicrotask(() => check(router.state));
  });
}

export function answerAgentSubmits(signal: AbortSignal) {
  window.addEventListener(
    "submit",
    (event: AgentSubmitEvent) => {
      const router = (window as unknown as { __remixRouter?: PageRouter }).__remixRouter;
      if (!event.agentInvoked || !event.defaultPrevented || !event.respondWith || !router) return;
      event.respondWith(settled(router));
    },
    { signal },
  );
}
