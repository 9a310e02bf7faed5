import type { Product } from "./types";

const words = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Case-insensitive over title, description and handle: the whole phrase in
 * one of them, or every word somewhere. A blank query matches nothing.
 */
export function matchesSearch(product: Pick<Product, "title" | "description" | "handle">, query: string): boolean {
  const phrase = query.trim().toLowerCase();
  if (!phrase) return false;
  const fields = [product.title, product.description, product.handle].map((f) => f.toLowerCase());
  if (fields.some((f) => f.includes(phrase))) return true;
  const text = fields.join(" ");
  return words(phrase).every((word) => text.includes(word));
}

export const searchProducts = <T extends Pick<Product, "title" | "description" | "handle">>(
  products: T[],
  query: string,
): T[] => (query.trim() ? products.filter((p) => matchesSearch(p, query)) : []);

/** Conditions: the phrase, or any word, found in the name or a keyword. */
export function matchesCondition(entry: { name: string; keywords: string[] }, query: string): boolean {
  const phrase = query.trim().toLowerCase();
  if (!phrase) return false;
  const fields = [entry.name, ...entry.keywords].map((f) => f.toLowerCase());
  if (fields.some((f) => f.includes(phrase))) return true;
  return words(phrase).some((word) => fields.some((f) => f.includes(word)));
}
