import { Link } from "@remix-run/react";
import {
  DEFAULT_LEGAL_SLUG,
  LEGAL_UPDATED,
  legalDocument,
  legalDocuments,
  type LegalSection,
  type LegalSlug,
} from "~/content/legal";
import { LegalTabs } from "./LegalTabs";

/** One screen for Privacy Policy (default), Terms of Service and Medical Disclaimer. */
export function LegalScreen({ slug = DEFAULT_LEGAL_SLUG }: { slug?: LegalSlug }) {
  const doc = legalDocument(slug);
  return (
    <main id="main">
      <section className="bg-brand-50">
        <div className="container-page pt-12">
          <p className="text-sm font-bold uppercase tracking-wide text-brand-700">Legal</p>
          <h1 className="mt-1 text-3xl font-extrabold text-brand-900 md:text-4xl">{doc.title}</h1>
          <p className="mt-2 text-sm text-slate-600">Last updated {LEGAL_UPDATED}</p>
          <div className="mt-8">
            <LegalTabs documents={legalDocuments} active={doc.slug} />
          </div>
        </div>
      </section>
      <div className="container-page">
        <article className="prose-page max-w-3xl py-10">
          <p className="text-lg">{doc.intro}</p>
          {doc.sections.map((section) => (
            <Section key={section.heading} section={section} />
          ))}
        </article>
      </div>
    </main>
  );
}

function Section({ section }: { section: LegalSection }) {
  return (
    <section>
      <h2>{section.heading}</h2>
      {section.paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.items ? (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.link ? (
        <p>
          <Link to={section.link.href} className="font-semibold text-brand-700 underline hover:text-brand-900">
            {section.link.label}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
