import { getOperationAST, GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from "graphql";

/**
 * The root fields of the operation that this storefront has no resolver for.
 * The schema is Shopify's whole Storefront API, so such a field passes
 * validation and would otherwise answer a silent null (a mutation that
 * changes nothing, or "Cannot return null for non-nullable field"): a query
 * added to the shop later must fail loudly against the stand-in instead.
 */
export function unimplementedRootFields(
  document: DocumentNode,
  operationName: string | null | undefined,
  implemented: ReadonlySet<string>,
): GraphQLError[] {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return [];
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const errors: GraphQLError[] = [];
  const named = new Set<string>();
  // Each fragment is walked once, however often it is spread: a chain of fragments that each spread the next
  // one twice would otherwise cost 2^n. (Validation has already refused fragment cycles and unknown fragments.)
  const walked = new Set<string>();
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith("__") || implemented.has(name) || named.has(name)) continue;
        named.add(name);
        errors.push(
          new GraphQLError(`Field '${name}' is not implemented by the local storefront`, {
            nodes: selection,
            path: [selection.alias?.value ?? name],
            extensions: { code: "NOT_IMPLEMENTED" },
          }),
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!walked.has(selection.name.value)) {
        walked.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(operation.selectionSet);
  return errors;
}
