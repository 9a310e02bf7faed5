import { CertificationBadge } from "~/components/ui/CertificationBadge";
import { certifications } from "~/content/certifications";

export function Certifications() {
  return (
    <section className="bg-brand-50 py-10" aria-labelledby="certifications">
      <div className="container-page text-center">
        <h2 id="certifications" className="text-2xl font-bold text-brand-900">
          Quality You Can Trust
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">
          Made in cGMP facilities in the USA and tested by independent labs for purity and potency.
        </p>
        <ul className="mt-6 grid grid-cols-3 gap-6 sm:grid-cols-6">
          {certifications.map((c) => (
            <CertificationBadge key={c.icon} icon={c.icon} label={c.long} size="lg" />
          ))}
        </ul>
      </div>
    </section>
  );
}
