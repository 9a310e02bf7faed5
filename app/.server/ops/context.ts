import { AsyncLocalStorage } from "node:async_hooks";
import { oncePerProcess } from "./once";

/** What every log line written while serving a request carries. */
export interface RequestContext {
  requestId: string;
  /** The route that serves it (routes.ts), for what is counted while serving it. */
  route?: string;
}

/** The request being served, carried through its async work (storefront, database, mail and chat calls). */
export const requestContext = oncePerProcess("requestContext", () => new AsyncLocalStorage<RequestContext>());

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

export const currentRoute = (): string => requestContext.getStore()?.route ?? "none";
