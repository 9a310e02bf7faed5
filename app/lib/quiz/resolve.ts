import { quizProducts, type QuizProductKey } from "~/content/quiz";

/** A recommendation as the results show it: the catalogue's product when it has the handle, else the spec's entry. */
export interface QuizRecommendation {
  key: QuizProductKey;
  id: string;
  name: string;
  benefit: string;
  handle: string;
  image: { url: string; altText: string | null } | null;
  price: { amount: string; currencyCode: string };
  rating: number;
  /** The variant Add to Cart posts; null when the catalogue lacks the product or it has no available variant. */
  variantId: string | null;
  fromCatalogue: boolean;
}

/** The few catalogue fields the results need. */
export interface CatalogueMatch {
  id: string;
  handle: string;
  title: string;
  price: { amount: string; currencyCode: string };
  image: { url: string; altText: string | null } | null;
  /** First available variant (or first variant) id. */
  variantId: string | null;
  rating?: number;
}

export function fallbackRecommendation(key: QuizProductKey): QuizRecommendation {
  const entry = quizProducts[key];
  return {
    key,
    id: entry.id,
    name: entry.name,
    benefit: entry.benefit,
    handle: entry.handle,
    image: entry.image ? { url: entry.image, altText: entry.name } : null,
    price: entry.price,
    rating: entry.rating,
    variantId: null,
    fromCatalogue: false,
  };
}

/**
 * Looks each recommended product up in the catalogue by handle, so the
 * shopper sees the real price and adds the real variant; a missing product
 * or a failed look-up falls back to the spec's hard-coded entry.
 */
export async function resolveRecommendations(
  keys: QuizProductKey[],
  findByHandle: (handle: string) => Promise<CatalogueMatch | null>,
): Promise<QuizRecommendation[]> {
  return Promise.all(
    keys.map(async (key) => {
      const fallback = fallbackRecommendation(key);
      try {
        const match = await findByHandle(fallback.handle);
        if (!match) return fallback;
        return {
          ...fallback,
          id: match.id,
          name: match.title,
          handle: match.handle,
          image: match.image,
          price: match.price,
          rating: match.rating ?? fallback.rating,
          variantId: match.variantId,
          fromCatalogue: true,
        };
      } catch (error) {
        console.error(`quiz: catalogue look-up for ${fallback.handle} failed`, error);
        return fallback;
      }
    }),
  );
}
