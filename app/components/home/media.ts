/** Responsive sources for the generated home media under /media (widths match scripts/generate-hero-media.mjs). */
export const srcSet = (stem: string, widths: number[]) => widths.map((w) => `${stem}-${w}.webp ${w}w`).join(", ");

export const COVER = { stem: "/media/hero/cover", widths: [640, 1024, 1440], fallback: 1024 } as const;
export const HERO_SIZES = "(min-width: 1024px) 740px, 100vw";

export const wellnessStem = (i: number) => `/media/hero/wellness-${String(i + 1).padStart(2, "0")}`;
export const WELLNESS_WIDTHS = [640, 1024];

export const conditionArt = (slug: string) => `/media/home/conditions/${slug}`;
export const CONDITION_WIDTHS = [320, 640];
