import { CertificationBadge } from "~/components/ui/CertificationBadge";
import { certifications } from "~/content/certifications";
import { CLAIMS } from "~/content/navigation";

const PROMISES = [
  { label: CLAIMS.guarantee, icon: "i-rotate" },
  { label: CLAIMS.shipping, icon: "i-truck" },
  { label: "Secure Checkout", icon: "i-lock" },
];

/** Trust badges under the hero: the three promises and the six certification logos. */
export function TrustBadges() {
  return (
    <section className="trust" aria-label="Why shoppers trust us">
      <div className="container-page">
        <ul>
          {/* Icons drawn by CSS (.i-rotate ...). */}
          {PROMISES.map(({ label, icon }) => (
            <li key={label} className={`${icon} i-5`}>
              {label}
            </li>
          ))}
        </ul>
        <ul aria-label="Certification logos">
          {certifications.map((c) => (
            <CertificationBadge key={c.icon} icon={c.icon} label={c.long} />
          ))}
        </ul>
      </div>
    </section>
  );
}
