import {
  getNamedType,
  GraphQLError,
  isLeafType,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";

/**
 * Shopify's guard against queries that would take the shop down, for the
 * embedded storefront (public on the shop's own port): a depth limit and a
 * cost limit, both checked before any resolver runs. The cost follows
 * Shopify's rule: a scalar costs 0, an object 1, a connection 2 plus its page
 * size (`first`/`last`, at most 250) times what one of its items costs;
 * `nodes(ids:)` costs each id; every alias counts on its own. The shop's
 * largest query (250 product cards) costs 10,753.
 */
export const MAX_DEPTH = 12;
export const MAX_COST = 25_000;
export const MAX_PAGE = 250;

/** The deepest field nesting in a selection set, following fragments (a fragment cycle is another rule's error). */
function depthOf(
  selections: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selections) return 0;
  let deepest = 0;
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(
        deepest,
        selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, visiting) : 1,
      );
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}

/** Validation rule: refuses an operation nested deeper than `max` fields. */
export function depthLimit(max = MAX_DEPTH) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, fragments, new Set());
        if (depth > max) {
          context.reportError(
            new GraphQLError(`Query has depth of ${depth}, which exceeds max depth of ${max}`, {
              nodes: [operation],
              extensions: { code: "MAX_DEPTH_EXCEEDED" },
            }),
          );
        }
      },
    };
  };
}

const pageSize = (args: Record<string, unknown>) => {
  const size = Number(args.first ?? args.last);
  return Number.isFinite(size) && size > 0 ? Math.min(size, MAX_PAGE) : null;
};

const shopifyCost: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const size = pageSize(args);
  if (size !== null) return 2 + size * childComplexity;
  // nodes(ids: [...]) answers one object per id.
  if (Array.isArray(args.ids)) return 1 + args.ids.length * childComplexity;
  return isLeafType(getNamedType(field.type)) ? 0 : 1 + childComplexity;
};

/** The operation's cost for these variables, or the error that refuses it (over MAX_COST, or too large to count). */
export function costError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): GraphQLError | null {
  let cost: number;
  try {
    cost = getComplexity({ schema, query: document, variables, operationName, estimators: [shopifyCost] });
  } catch (error) {
    return error instanceof GraphQLError ? error : new GraphQLError(String(error));
  }
  if (cost <= MAX_COST) return null;
  return new GraphQLError(`Query cost is ${cost}, which exceeds the maximum cost of ${MAX_COST}`, {
    extensions: { code: "MAX_COST_EXCEEDED", cost, maxCost: MAX_COST },
  });
}
