import { dedupeById } from "./dedupe";
import { byFormType } from "./form-type";
import { sortProducts } from "./sort";
import type { ListingEntry, SortKey } from "./types";
import { honeycombsLast, withoutFilteredVendors } from "./vendors";

export const PAGE_SIZE = 12;

/**
 * The spec's list order: filtered vendors out, duplicates out, capsules then
 * powders then liquids, Honeycombs last, and the chosen sort applied last.
 */
export function listProducts<T extends ListingEntry>(products: readonly T[], sort: SortKey = "featured"): T[] {
  // The catalogue answers the same array until its cache refreshes: each order is worked out once per array.
  let orders = listed.get(products);
  if (!orders) listed.set(products, (orders = new Map()));
  let list = orders.get(sort);
  if (!list)
    orders.set(
      sort,
      (list = Object.freeze(
        sortProducts(honeycombsLast(byFormType(dedupeById(withoutFilteredVendors([...products])))), sort),
      )),
    );
  return list as T[];
}

const listed = new WeakMap<readonly ListingEntry[], Map<SortKey, readonly ListingEntry[]>>();

export function paginate<T>(items: T[], page: number, pageSize = PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(pageCount, Math.max(1, Number.isFinite(page) ? Math.trunc(page) : 1));
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
    total: items.length,
  };
}

/** First, last, and current ±1, with an ellipsis for every gap wider than one page. */
export function pageNumbers(current: number, pageCount: number): Array<number | "ellipsis"> {
  const wanted = new Set([1, pageCount, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pageCount));
  const pages = [...wanted].sort((a, b) => a - b);
  const result: Array<number | "ellipsis"> = [];
  for (const page of pages) {
    const previous = result.at(-1);
    if (typeof previous === "number" && page - previous === 2) result.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) result.push("ellipsis");
    result.push(page);
  }
  return result;
}
