import { Link } from "@remix-run/react";
import type { LegalDocument, LegalSlug } from "~/content/legal";

/** The tabs are plain links, so each document has its own URL and works without JavaScript. */
export function LegalTabs({ documents, active }: { documents: LegalDocument[]; active: LegalSlug }) {
  return (
    <nav aria-label="Legal" className="border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-2">
        {documents.map((doc) => {
          const current = doc.slug === active;
          return (
            <li key={doc.slug}>
              <Link
                to={doc.path}
                prefetch="intent"
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={`inline-block rounded-t-lg border-b-2 px-4 py-3 text-sm font-semibold md:text-base ${
                  current
                    ? "border-brand-600 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-brand-800"
                }`}
              >
                {doc.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
