/** The three legal documents that share one screen with tabs (SPEC §2). */
import { disclaimer } from "./legal/disclaimer";
import { privacy } from "./legal/privacy";
import { terms } from "./legal/terms";
import type { LegalDocument, LegalSlug } from "./legal/types";

export type { LegalDocument, LegalSection, LegalSlug } from "./legal/types";

/** Tab order; Privacy Policy is the default tab. */
export const legalDocuments: LegalDocument[] = [privacy, terms, disclaimer];

export const DEFAULT_LEGAL_SLUG: LegalSlug = "privacy";

export function legalDocument(slug: LegalSlug = DEFAULT_LEGAL_SLUG): LegalDocument {
  return legalDocuments.find((doc) => doc.slug === slug) ?? privacy;
}

export const LEGAL_UPDATED = "September 1, 2025";
