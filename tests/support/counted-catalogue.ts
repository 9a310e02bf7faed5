import type { LocalCatalogue } from "../../local-storefront/catalogue/catalogue";

/**
 * The catalogue behind a proxy that counts every read of it: the local
 * storefront's resolvers all resolve from it, so zero reads means no resolver ran.
 */
export function countedCatalogue(catalogue: LocalCatalogue) {
  const counter = { reads: 0 };
  const counted = new Proxy(catalogue, {
    get(target, key, receiver) {
      counter.reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { catalogue: counted, counter };
}
