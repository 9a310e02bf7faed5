import { createRequire } from "node:module";
import { buildClientSchema, isAbstractType, type GraphQLSchema, type IntrospectionQuery } from "graphql";

/**
 * The real Storefront API schema shipped inside @shopify/hydrogen-react, so
 * the local storefront rejects exactly what Shopify would reject.
 */
let schema: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  if (schema) return schema;
  const require = createRequire(import.meta.url);
  const json = require("@shopify/hydrogen-react/storefront.schema.json") as {
    data?: IntrospectionQuery;
  } & IntrospectionQuery;
  schema = buildClientSchema(json.data ?? json, { assumeValid: true });
  // Our source objects carry __typename, which resolves every interface and union.
  for (const type of Object.values(schema.getTypeMap())) {
    if (isAbstractType(type)) type.resolveType = (value: { __typename?: string }) => value.__typename;
  }
  return schema;
}
