export type Fetch = typeof fetch;

export class FeedError extends Error {}

/** GETs a feed's text; any non-2xx answer, timeout or network failure is a FeedError with a readable message. */
export async function fetchFeedText(
  url: string,
  options: { fetch?: Fetch; timeoutMs?: number; accept?: string } = {},
): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      headers: { Accept: options.accept ?? "*/*", "User-Agent": "BioLife community feed reader" },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      redirect: "follow",
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new FeedError(
      `Could not reach the feed at ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    );
  }
  if (!response.ok) throw new FeedError(`The feed at ${url} answered HTTP ${response.status}`);
  return response.text();
}

/** Feed text as plain text: tags dropped, common entities decoded, whitespace collapsed. */
export function plainText(value: unknown, max = 2000): string {
  if (value === null || value === undefined) return "";
  const text = String(
    typeof value === "object" && "#text" in (value as object) ? (value as { "#text": unknown })["#text"] : value,
  );
  return text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

/** An absolute http(s) URL, or null. */
export function httpUrl(value: unknown): string | null {
  const text = plainText(value, 2000);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The first non-blank value, as plain text (or null). */
export function firstText(...values: unknown[]): string | null {
  for (const value of values) {
    const text = plainText(value);
    if (text) return text;
  }
  return null;
}

/** Keeps the first item for each key (the de-duplication by source URL). */
export function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
