import { Link } from "@remix-run/react";
import { Gift } from "~/components/ui/icons";
import { certifications } from "~/content/certifications";
import { footerColumns, MEDICAL_DISCLAIMER } from "~/content/navigation";
import { CertificationBadge } from "~/components/ui/CertificationBadge";
import { useCampaigns } from "./useCampaigns";

export function Footer({ year, orderTrackingUrl }: { year: number; orderTrackingUrl: string }) {
  const { giveaway } = useCampaigns();
  return (
    <footer className="mt-16 bg-brand-900 pb-24 text-brand-50 md:pb-8">
      <div className="container-page grid gap-8 py-12 md:grid-cols-4">
        <div>
          <p className="text-2xl font-extrabold">BioLife</p>
          <p className="mt-2 text-sm text-brand-100">Supplements made for African American health and wellness.</p>
          {giveaway ? (
            <a
              href="/kia-giveaway"
              data-giveaway-trigger
              className="btn mt-4 bg-gold-400 text-brand-900 hover:bg-gold-500"
            >
              <Gift className="h-4 w-4" /> Enter Giveaway
            </a>
          ) : null}
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-gold-400">{column.title}</h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
              {column.title === "Support" ? (
                <li>
                  <a href={orderTrackingUrl} target="_blank" rel="noopener noreferrer">
                    Track Your Order
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container-page border-t border-brand-700 py-6">
        <ul className="flex flex-wrap justify-center gap-6 text-brand-50" aria-label="Certifications">
          {certifications.map((c) => (
            <li key={c.icon} className="[&_span]:text-brand-50">
              <CertificationBadge icon={c.icon} label={c.short} />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-6 max-w-4xl text-center text-xs text-brand-100">{MEDICAL_DISCLAIMER}</p>
        <p className="mt-4 text-center text-xs text-brand-100">© {year} BioLife. All rights reserved.</p>
      </div>
    </footer>
  );
}
