import { ExternalLink } from "~/components/ui/icons";
import { PageHero } from "~/components/page/PageHero";
import { conditionsIndexCards, publicHealthResources } from "~/content/conditions";
import { ConditionCard } from "./ConditionCard";

/** /conditions: twelve condition cards and four public-health resources (also the page for unknown conditions). */
export function ConditionsIndex() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Health Conditions"
        title="Health Conditions"
        intro="Learn about the conditions that affect our community most, and the nutrition that supports your health alongside your care."
      />
      <ul className="container-page grid grid-cols-1 gap-6 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {conditionsIndexCards.map((card) => (
          <li key={card.href}>
            <ConditionCard condition={card} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="resources" className="container-page pb-16">
        <h2 id="resources" className="text-2xl font-bold text-brand-900">
          Public Health Resources
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {publicHealthResources.map((r) => (
            <li key={r.href} className="rounded-xl border border-slate-200 p-4">
              <a
                href={r.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
              >
                {r.name} <ExternalLink className="h-4 w-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <p className="mt-1 text-sm text-slate-700">{r.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
