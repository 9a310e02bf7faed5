/** Keeps the first product of each id (collection lists can repeat a product). */
export function dedupeById<T extends { id: string }>(products: T[]): T[] {
  const seen = new Set<string>();
  return products.filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
}
