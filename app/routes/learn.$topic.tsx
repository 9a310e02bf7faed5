import { logger } from "~/.server/ops/logger";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "~/components/ui/icons";
import { TopicProducts } from "~/components/learn/TopicProducts";
import { PageHero } from "~/components/page/PageHero";
import { learnTopicBySlug } from "~/content/learn";
import { listProducts } from "~/lib/catalogue/listing";
import { STATIC_PAGE_CACHE, staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

/** The weight page keeps its products behind "Learn More & Shop Products". */
const REVEAL_TOPIC = "weight-management";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const topic = learnTopicBySlug(params.topic);
  if (!topic) throw redirect("/learn");
  const products = await context.services.catalogue
    .collectionProducts(topic.collectionId, topic.productLimit)
    .then((list) => listProducts(list))
    .catch((error) => {
      logger.error({ err: error }, "learn: products unavailable");
      return [];
    });
  return data({ topic, products }, { headers: { "Cache-Control": STATIC_PAGE_CACHE } });
}

export const headers = staticPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  pageMeta({
    title: loaded?.topic.title ?? "Learn",
    description: loaded?.topic.intro ?? "Health education for African American wellness.",
    path: `/learn/${loaded?.topic.slug ?? ""}`,
    siteUrl: siteUrlFrom(matches),
    type: "article",
  });

export default function LearnTopic() {
  const { topic, products } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <PageHero eyebrow="Learn" title={topic.title} intro={topic.intro}>
        <Link to="/learn" className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
          <ArrowLeft className="h-4 w-4" /> Back to Learn
        </Link>
      </PageHero>
      <section className="container-page py-10">
        <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-bold text-brand-900">{topic.cardTitle}</h2>
          {topic.cardParagraphs.map((p) => (
            <p key={p.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
          {topic.featured ? (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {topic.featured.map((item) => (
                <li key={item.name}>
                  <strong className="font-semibold text-brand-900">{item.name}</strong>: {item.note}
                </li>
              ))}
            </ul>
          ) : null}
        </article>
      </section>
      <section aria-label={`${topic.title} products`} className="container-page pb-16">
        {topic.slug === REVEAL_TOPIC ? (
          // A <details> so the toggle works without scripts too.
          <details className="group">
            <summary className="btn-primary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">Learn More &amp; Shop Products</span>
              <span className="hidden group-open:inline">Hide Products</span>
            </summary>
            <div className="mt-6">
              <TopicProducts products={products} />
            </div>
          </details>
        ) : (
          <TopicProducts products={products} />
        )}
      </section>
    </main>
  );
}
