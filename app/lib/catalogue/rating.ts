/** The displayed rating is derived, not stored: stable per product id, 4.5 to 5.0 in tenths. */
export function ratingFor(productId: string): number {
  let hash = 0;
  for (const char of productId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return Math.round((4.5 + (hash % 6) / 10) * 10) / 10;
}
