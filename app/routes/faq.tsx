import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { FaqAccordion } from "~/components/faq/FaqAccordion";
import { PageHero } from "~/components/page/PageHero";
import { faqIntro, faqItems } from "~/content/faq";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Frequently Asked Questions",
    description:
      "Answers about BioLife supplements, quality and testing, medications, shipping, returns, subscriptions and customer support.",
    path: "/faq",
    siteUrl: siteUrlFrom(matches),
  });

export const headers = staticPageHeaders;

export default function Faq() {
  return (
    <main id="main">
      <PageHero eyebrow="Help Center" title="Frequently Asked Questions" intro={faqIntro} />
      <div className="container-page max-w-4xl py-12">
        <FaqAccordion items={faqItems} />
        <section aria-labelledby="still-questions" className="mt-12 rounded-2xl bg-brand-50 p-8 text-center">
          <h2 id="still-questions" className="text-2xl font-bold text-brand-900">
            Still have questions?
          </h2>
          <p className="mt-2 text-slate-700">Our customer care team is ready to help.</p>
          <Link to="/contact" className="btn-primary mt-6">
            Contact Us
          </Link>
        </section>
      </div>
    </main>
  );
}
