import { Award, BadgeCheck, Factory, FlaskConical, Leaf, ShieldCheck } from "~/components/ui/icons";
import type { BadgeIcon } from "~/content/certifications";

const icons: Record<BadgeIcon, typeof Award> = {
  gmp: Factory,
  tested: FlaskConical,
  usa: ShieldCheck,
  nongmo: Leaf,
  nsf: BadgeCheck,
  award: Award,
};

export function CertificationBadge({
  icon,
  label,
  size = "sm",
}: {
  icon: BadgeIcon;
  label: string;
  size?: "sm" | "lg";
}) {
  const Icon = icons[icon];
  return (
    <div className="badge">
      <span className={size === "lg" ? "badge-ring badge-lg" : "badge-ring"} aria-hidden="true">
        <Icon />
      </span>
      <span>{label}</span>
    </div>
  );
}
