import type { LocalProduct, LocalVariant } from "./catalogue/catalogue";

/**
 * Choosing a variant by its options, as the Storefront API answers
 * `variantBySelectedOptions`, `selectedOrFirstAvailableVariant`,
 * `adjacentVariants` and the `encodedVariant*` fields that Hydrogen's
 * getProductOptions decodes. Every local product has one option (its
 * variant's title), but the matching and the encoding follow Shopify's rules
 * for any number of options.
 */
export interface SelectedOptionInput {
  name: string;
  value: string;
}

export interface SelectionArgs {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
}

export const variantOptions = (v: LocalVariant): SelectedOptionInput[] => [
  { name: v.product.optionName, value: v.title },
];

/** The product's options, each with its values in the order of their first variant. */
export function productOptions(p: LocalProduct): Array<{ name: string; values: string[] }> {
  const options = new Map<string, string[]>();
  for (const variant of p.variants) {
    for (const { name, value } of variantOptions(variant)) {
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  }
  return [...options].map(([name, values]) => ({ name, values }));
}

/**
 * The selected options that apply to this product, or null when one names
 * an option it does not have and unknown ones are not to be ignored.
 */
function applicable(p: LocalProduct, args: SelectionArgs): SelectedOptionInput[] | null {
  const names = new Set(productOptions(p).map((o) => o.name));
  const fold = (s: string) => (args.caseInsensitiveMatch ? s.toLowerCase() : s);
  const known = [...names].map(fold);
  const selected: SelectedOptionInput[] = [];
  for (const option of args.selectedOptions ?? []) {
    if (known.includes(fold(option.name))) selected.push(option);
    else if (!args.ignoreUnknownOptions) return null;
  }
  return selected;
}

function matches(v: LocalVariant, selected: SelectedOptionInput[], caseInsensitive: boolean) {
  const fold = (s: string) => (caseInsensitive ? s.toLowerCase() : s);
  const own = variantOptions(v);
  return selected.every((s) => own.some((o) => fold(o.name) === fold(s.name) && fold(o.value) === fold(s.value)));
}

/** Product.variantBySelectedOptions: the variant with exactly these options, or null. */
export function variantBySelectedOptions(p: LocalProduct, args: SelectionArgs): LocalVariant | null {
  const selected = applicable(p, args);
  if (!selected || selected.length < productOptions(p).length) return null;
  return p.variants.find((v) => matches(v, selected, Boolean(args.caseInsensitiveMatch))) ?? null;
}

const firstAvailable = (variants: LocalVariant[]) => variants.find((v) => v.available) ?? variants[0] ?? null;

/** Product.selectedOrFirstAvailableVariant: the selected variant if the options name one, else the first available. */
export function selectedOrFirstAvailableVariant(p: LocalProduct, args: SelectionArgs): LocalVariant | null {
  return variantBySelectedOptions(p, args) ?? firstAvailable(p.variants);
}

const numericId = (v: LocalVariant) => Number(v.id.split("/").pop());

/**
 * Product.adjacentVariants: the variants whose options differ from the
 * selected variant's (or, with no match, the first available one's) in
 * exactly one option, ordered by id.
 */
export function adjacentVariants(p: LocalProduct, args: SelectionArgs): LocalVariant[] {
  const selected = selectedOrFirstAvailableVariant(p, args);
  if (!selected) return [];
  const mine = variantOptions(selected);
  return p.variants
    .filter((v) => {
      if (v === selected) return false;
      const theirs = variantOptions(v);
      return mine.filter((o, i) => theirs[i]?.value !== o.value).length === 1;
    })
    .sort((a, b) => numericId(a) - numericId(b));
}

/** The first variant with this option value, the other options at their first values where one exists. */
export function firstSelectableVariant(p: LocalProduct, optionName: string, value: string): LocalVariant | null {
  const withValue = p.variants.filter((v) => variantOptions(v).some((o) => o.name === optionName && o.value === value));
  return withValue[0] ?? null;
}

type Trie = Map<number, Trie>;

function encodeLevel(trie: Trie): string {
  const keys = [...trie.keys()].sort((a, b) => a - b);
  if (keys.every((k) => trie.get(k)!.size === 0)) {
    // The last option: runs of consecutive indices as ranges, separated by gaps.
    const runs: string[] = [];
    for (let i = 0; i < keys.length;) {
      let j = i;
      while (j + 1 < keys.length && keys[j + 1] === keys[j] + 1) j++;
      runs.push(j > i ? `${keys[i]}-${keys[j]}` : String(keys[i]));
      i = j + 1;
    }
    return runs.join(" ");
  }
  return keys.map((k) => `${k}:${encodeLevel(trie.get(k)!)},`).join("");
}

/**
 * Shopify's v1 encoding of option value combinations (indices into each
 * option's values) as a trie: the format of Product.encodedVariantExistence
 * and encodedVariantAvailability.
 */
export function encodeVariants(combinations: number[][]): string {
  const root: Trie = new Map();
  for (const combination of combinations) {
    let node = root;
    for (const index of combination) {
      if (!node.has(index)) node.set(index, new Map());
      node = node.get(index)!;
    }
  }
  return `v1_${root.size ? encodeLevel(root) : ""}`;
}

/** The option value indices of each of these variants of `p`. */
export function combinationsOf(p: LocalProduct, variants: LocalVariant[]): number[][] {
  const options = productOptions(p);
  return variants.map((v) => {
    const own = variantOptions(v);
    return options.map((o) => o.values.indexOf(own.find((s) => s.name === o.name)?.value ?? ""));
  });
}
