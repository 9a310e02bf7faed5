/** The catalogue product a hero video slide offers (null when the catalogue has no match). */
export interface HeroProduct {
  handle: string;
  title: string;
  variantId: string | null;
}
