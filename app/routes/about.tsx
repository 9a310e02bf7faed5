import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { AdvisorCard } from "~/components/about/AdvisorCard";
import { PromiseCard } from "~/components/about/PromiseCard";
import { PageHero } from "~/components/page/PageHero";
import { aboutIntro, advisoryBoard, founderStory, initialsOf, mission, promise } from "~/content/about";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "About Us",
    description:
      "Meet BioLife: our founder's story, our mission for African American health and wellness, our medical advisory board and our promise to you.",
    path: "/about",
    siteUrl: siteUrlFrom(matches),
  });

export const headers = staticPageHeaders;

export default function About() {
  return (
    <main id="main">
      <PageHero eyebrow="About BioLife" title="Wellness made with our families in mind" intro={aboutIntro} />

      <section aria-labelledby="mission" className="container-page py-14">
        <div className="grid gap-8 md:grid-cols-2 md:items-start">
          <div>
            <h2 id="mission" className="text-2xl font-bold text-brand-900">
              {mission.heading}
            </h2>
            <p className="mt-4 text-xl font-medium leading-relaxed text-slate-800">{mission.statement}</p>
          </div>
          <ul className="space-y-3 text-slate-700">
            {mission.points.map((point) => (
              <li key={point} className="border-l-4 border-gold-400 pl-4 leading-relaxed">
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="founder" className="bg-slate-50">
        <div className="container-page grid gap-8 py-14 md:grid-cols-[16rem_1fr]">
          <div className="flex flex-col items-center text-center md:items-start md:text-left">
            <span
              className="flex h-24 w-24 items-center justify-center rounded-full bg-brand-800 text-3xl font-bold text-white"
              aria-hidden="true"
            >
              {initialsOf(founderStory.founder)}
            </span>
            <p className="mt-4 font-bold text-brand-900">{founderStory.founder}</p>
            <p className="text-sm text-slate-600">{founderStory.role}</p>
          </div>
          <div className="prose-page max-w-3xl">
            <h2 id="founder" className="mt-0">
              {founderStory.heading}
            </h2>
            {founderStory.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="advisory-board" className="container-page py-14">
        <h2 id="advisory-board" className="text-2xl font-bold text-brand-900">
          Medical Advisory Board
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Physicians, pharmacists and nutrition scientists who guide how we choose ingredients and how we talk about
          health.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {advisoryBoard.map((advisor) => (
            <li key={advisor.name}>
              <AdvisorCard advisor={advisor} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="promise" className="bg-brand-50">
        <div className="container-page py-14">
          <h2 id="promise" className="text-2xl font-bold text-brand-900">
            {promise.heading}
          </h2>
          <p className="mt-2 text-slate-700">{promise.intro}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {promise.items.map((item) => (
              <PromiseCard key={item.title} item={item} />
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/shop" className="btn-primary">
              Shop Products
            </Link>
            <Link to="/contact" className="btn-secondary">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
