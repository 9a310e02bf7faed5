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
    <section className="border-y border-slate-200 bg-white" aria-label="Why shoppers trust us">
      <div className="container-page flex flex-col items-center gap-6 py-6 lg:flex-row lg:justify-between">
        <ul className="flex flex-wrap justify-center gap-4">
          {PROMISES.map(({ label, Icon }) => (
            <li key={label} className="flex items-center gap-2 text-sm font-semibold text-brand-900">
              <Icon className="h-5 w-5 text-brand-700" /> {label}
            </li>
          ))}
        </ul>
        <ul className="grid grid-cols-3 gap-4 sm:grid-cols-6" aria-label="Certification logos">
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
