/** Relay-style connections as the Storefront API answers them, with opaque cursors. */
export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

const MAX_PAGE = 250;

export class ConnectionArgsError extends Error {}

const cursorOf = (index: number) => Buffer.from(`cursor:${index}`).toString("base64url");
function indexOf(cursor: string): number {
  const match = /^cursor:(\d+)$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match) throw new ConnectionArgsError(`Invalid cursor: ${cursor}`);
  return Number(match[1]);
}

export function connection<T>(items: readonly T[], args: ConnectionArgs = {}) {
  const { first, last, after, before } = args;
  if (first == null && last == null) throw new ConnectionArgsError("you must provide one of first or last");
  for (const n of [first, last]) {
    if (n != null && (n < 0 || n > MAX_PAGE))
      throw new ConnectionArgsError(`Argument must be between 0 and ${MAX_PAGE}`);
  }
  let start = after ? indexOf(after) + 1 : 0;
  let end = before ? indexOf(before) : items.length;
  end = Math.min(end, items.length);
  if (first != null) end = Math.min(end, start + first);
  if (last != null) start = Math.max(start, end - last);
  const slice = items.slice(start, end).map((node, i) => ({ node, cursor: cursorOf(start + i) }));
  return {
    edges: slice,
    nodes: slice.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: slice[0]?.cursor ?? null,
      endCursor: slice.at(-1)?.cursor ?? null,
    },
  };
}
