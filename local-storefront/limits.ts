import {
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValueNode,
} from "graphql";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { operationCost } from "./cost";

/**
 * The embedded storefront's guard against queries that would stop the shop,
 * each refused in linear time before any resolver runs (README "Request
 * limits", docs/decisions/0051). Shopify's own Storefront API limits are
 * copied where it publishes them: a page holds at most 250 items and an input
 * array at most 250 values. What it does not publish is bounded by kept
 * parts: graphql's token limit in the parser, GraphQL Armor's depth, alias
 * and directive rules (each one memoised walk), and a cost that counts every
 * value the answer can hold (cost.ts), high enough for the clients we know
 * (our own, vercel/commerce and the Hydrogen skeleton at their largest pages).
 */
export const LIMITS = {
  /** Ten times the largest document a client we know sends (Hydrogen's cart, 303 tokens). */
  maxTokens: 3_000,
  /** vercel/commerce's cart mutations nest 12 fields. */
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 50,
  /** vercel/commerce's cart and listing documents count about 2.2 million at their largest pages. */
  maxCost: 2_500_000,
  maxPage: 250,
  /** A list field without a page size (`tags`, `selectedOptions`, introspection's `types`) counts this many. */
  listSize: 25,
  maxInputArray: 250,
  /** No answer is built past this many characters of JSON. */
  maxAnswerChars: 16 * 1024 * 1024,
} as const;

const limitError = (
  message: string,
  code: string,
  extensions: Record<string, unknown> = {},
  at: Partial<Pick<GraphQLError, "source" | "positions">> = {},
) => new GraphQLError(message, { source: at.source, positions: at.positions, extensions: { code, ...extensions } });

/** Parses with the token limit applied by the parser itself: a longer document stops at its 3,001st token. */
export function parseLimited(source: string): DocumentNode {
  try {
    return parse(source, { maxTokens: LIMITS.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError && /tokens\. Parsing aborted/.test(error.message))
      throw limitError(error.message, "MAX_TOKENS_EXCEEDED", { maxTokens: LIMITS.maxTokens }, error);
    throw error;
  }
}

/** Armor's rules report through the validation context instead of throwing, with a code a client can read. */
const armor = (code: string) => (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(limitError(error.message.replace(/^Syntax Error: /, ""), code));

const shapeRules = [
  maxDepthRule({
    n: LIMITS.maxDepth,
    flattenFragments: true,
    ignoreIntrospection: false,
    propagateOnRejection: false,
    onReject: [armor("MAX_DEPTH_EXCEEDED")],
  }),
  maxAliasesRule({ n: LIMITS.maxAliases, propagateOnRejection: false, onReject: [armor("MAX_ALIASES_EXCEEDED")] }),
  maxDirectivesRule({
    n: LIMITS.maxDirectives,
    propagateOnRejection: false,
    onReject: [armor("MAX_DIRECTIVES_EXCEEDED")],
  }),
];

/** Depth, aliases and directives, alone: run before graphql's own rules, some of which grow faster than the document. */
export function shapeErrors(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  return validate(schema, document, shapeRules);
}

function longestLiteralList(node: ValueNode): number {
  if (node.kind === Kind.LIST) return Math.max(node.values.length, ...node.values.map(longestLiteralList));
  if (node.kind === Kind.OBJECT) return Math.max(0, ...node.fields.map((f) => longestLiteralList(f.value)));
  return 0;
}

/** The longest array anywhere in the variables, walked without recursion (a deeply nested body cannot overflow the stack). */
function longestArray(value: unknown): number {
  let longest = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (Array.isArray(next)) longest = Math.max(longest, next.length);
    if (next && typeof next === "object") for (const item of Object.values(next)) pending.push(item);
  }
  return longest;
}

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
}

/**
 * The refusal of this request for its variables, or null: an input array
 * over 250 values (Shopify's input limit), then the cost.
 */
export function requestLimitError(
  schema: GraphQLSchema,
  document: DocumentNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
): GraphQLError | null {
  let longest = longestArray(variables);
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return null; // execution names the missing operation
  const definitions = [operation, ...fragments.values()];
  for (const definition of definitions)
    for (const argument of argumentsIn(definition)) longest = Math.max(longest, longestLiteralList(argument));
  if (longest > LIMITS.maxInputArray)
    return limitError(
      `The input array size of ${longest} is greater than the maximum allowed of ${LIMITS.maxInputArray}.`,
      "MAX_INPUT_SIZE_EXCEEDED",
    );
  const { cost } = operationCost(schema, operation, fragments, variables, LIMITS);
  if (cost <= LIMITS.maxCost) return null;
  return limitError(`Query cost is ${cost}, which exceeds the maximum cost of ${LIMITS.maxCost}`, "MAX_COST_EXCEEDED", {
    cost,
    maxCost: LIMITS.maxCost,
  });
}

/** Every argument value written in a definition, in one pass over its selections. */
function argumentsIn(definition: { selectionSet: FragmentDefinitionNode["selectionSet"] }): ValueNode[] {
  const values: ValueNode[] = [];
  const pending = [definition.selectionSet];
  while (pending.length > 0) {
    for (const selection of pending.pop()!.selections) {
      if (selection.kind === Kind.FIELD) values.push(...(selection.arguments ?? []).map((a) => a.value));
      if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) pending.push(selection.selectionSet);
    }
  }
  return values;
}
