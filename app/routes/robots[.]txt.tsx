import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteUrl } from "~/.server/shell";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = siteUrl(request);
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
