/** Shopify global ids (gid://shopify/{Type}/{id}). */
export const gid = (type: string, id: string | number) => `gid://shopify/${type}/${id}`;

export function parseGid(value: string): { type: string; id: string } | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#]+)/.exec(value);
  return match ? { type: match[1], id: match[2] } : null;
}
