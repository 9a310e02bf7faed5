import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";

/**
 * What an operation may make the storefront build, counted before any
 * resolver runs, in one walk of the document: every field counts 1, scalars
 * included, times how many of it the answer can hold. A connection holds
 * its page (`first`/`last`, at most `maxPage`), `nodes(ids:)` one per id,
 * and any other list (introspection's too) an assumed `listSize`. Each
 * fragment is counted once and its count reused at every spread, so a
 * fragment spread twice at each of n levels costs n steps, not 2^n.
 */
export interface CostRules {
  maxPage: number;
  listSize: number;
}

export interface Cost {
  /** The count (Infinity past what a double holds). */
  cost: number;
  /** Selections visited: the walk's own work, at most the document's size. */
  steps: number;
}

type Variables = Record<string, unknown>;

const CONNECTION_LISTS = new Set(["edges", "nodes"]);

function valueOf(node: ValueNode, variables: Variables): unknown {
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.LIST) return node.values;
  return undefined;
}

function fieldDefinition(schema: GraphQLSchema, parent: GraphQLNamedType, name: string) {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parent === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** How many values of `field` one parent can hold. */
function multiplier(
  field: FieldNode,
  definition: GraphQLField<unknown, unknown>,
  parent: GraphQLNamedType,
  variables: Variables,
  rules: CostRules,
): number {
  const pages: number[] = [];
  let paged = false;
  let ids: unknown;
  for (const argument of field.arguments ?? []) {
    const name = argument.name.value;
    if (name === "first" || name === "last") {
      paged = true;
      const size = Number(valueOf(argument.value, variables));
      if (Number.isFinite(size) && size >= 0) pages.push(size);
    } else if (name === "ids") ids = valueOf(argument.value, variables);
  }
  // A page size that is not a number yet (a variable not given) counts as the largest page.
  if (paged) return Math.min(pages.length > 0 ? Math.max(...pages) : rules.maxPage, rules.maxPage);
  if (Array.isArray(ids)) return ids.length;
  // A connection's own lists hold the page already counted on the connection.
  if (parent.name.endsWith("Connection") && CONNECTION_LISTS.has(field.name.value)) return 1;
  let size = 1;
  for (let type: GraphQLOutputType = definition.type; ;) {
    const nullable = getNullableType(type);
    if (!isListType(nullable)) break;
    size *= rules.listSize;
    type = nullable.ofType as GraphQLOutputType;
  }
  return size;
}

export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  given: Record<string, unknown> | null | undefined,
  rules: CostRules,
): Cost {
  let steps = 0;
  // Variables left out take their defaults, as execution will.
  const variables: Variables = { ...given };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables[name] === undefined && definition.defaultValue)
      variables[name] = valueFromASTUntyped(definition.defaultValue);
  }
  // A fragment under count is worth 0 where it spreads itself (a cycle, which validation refuses).
  const fragmentCosts = new Map<string, number>();

  const fragmentCost = (name: string): number => {
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    fragmentCosts.set(name, 0);
    const cost = fragment && type ? selectionCost(fragment.selectionSet, type) : 0;
    fragmentCosts.set(name, cost);
    return cost;
  };

  function selectionCost(selectionSet: SelectionSetNode, parent: GraphQLNamedType): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      steps++;
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        cost += fragmentCost(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        cost += selectionCost(selection.selectionSet, condition ?? parent);
      } else {
        const definition = fieldDefinition(schema, parent, selection.name.value);
        if (!definition) continue; // validation names it
        const type = getNamedType(definition.type);
        const inner = selection.selectionSet && isCompositeType(type) ? selectionCost(selection.selectionSet, type) : 0;
        cost += multiplier(selection, definition, parent, variables, rules) * (1 + inner);
      }
    }
    return cost;
  }

  const root =
    operation.operation === "mutation"
      ? schema.getMutationType()
      : operation.operation === "subscription"
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  const cost = root ? selectionCost(operation.selectionSet, root) : 0;
  return { cost, steps };
}
