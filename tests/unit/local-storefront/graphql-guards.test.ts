import { getOperationAST, parse, type GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { operationCost } from "../../../local-storefront/cost";
import { fragmentsOf, LIMITS, parseLimited, requestLimitError, shapeErrors } from "../../../local-storefront/limits";
import { storefrontSchema } from "../../../local-storefront/schema";

/**
 * Issue 56, item 1: every guard of the embedded storefront's GraphQL endpoint
 * does work in proportion to the document, counted (walk steps, tokens,
 * reads of the syntax tree), never timed.
 */
const schema = storefrontSchema();

/** Fragments F0..Fn, each spreading the next twice: 2^n fields once expanded, n+1 fragments written. */
function doublingChain(levels: number, leaf = "__typename") {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on QueryRoot { ...F${i + 1} ...F${i + 1} }`,
  );
  return `query Chain { ...F0 }\n${fragments.join("\n")}\nfragment F${levels} on QueryRoot { ${leaf} }`;
}

/** Every property read of any node of the syntax tree (the guards' whole work on it, Armor's rules included). */
function countingReads(source: string) {
  const counter = { reads: 0 };
  const wrap = <T>(value: T): T => {
    if (!value || typeof value !== "object") return value;
    const cache = new Map<PropertyKey, unknown>();
    return new Proxy(value as object, {
      get(target, key, receiver) {
        counter.reads++;
        if (!cache.has(key)) cache.set(key, wrap(Reflect.get(target, key, receiver)));
        return cache.get(key);
      },
    }) as T;
  };
  return { document: wrap(parse(source, { noLocation: true })), counter };
}

function guardReads(levels: number) {
  const { document, counter } = countingReads(doublingChain(levels));
  const errors = shapeErrors(schema, document);
  const refused = requestLimitError(schema, document, fragmentsOf(document), {}, "Chain");
  return { reads: counter.reads, errors, refused };
}

describe("the storefront's GraphQL guards count their work", () => {
  it("walks a fragment chain that doubles at each level in steps linear in its length", () => {
    const document = parse(doublingChain(40));
    const operation = getOperationAST(document, "Chain")!;
    const { cost, steps } = operationCost(schema, operation, fragmentsOf(document), {}, LIMITS);
    // 2^40 fields once expanded, each counted ...
    expect(cost).toBe(2 ** 40);
    // ... in one step per selection written: two spreads for each of 40 fragments, the leaf, the operation's spread.
    expect(steps).toBe(2 * 40 + 2);
    expect(requestLimitError(schema, document, fragmentsOf(document), {}, "Chain")?.extensions.code).toBe(
      "MAX_COST_EXCEEDED",
    );
  });

  it("reads the syntax tree of a chain twice as long about twice as often, all guards together", () => {
    const short = guardReads(10);
    const long = guardReads(20);
    expect(short.errors).toEqual([]);
    // Linear: twice the levels, about twice the reads (2^10 times as many if any guard expanded the spreads).
    expect(long.reads / short.reads).toBeLessThan(2.5);
    expect(long.refused).toBeNull(); // 2^20 values: within the cost, and graphql's execution collects each fragment once
    expect(guardReads(22).refused?.extensions.code).toBe("MAX_COST_EXCEEDED");
  });

  it("stops parsing a 500,000-token document at its 3,001st token", () => {
    const source = `{ ${"a ".repeat(500_000)}}`;
    let caught: unknown;
    try {
      parseLimited(source);
    } catch (error) {
      caught = error;
    }
    const error = caught as GraphQLError;
    expect(error.extensions.code).toBe("MAX_TOKENS_EXCEEDED");
    expect(error.message).toMatch(/more that 3000 tokens/);
    // The lexer stopped at the token past the limit (column 6,001 of the one line), not at the text's end.
    expect(error.locations?.[0]).toEqual({ line: 1, column: 2 * LIMITS.maxTokens + 1 });
  });

  it("counts 400 aliased introspection lists by an assumed size and refuses them on cost", () => {
    const lists = Array.from({ length: 400 }, (_, i) => `s${i}: __schema { types { fields { args { name } } } }`);
    const document = parse(`query Introspect { ${lists.join(" ")} }`);
    const operation = getOperationAST(document)!;
    const { cost, steps } = operationCost(schema, operation, fragmentsOf(document), {}, LIMITS);
    // Each: __schema, 25 types, 25 fields each, 25 args each with a name.
    expect(cost).toBe(400 * (1 + 25 * (1 + 25 * (1 + 25 * 2))));
    expect(cost).toBeGreaterThan(LIMITS.maxCost);
    expect(steps).toBe(400 * 5);
    expect(requestLimitError(schema, document, fragmentsOf(document), {}, undefined)?.extensions.code).toBe(
      "MAX_COST_EXCEEDED",
    );
    // The alias limit refuses it too, before any cost is counted.
    expect(shapeErrors(schema, document).map((e) => e.extensions.code)).toEqual(["MAX_ALIASES_EXCEEDED"]);
  });

  it("counts a scalar, and nodes(ids:) once per id; refuses more than 250 ids as Shopify does", () => {
    const aliased = Array.from({ length: 15 }, (_, i) => `d${i}: description`).join(" ");
    const query = `query Ids($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { ${aliased} } } }`;
    const document = parse(query);
    const fragments = fragmentsOf(document);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `gid://shopify/Product/${i}`);
    expect(operationCost(schema, getOperationAST(document)!, fragments, { ids: ids(200) }, LIMITS).cost).toBe(
      200 * (1 + 15),
    );
    const refused = requestLimitError(schema, document, fragments, { ids: ids(1_300) }, undefined);
    expect(refused?.extensions.code).toBe("MAX_INPUT_SIZE_EXCEEDED");
    expect(refused?.message).toBe("The input array size of 1300 is greater than the maximum allowed of 250.");
    const literal = parse(`{ nodes(ids: [${ids(251).map((id) => `"${id}"`)}]) { id } }`);
    expect(requestLimitError(schema, literal, fragmentsOf(literal), {}, undefined)?.extensions.code).toBe(
      "MAX_INPUT_SIZE_EXCEEDED",
    );
  });

  it("walks a variables body nested a million deep without recursion", () => {
    let nested: unknown = [];
    for (let i = 0; i < 1_000_000; i++) nested = [nested];
    const document = parse(
      `query Q($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id } } }`,
    );
    expect(requestLimitError(schema, document, fragmentsOf(document), { lines: nested }, undefined)).toBeNull();
  });
});
