import { Kind, parse, visit, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import { unimplementedRootFields } from "../../../local-storefront/unimplemented";

/** A chain of `length` fragments on QueryRoot, each spreading the next one twice: 2^length spreads if walked naively. */
function fragmentChain(length: number) {
  const fragments = Array.from({ length }, (_, i) =>
    i === length - 1
      ? `fragment F${i} on QueryRoot { shop { name } }`
      : `fragment F${i} on QueryRoot { ...F${i + 1} a${i}: __typename ...F${i + 1} }`,
  );
  return parse(`query Chain { ...F0 }\n${fragments.join("\n")}`);
}

/** Counts every read of a selection set's selections: the walk's steps, whatever walks it. */
function counted(document: DocumentNode) {
  const reads = { count: 0 };
  visit(document, {
    [Kind.SELECTION_SET](node) {
      const selections = node.selections;
      Object.defineProperty(node, "selections", {
        get: () => {
          reads.count++;
          return selections;
        },
      });
    },
  });
  reads.count = 0; // the visit above read them through the getters too
  return reads;
}

describe("unimplementedRootFields", () => {
  it("walks a chain of doubled fragment spreads once per fragment (linear, not 2^n)", () => {
    const steps = (length: number) => {
      const document = fragmentChain(length);
      const reads = counted(document);
      const errors = unimplementedRootFields(document, "Chain", new Set());
      expect(errors.map((e) => e.message)).toEqual(["Field 'shop' is not implemented by the local storefront"]);
      return reads.count;
    };
    // 2^18 selection sets if each spread is walked again; one per fragment when each is walked once.
    expect(steps(18)).toBeLessThanOrEqual(18 + 1);
    expect(steps(36)).toBeLessThanOrEqual(36 + 1);
  });

  it("still finds an unimplemented field reached only through a fragment used twice", () => {
    const document = parse(
      'query Q { ...A ...B } fragment A on QueryRoot { ...C } fragment B on QueryRoot { ...C } fragment C on QueryRoot { menu(handle: "x") { id } }',
    );
    const errors = unimplementedRootFields(document, "Q", new Set(["products"]));
    expect(errors.map((e) => e.message)).toEqual(["Field 'menu' is not implemented by the local storefront"]);
  });
});
