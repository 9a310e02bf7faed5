import type { BadgeIcon } from "~/content/certifications";

/**
 * A certification logo: its icon (drawn by CSS, `.i-gmp` ...) in a gold ring, and its name. The ring is empty, so
 * assistive technology has nothing in it to skip; the name is the badge's own text (up to 23 badges on a page).
 */
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
      <span className={`badge-ring${size === "lg" ? " badge-lg" : ""} i-${icon}`} />
      {label}
    </div>
  );
}
