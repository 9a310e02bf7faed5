import { publicOrigin } from "~/.server/http/public-origin";

export function loader() {
  const origin = publicOrigin();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /cart",
    "Disallow: /auth",
    "Disallow: /api/",
    "Disallow: /local-storefront/",
    "Disallow: /dev/",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
