import { createStorefrontClient } from "@shopify/hydrogen-react";
import { createStorefrontCache, type CachePolicy, type StorefrontCache } from "./cache";
import { graphqlError, httpError, paymentRequired, StorefrontError } from "./errors";

/**
 * One Storefront API client for Shopify and the local storefront alike:
 * POST {query, variables} as JSON with the storefront access token header.
 */
export interface StorefrontOptions {
  /** "your-store.myshopify.com", or an origin such as "http://127.0.0.1:3000"; a function when known only later. */
  storeDomain: string | (() => string);
  token: string;
  apiVersion?: string;
  timeoutMs?: number;
  cache?: StorefrontCache;
}

export interface QueryOptions {
  variables?: Record<string, unknown>;
  cache?: CachePolicy;
}

export interface Storefront {
  readonly apiVersion: string;
  query<T>(document: string, options?: QueryOptions): Promise<T>;
}

interface GraphQLResponse<T> {
  data?: T;
  errors?: Array<{ message: string }> | Record<string, string>;
}

function errorMessages(errors: GraphQLResponse<unknown>["errors"]): string[] {
  if (!errors) return [];
  return Array.isArray(errors) ? errors.map((e) => e.message) : Object.values(errors).map(String);
}

export function createStorefront(options: StorefrontOptions): Storefront {
  const domain = () => (typeof options.storeDomain === "function" ? options.storeDomain() : options.storeDomain);
  const client = () =>
    createStorefrontClient({
      storeDomain: domain(),
      publicStorefrontToken: options.token,
      ...(options.apiVersion ? { storefrontApiVersion: options.apiVersion } : {}),
    });
  const apiVersion = /\/api\/([^/]+)\/graphql\.json$/.exec(client().getStorefrontApiUrl())![1];
  const cache = options.cache ?? createStorefrontCache();

  async function post<T>(document: string, variables: Record<string, unknown> | undefined): Promise<T> {
    const storefront = client();
    let response: Response;
    try {
      response = await fetch(storefront.getStorefrontApiUrl(), {
        method: "POST",
        headers: storefront.getPublicTokenHeaders({ contentType: "json" }),
        body: JSON.stringify({ query: document, variables: variables ?? {} }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
    } catch (error) {
      throw new StorefrontError(`Network error: ${(error as Error).message}`, "network");
    }
    if (response.status === 402) throw paymentRequired();
    if (!response.ok) throw httpError(response.status);
    let body: GraphQLResponse<T>;
    try {
      body = (await response.json()) as GraphQLResponse<T>;
    } catch (error) {
      // A body cut off by the timeout, or not JSON at all (a proxy's HTML page): a server fault worth one retry.
      const reason = (error as Error).name === "TimeoutError" ? "Network error: timed out" : "Invalid response from Shopify";
      throw new StorefrontError(reason, reason.startsWith("Network") ? "network" : "http", reason.startsWith("Network") ? undefined : 502);
    }
    if (!body || typeof body !== "object") throw new StorefrontError("Invalid response from Shopify", "http", 502);
    const messages = errorMessages(body.errors);
    if (messages.length > 0) throw graphqlError(messages);
    return body.data as T;
  }

  async function postWithRetry<T>(document: string, variables: Record<string, unknown> | undefined): Promise<T> {
    try {
      return await post<T>(document, variables);
    } catch (error) {
      if (error instanceof StorefrontError && error.retryable) return post<T>(document, variables);
      throw error;
    }
  }

  return {
    apiVersion,
    query<T>(document: string, { variables, cache: policy = "list" }: QueryOptions = {}) {
      if (policy === "none") return post<T>(document, variables);
      const key = `${domain()}|${apiVersion}|${document}|${JSON.stringify(variables ?? {})}`;
      return cache.read(key, policy, () => postWithRetry<T>(document, variables));
    },
  };
}
