import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
} from "graphql";
import { buildCatalogue, type LocalCatalogue } from "./catalogue/catalogue";
import { seedCollections } from "./catalogue/collections";
import { seedProducts } from "./catalogue/products";
import { createCart, cartNode, updateDiscountCodes } from "./cart";
import { connection, ConnectionArgsError, type ConnectionArgs } from "./connection";
import { createNodeFactory, listProducts, predictiveSearch, searchProducts, type NodeFactory } from "./nodes";
import { parseGid } from "./ids";
import { storefrontSchema } from "./schema";
import { costError, depthLimit } from "./limits";
import { noFaults, type Faults } from "./faults";
import { createLocalStore, type LocalStore } from "./store";
import { unimplementedRootFields } from "./unimplemented";

const MAX_PREPARED = 200;

export interface LocalStorefront {
  catalogue: LocalCatalogue;
  store: LocalStore;
  faults: Faults;
  execute(request: GraphQLRequest, checkoutOrigin: string): Promise<ExecutionResult>;
}

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

function rootValue(
  catalogue: LocalCatalogue,
  store: LocalStore,
  nodes: NodeFactory,
  checkoutOrigin: string,
  faults: Faults,
  /** What this answer says beside its data, in its `extensions` (see `cart` below). */
  extensions: { cartStatus?: Record<string, "ORDERED" | "UNKNOWN"> } = {},
) {
  const byId = (id: string) => {
    const parsed = parseGid(id);
    if (parsed?.type === "Product") {
      const product = catalogue.productsById.get(id);
      return product ? nodes.product(product) : null;
    }
    if (parsed?.type === "ProductVariant") {
      const variant = catalogue.variantsById.get(id);
      return variant ? nodes.variant(variant) : null;
    }
    if (parsed?.type === "Collection") {
      const collection = catalogue.collectionsById.get(id);
      return collection ? nodes.collection(collection) : null;
    }
    if (parsed?.type === "Cart") {
      const cart = store.getCart(parsed.id);
      // Like Shopify, a cart whose order was placed is gone.
      return cart && !cart.orderId ? cartNode(cart, catalogue, nodes, checkoutOrigin) : null;
    }
    return null;
  };
  return {
    products: (args: ConnectionArgs & { query?: string; sortKey?: string; reverse?: boolean }) =>
      listProducts(catalogue.products, args, nodes),
    search: (args: Parameters<typeof searchProducts>[1]) => searchProducts(catalogue.products, args, nodes),
    predictiveSearch: (args: Parameters<typeof predictiveSearch>[1]) =>
      predictiveSearch(catalogue.products, args, nodes),
    product: ({ handle, id }: { handle?: string; id?: string }) => {
      const product = handle ? catalogue.productsByHandle.get(handle) : id ? catalogue.productsById.get(id) : undefined;
      return product ? nodes.product(product) : null;
    },
    collection: ({ handle, id }: { handle?: string; id?: string }) => {
      const collection = id
        ? catalogue.collectionsById.get(id)
        : catalogue.collections.find((c) => c.handle === handle);
      return collection ? nodes.collection(collection) : null;
    },
    collections: (args: ConnectionArgs) => connection(catalogue.collections.map(nodes.collection), args),
    node: ({ id }: { id: string }) => byId(id),
    nodes: ({ ids }: { ids: string[] }) => ids.map(byId),
    // Like Shopify, null for a cart whose order was placed or that the store does not know; unlike Shopify, the
    // answer's extensions say which, so the shop empties a shopper's cart only when it was bought.
    cart: ({ id }: { id: string }) => {
      const cart = parseGid(id)?.type === "Cart" ? store.getCart(parseGid(id)!.id) : undefined;
      if (!cart || cart.orderId) (extensions.cartStatus ??= {})[id] = cart ? "ORDERED" : "UNKNOWN";
      return byId(id);
    },
    cartCreate: ({ input }: { input: { lines?: Array<{ merchandiseId: string; quantity?: number }> } }) =>
      faults.cartCreateError && input?.lines?.some((l) => l.merchandiseId === faults.cartCreateError?.merchandiseId)
        ? {
            cart: null,
            userErrors: [
              {
                __typename: "CartUserError",
                field: ["input", "lines"],
                message: faults.cartCreateError.message,
                code: "INVALID",
              },
            ],
            warnings: [],
          }
        : createCart(input ?? {}, { catalogue, store, nodes, checkoutOrigin }),
    cartDiscountCodesUpdate: (input: { cartId: string; discountCodes?: string[] | null }) => {
      const parsed = parseGid(input.cartId?.split("?")[0] ?? "");
      const token = parsed?.type === "Cart" ? parsed.id : null;
      return updateDiscountCodes(input, { catalogue, store, nodes, checkoutOrigin, token });
    },
  };
}

export function createLocalStorefront(options: {
  dataDir: string | null;
  catalogue?: LocalCatalogue;
  /** Makes image URLs absolute on this origin (the stand-alone storefront); none: paths on the shop's own origin. */
  imageOrigin?: () => string;
}): LocalStorefront {
  const catalogue = options.catalogue ?? buildCatalogue(seedProducts, seedCollections);
  const store = createLocalStore(options.dataDir);
  const nodes = createNodeFactory(catalogue, options.imageOrigin);
  const schema = storefrontSchema();
  const faults = noFaults();
  const implemented = new Set(Object.keys(rootValue(catalogue, store, nodes, "", faults)));
  // Parsed and validated once per query text (the shop sends a fixed set): validating against the whole
  // Storefront schema cost more than running the query.
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
  const prepared = (source: string) => {
    let document = documents.get(source);
    if (!document) {
      try {
        const parsed = parse(source);
        const errors = validate(schema, parsed, [...specifiedRules, depthLimit()]);
        document = errors.length > 0 ? errors : parsed;
      } catch (error) {
        document = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
      }
      if (documents.size < MAX_PREPARED) documents.set(source, document);
    }
    return document;
  };
  return {
    catalogue,
    store,
    faults,
    async execute(request, checkoutOrigin) {
      const document = prepared(request.query);
      if (!("kind" in document)) return { errors: document };
      const unimplemented = unimplementedRootFields(document, request.operationName, implemented);
      if (unimplemented.length > 0) return { errors: unimplemented };
      // The cost depends on the variables (page sizes): counted for every request, before any resolver runs.
      const overCost = costError(schema, document, request.variables ?? undefined, request.operationName ?? undefined);
      if (overCost) return { errors: [overCost] };
      const extensions: Parameters<typeof rootValue>[5] = {};
      const result = await execute({
        schema,
        document,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
        rootValue: rootValue(catalogue, store, nodes, checkoutOrigin, faults, extensions),
      });
      if (Object.keys(extensions).length > 0) result.extensions = { ...result.extensions, ...extensions };
      // Argument mistakes surface as Shopify-style errors, not server faults.
      if (result.errors?.some((e) => e.originalError && !(e.originalError instanceof ConnectionArgsError))) {
        for (const error of result.errors) if (error.originalError) console.error(error.originalError);
      }
      return result;
    },
  };
}
