import type { ListingEntry } from "./types";

type FormFields = Pick<ListingEntry, "title" | "description" | "variants">;

export type FormType = "capsule" | "powder" | "liquid";

const KEYWORDS: Array<[FormType, RegExp]> = [
  ["capsule", /\b(capsules?|softgels?|caplets?|tablets?)\b/i],
  ["powder", /\bpowders?\b/i],
  ["liquid", /\b(liquids?|tinctures?|drops|syrups?|oils?|elixirs?)\b/i],
];
const RANK: Record<FormType, number> = { capsule: 0, powder: 1, liquid: 2 };

const formIn = (text: string): FormType | null => KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

/** The product's form, from keywords in its title, then description, then variant names. */
export function formTypeOf(product: FormFields): FormType | null {
  const variantText = product.variants.flatMap((v) => [v.title, ...v.selectedOptions.map((o) => o.value)]).join(" ");
  return formIn(product.title) ?? formIn(product.description) ?? formIn(variantText);
}

export function formRank(product: FormFields): number {
  const form = formTypeOf(product);
  return form ? RANK[form] : 3;
}

/** Capsules, then powders, then liquids, then the rest; stable within each. */
export function byFormType<T extends FormFields>(products: T[]): T[] {
  return products
    .map((product, index) => ({ product, index, rank: formRank(product) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.product);
}
