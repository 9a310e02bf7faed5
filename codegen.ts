import type { CodegenConfig } from "@graphql-codegen/cli";
import { pluckConfig, preset } from "@shopify/hydrogen-codegen";

/**
 * Storefront API types generated from the `#graphql` documents in app/graphql,
 * checked against the schema @shopify/hydrogen-react ships (the API version the
 * app speaks). Hydrogen's preset, pointed at hydrogen-react instead of
 * @shopify/hydrogen. `npm run codegen` rewrites the file; CI fails when it is stale.
 */
export default {
  overwrite: true,
  pluckConfig,
  generates: {
    "app/graphql/storefrontapi.generated.d.ts": {
      preset,
      schema: "node_modules/@shopify/hydrogen-react/storefront.schema.json",
      documents: ["app/graphql/*.ts", "!app/graphql/*.d.ts"],
      presetConfig: {
        importTypes: { namespace: "StorefrontAPI", from: "@shopify/hydrogen-react/storefront-api-types" },
        // Hydrogen augments @shopify/hydrogen's client here; this app's client (app/.server/storefront/client.ts)
        // imports the two interfaces and reads a document's result and variables types from its exact text.
        interfaceExtension: ({ queryType, mutationType }: { queryType: string; mutationType: string }) =>
          `export interface StorefrontQueries extends ${queryType} {}\nexport interface StorefrontMutations extends ${mutationType} {}\n`,
      },
    },
  },
  // pluckConfig carries Hydrogen's hooks, which CodegenConfig's pluck type does not list (Hydrogen casts too).
} as CodegenConfig;
