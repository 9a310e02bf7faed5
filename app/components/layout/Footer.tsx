import { Link } from "@remix-run/react";
import { Gift } from "~/components/ui/icons";
import { certifications } from "~/content/certifications";
import { footerColumns, MEDICAL_DISCLAIMER } from "~/content/navigation";
import { CertificationBadge } from "~/components/ui/CertificationBadge";
import { useCampaigns } from "./useCampaigns";

export function Footer({ year, orderTrackingUrl }: { year: number; orderTrackingUrl: string }) {
  const { giveaway } = useCampaigns();
  return (
    <footer className="site-footer">
      <div className="container-page footer-grid">
        <div>
          <p className="footer-brand">BioLife</p>
          <p className="footer-note">Supplements made for African American health and wellness.</p>
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
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  {/* Found when followed: a page discovering 13 routes ahead would name them in its markup too. */}
                  <Link to={link.href} discover="none">
                    {link.label}
                  </Link>
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
      <div className="container-page footer-base">
        <ul className="footer-badges" aria-label="Certifications">
          {certifications.map((c) => (
            <CertificationBadge key={c.icon} icon={c.icon} label={c.short} />
          ))}
        </ul>
        <p className="footer-disclaimer">{MEDICAL_DISCLAIMER}</p>
        <p className="footer-copy">{`© ${year} BioLife. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
