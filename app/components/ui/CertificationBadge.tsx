import type { BadgeIcon } from "~/content/certifications";

/** A certification logo: its icon (drawn by CSS, `.i-gmp` ...) in a gold ring, and its name. */
export function CertificationBadge({
  icon,
  label,
  size = "sm",
}: {
  icon: BadgeIcon;
  label: string;
  size?: "sm" | "lg";
}) {
  return (
    <div className="badge">
      <span className={`badge-ring${size === "lg" ? " badge-lg" : ""} i-${icon}`} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
