import { logger } from "~/.server/ops/logger";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formFailure, readSubmission, replyFailure } from "~/.server/forms/submission";
import { heroProduct, popularProducts } from "~/.server/home/products";
import { homeStaticHtml } from "~/.server/home/static-sections";
import { keptOnServer, presentOnly } from "~/.server/http/server-html";
import { LIMITS, clientIp } from "~/.server/rate-limit";
import { HomeHero } from "~/components/home/HomeHero";
import { COVER, HERO_SIZES, srcSet } from "~/components/home/media";
import { NewsletterBox } from "~/components/home/NewsletterBox";
import { PopularProducts } from "~/components/home/PopularProducts";
import { ScrollCarousel } from "~/components/home/ScrollCarousel";
import { TrustBadges } from "~/components/home/TrustBadges";
import { ServerHtml } from "~/components/ui/ServerHtml";
import { RecentlyViewed, RecentlyViewedCount } from "~/components/saved/RecentlyViewed";
import { heroModeFrom } from "~/lib/home/carousel";
import { NEWSLETTER_TOO_MANY } from "~/lib/community/newsletter";
import { NEWSLETTER_SUCCESS } from "~/lib/home/newsletter";
import { homeNewsletterSchema } from "~/lib/home/newsletter-schema";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "BioLife",
    description:
      "Supplements made for African American health and wellness: blood sugar, heart, blood pressure, brain, sleep and more.",
    path: "/",
    siteUrl: siteUrlFrom(matches),
  });

// The hero's cover (both modes) is the LCP element: fetch it before the stylesheet is parsed.
export const links: LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    href: `${COVER.stem}-${COVER.fallback}.webp`,
    imageSrcSet: srcSet(COVER.stem, [...COVER.widths]),
    imageSizes: HERO_SIZES,
    type: "image/webp",
    ...({ fetchpriority: "high" } as object),
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const mode = heroModeFrom(new URL(request.url).searchParams.get("hero"));
  // Awaited, not streamed: a shopper without JavaScript could not see streamed cards, and both are cached reads.
  const [product, popular] = await Promise.all([
    heroProduct(context.services.catalogue),
    popularProducts(context.services.catalogue).catch((error) => {
      logger.error({ err: error }, "home: popular products unavailable");
      return [];
    }),
  ]);
  // The static sections are server HTML: a first load's render keeps it, and only a client navigation's data carries it.
  const sections = homeStaticHtml();
  const html = {
    carousels: sections.carousels.map(({ id, title, itemsHtml }) => ({
      id,
      title,
      ...presentOnly({ itemsHtml: keptOnServer(context, `home-conditions-${id}`, itemsHtml) }),
    })),
    ...presentOnly({
      goals: keptOnServer(context, "home-goals", sections.goalsHtml),
      testimonials: keptOnServer(context, "home-testimonials", sections.testimonialsHtml),
      closing: keptOnServer(context, "home-closing", sections.closingHtml),
    }),
  };
  return data(
    { mode, product, popular, html },
    { headers: { "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=600" } },
  );
}

export const headers = publicPageHeaders("no-store");

/** The newsletter form without scripts: the same rule and the same answer as in the browser. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, homeNewsletterSchema);
  if (!submission.ok) return replyFailure(submission.failure);
  if (!(await context.services.limiter(LIMITS.newsletter).consume(`home-ip:${clientIp(context)}`)))
    return replyFailure(formFailure(submission.form, { fieldErrors: { email: NEWSLETTER_TOO_MANY } }), 429);
  return data({ ok: true as const, message: NEWSLETTER_SUCCESS });
}

export default function Home() {
  const { mode, product, popular, html } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <HomeHero initialMode={mode} product={product} />
      <TrustBadges />
      {html.carousels.map((carousel) => (
        <ScrollCarousel
          key={carousel.id}
          id={`conditions-${carousel.id}`}
          title={carousel.title}
          itemsHtml={{ name: `home-conditions-${carousel.id}`, html: carousel.itemsHtml ?? null }}
        />
      ))}
      <ServerHtml name="home-goals" html={html.goals ?? null} />
      <ScrollCarousel
        id="testimonials"
        title="Real Results from Real Customers"
        wide
        itemsHtml={{ name: "home-testimonials", html: html.testimonials ?? null }}
      />
      {/* Before the two parts a browsing history changes: see RecentlyViewedCount. */}
      <RecentlyViewedCount />
      <PopularProducts products={popular} />
      <RecentlyViewed keepsPlace />
      <NewsletterBox />
      <ServerHtml name="home-closing" html={html.closing ?? null} />
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
