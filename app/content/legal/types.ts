export type LegalSlug = "privacy" | "terms" | "disclaimer";

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** An internal page the section points to, e.g. the shipping policy. */
  link?: { label: string; href: string };
}

export interface LegalDocument {
  slug: LegalSlug;
  /** The URL of the tab, e.g. "/privacy". */
  path: string;
  title: string;
  /** Meta description for search results and link previews. */
  description: string;
  intro: string;
  sections: LegalSection[];
}
