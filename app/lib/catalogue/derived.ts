/**
 * A value computed once per source object. The storefront cache answers the same objects until an entry is
 * refreshed, so what pages derive from them (products, the list order, cards) is worked out once per refresh,
 * not on every request. Results are shared between requests: they are frozen, and nothing may change them.
 */
export function derivedFrom<S extends object, R extends object>(compute: (source: S) => R): (source: S) => R {
  const results = new WeakMap<S, R>();
  return (source) => {
    let result = results.get(source);
    if (!result) {
      result = Object.freeze(compute(source)) as R;
      results.set(source, result);
    }
    return result;
  };
}
