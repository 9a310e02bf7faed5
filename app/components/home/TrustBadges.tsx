import { Lock, RotateCcw, Truck } from "~/components/ui/icons";
import { CertificationBadge } from "~/components/ui/CertificationBadge";
import { certifications } from "~/content/certifications";
import { CLAIMS } from "~/content/navigation";

const PROMISES = [
  { label: CLAIMS.guarantee, Icon: RotateCcw },
  { label: CLAIMS.shipping, Icon: Truck },
  { label: "Secure Checkout", Icon: Lock },
];

/** Trust badges under the hero: the three promises and the six certification logos. */
export function TrustBadges() {
  return (
    <section className="trust" aria-label="Why shoppers trust us">
      <div className="container-page">
        <ul>
          {PROMISES.map(({ label, Icon }) => (
            <li key={label}>
              <Icon className="icon-5" />
              {label}
            </li>
          ))}
        </ul>
        <ul aria-label="Certification logos">
          {certifications.map((c) => (
            <li key={c.icon}>
              <CertificationBadge icon={c.icon} label={c.long} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
