import { Award, BadgeCheck, Factory, FlaskConical, Leaf, ShieldCheck } from "lucide-react";
import type { BadgeIcon } from "~/content/certifications";

const icons: Record<BadgeIcon, typeof Award> = {
  gmp: Factory,
  tested: FlaskConical,
  usa: ShieldCheck,
  nongmo: Leaf,
  nsf: BadgeCheck,
  award: Award,
};

export function CertificationBadge({ icon, label, size = "sm" }: { icon: BadgeIcon; label: string; size?: "sm" | "lg" }) {
  const Icon = icons[icon];
  const box = size === "lg" ? "h-16 w-16" : "h-11 w-11";
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <span className={`${box} flex items-center justify-center rounded-full border-2 border-gold-500 bg-white text-brand-700`} aria-hidden="true">
        <Icon className={size === "lg" ? "h-8 w-8" : "h-5 w-5"} />
      </span>
      <span className="text-xs font-semibold">{label}</span>
    </div>
  );
}
