/** The October theme (Breast Cancer Awareness Month) runs until the end of 31 Oct 2025, US Eastern time. */
export const OCTOBER_THEME_ENDS = new Date("2025-11-01T00:00:00-04:00");

export function isOctoberTheme(at: Date): boolean {
  return at.getTime() < OCTOBER_THEME_ENDS.getTime();
}

export const OCTOBER_BANNER = "Breast Cancer Awareness Month | Supporting Health & Hope";
