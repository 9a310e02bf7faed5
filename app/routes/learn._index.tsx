import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { healthStories } from "~/.server/community/deps";
import { PageHero } from "~/components/page/PageHero";
import { learnTopics } from "~/content/learn";
import { isPublicLink } from "~/lib/community/events";
import { STATIC_PAGE_CACHE, staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const NO_STORIES = "No health stories available at the moment. Check back soon!";

export async function loader({ context }: LoaderFunctionArgs) {
  return data({ stories: await healthStories(context.services) }, { headers: { "Cache-Control": STATIC_PAGE_CACHE } });
}

export const headers = staticPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Learn",
    description:
      "Health education for African American wellness: blood pressure, cholesterol, joints, digestion, eyes and weight.",
    path: "/learn",
    siteUrl: siteUrlFrom(matches),
  });

const date = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
    : "";

export default function Learn() {
  const { stories } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <PageHero
        eyebrow="Learn"
        title="Health Education for Our Community"
        intro="Understand the conditions that affect us most, and how nutrition supports the care you get from your healthcare provider."
      />
      <nav aria-label="Topics" className="container-page pt-10">
        <ul className="flex flex-wrap gap-2">
          {learnTopics.map((t) => (
            <li key={t.slug}>
              <Link to={`/learn/${t.slug}`} className="btn-secondary px-4 py-2 text-sm">
                {t.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="stories" className="container-page py-10">
        <h2 id="stories" className="text-2xl font-bold text-brand-900">
          Trending African American Health Stories
        </h2>
        {stories.length === 0 ? (
          <p className="py-8 text-slate-600">{NO_STORIES}</p>
        ) : (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {stories.map((story) => (
              <li key={story.id} className="flex flex-col rounded-2xl border border-slate-200 p-5">
                <p className="text-xs font-bold uppercase tracking-wide text-brand-700">{story.category}</p>
                <h3 className="mt-1 font-bold text-brand-900">{story.title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-700">{story.description}</p>
                {story.publishedDate ? (
                  <p className="mt-3 text-xs text-slate-500">
                    <time dateTime={story.publishedDate}>{date(story.publishedDate)}</time>
                  </p>
                ) : null}
                {isPublicLink(story.sourceUrl) ? (
                  <a
                    href={story.sourceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 text-sm font-semibold text-brand-800 hover:underline"
                  >
                    Read more<span className="sr-only"> about {story.title} (opens in a new tab)</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
