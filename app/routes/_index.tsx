import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { QuizLink } from "~/components/quiz/QuizLink";
import { CLAIMS } from "~/content/navigation";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "BioLife",
    description: "Supplements made for African American health and wellness: blood sugar, heart, blood pressure, brain, sleep and more.",
    path: "/",
    siteUrl: siteUrlFrom(matches),
  });

export default function Home() {
  return (
    <main id="main">
      <section className="bg-brand-50">
        <div className="container-page py-16">
          <h1 className="text-4xl font-extrabold text-brand-900">Wellness made for us</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{CLAIMS.customers} who trust BioLife for everyday health.</p>
          <ul className="mt-6 flex flex-wrap gap-3 text-sm font-semibold text-brand-800">
            <li>{CLAIMS.discount}</li>
            <li>{CLAIMS.guarantee}</li>
            <li>{CLAIMS.shipping}</li>
          </ul>
          <Link to="/shop" className="btn-primary mt-8">
            Shop Products
          </Link>
          <QuizLink className="btn-secondary ml-3 mt-8">Take the Wellness Quiz</QuizLink>
        </div>
      </section>
    </main>
  );
}
