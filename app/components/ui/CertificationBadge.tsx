import type { BadgeIcon } from "~/content/certifications";

/**
 * A certification logo, an item of its list: its icon (drawn by CSS, `.i-gmp` ...) in a gold ring, and its name: one element whose text
 * is the name, so assistive technology has nothing else in it to skip (up to 23 badges on a page).
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
  return <li className={`badge${size === "lg" ? " badge-lg" : ""} i-${icon}`}>{label}</li>;
}
