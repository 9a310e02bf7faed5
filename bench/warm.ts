/**
 * Fetches a page and every image its HTML names (src, srcset, preloads), so a
 * measurement is about the page and not about a first render: the local
 * storefront draws each product image with sharp on its first request, and a
 * cold image delays the observed LCP past the scripts' start, which is what
 * made Lighthouse's LCP jump between about 1.2 s and 2.2 s (docs/decisions/0022); the shop now draws them ahead itself (0024).
 */
export async function warmPage(url: string, headers: Record<string, string> = {}) {
  const html = await (await fetch(url, { headers })).text();
  const images = new Set<string>();
  for (const m of html.matchAll(/<img[^>]*?\ssrc="([^"]+)"/g)) images.add(m[1]);
  for (const m of html.matchAll(/\s(?:srcSet|srcset|imageSrcSet|imagesrcset)="([^"]+)"/g))
    for (const candidate of m[1].split(",")) images.add(candidate.trim().split(/\s+/)[0]);
  for (const m of html.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*href="([^"]+)"/g)) images.add(m[1]);
  await Promise.all(
    [...images].map(async (src) => {
      const response = await fetch(new URL(src.replaceAll("&amp;", "&"), url));
      await response.arrayBuffer();
    }),
  );
  return images.size;
}
