import { defaultFieldResolver, GraphQLError, type GraphQLFieldResolver } from "graphql";

/**
 * graphql-js's default resolver, except that a field the source object does
 * not carry at all (undefined, where a field with no value is null) is an
 * error that names it: the schema is Shopify's whole Storefront API, and a
 * field the local storefront never filled must fail loudly, at any depth,
 * instead of answering a silent null (or nulling its parent).
 */
export const namingFieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (source !== null && typeof source === "object" && !(info.fieldName in source)) {
    throw new GraphQLError(
      `Field '${info.parentType.name}.${info.fieldName}' is not implemented by the local storefront`,
      { extensions: { code: "NOT_IMPLEMENTED" } },
    );
  }
  return defaultFieldResolver(source, args, context, info);
};
