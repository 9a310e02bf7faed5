import { execute, GraphQLError, type ExecutionResult } from "graphql";
import { buildCatalogue, type LocalCatalogue } from "./catalogue/catalogue";
import { seedCollections } from "./catalogue/collections";
import { seedProducts } from "./catalogue/products";
import {
  addLines,
  cartNode,
  createCart,
  removeLines,
  updateAttributes,
  updateBuyerIdentity,
  updateDiscountCodes,
  updateLines,
  updateNote,
  type CartInput,
} from "./cart";
import { TOO_MANY_GUESSES } from "./discounts";
import { connection, ConnectionArgsError, type ConnectionArgs } from "./connection";
import { createNodeFactory, listProducts, predictiveSearch, searchProducts, type NodeFactory } from "./nodes";
import { parseGid } from "./ids";
import { storefrontSchema } from "./schema";
import { requestLimitError } from "./limits";
import { createPreparedDocuments } from "./prepared";
import { noFaults, type Faults } from "./faults";
import { createLocalStore, type LocalStore } from "./store";
import { unimplementedRootFields } from "./unimplemented";
import { namingFieldResolver } from "./field-resolver";
import { shopRootFields } from "./shop";
import { sortCollections } from "./catalogue/sort";

export interface LocalStorefront {
  catalogue: LocalCatalogue;
  store: LocalStore;
  faults: Faults;
  /** `guesses`: counts the caller's discount-code guesses (cartDiscountCodesUpdate); none: the shop itself calls. */
  execute(
    request: GraphQLRequest,
    checkoutOrigin: string,
    guesses?: (count: number) => Promise<boolean>,
  ): Promise<ExecutionResult>;
  /** The prepared-document cache: entries and estimated bytes. */
  preparedStats(): { entries: number; bytes: number };
}

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export function rootValue(
  catalogue: LocalCatalogue,
  store: LocalStore,
  nodes: NodeFactory,
  checkoutOrigin: string,
  faults: Faults,
  shopUrl: string | undefined,
  guesses?: (count: number) => Promise<boolean>,
  /** What this answer says beside its data, in its `extensions` (see `cart` below). */
  extensions: { cartStatus?: Record<string, "ORDERED" | "UNKNOWN"> } = {},
) {
  const cartDeps = { catalogue, store, nodes, checkoutOrigin };
  // Each code sent (cartCreate's or cartDiscountCodesUpdate's) is a guess: the answer says which apply.
  const countGuesses = async (codes: readonly string[] | null | undefined) => {
    const tried = new Set((codes ?? []).map((code) => code.trim().toUpperCase()).filter(Boolean));
    if (guesses && tried.size > 0 && !(await guesses(tried.size))) {
      throw new GraphQLError(TOO_MANY_GUESSES, { extensions: { code: "THROTTLED" } });
    }
  };
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
    collections: (args: ConnectionArgs & { sortKey?: string | null; reverse?: boolean | null }) =>
      connection(
        sortCollections(catalogue.collections, args.sortKey, args.reverse ?? false).map(nodes.collection),
        args,
      ),
    productRecommendations: (args: { productId?: string; productHandle?: string; intent?: string | null }) => {
      const product = args.productId
        ? catalogue.productsById.get(args.productId)
        : catalogue.productsByHandle.get(args.productHandle ?? "");
      if (!product) return null;
      // No complementary products are set up in this store; related ones share a collection.
      if (args.intent === "COMPLEMENTARY") return [];
      return catalogue.products
        .filter((p) => p !== product && p.collectionIds.some((id) => product.collectionIds.includes(id)))
        .slice(0, 10)
        .map(nodes.product);
    },
    ...shopRootFields(catalogue, () => new URL(shopUrl ?? "/", checkoutOrigin || "http://localhost").toString()),
    node: ({ id }: { id: string }) => byId(id),
    nodes: ({ ids }: { ids: string[] }) => ids.map(byId),
    // Like Shopify, null for a cart whose order was placed or that the store does not know; unlike Shopify, the
    // answer's extensions say which, so the shop empties a shopper's cart only when it was bought.
    cart: ({ id }: { id: string }) => {
      const cart = parseGid(id)?.type === "Cart" ? store.getCart(parseGid(id)!.id) : undefined;
      if (!cart || cart.orderId) (extensions.cartStatus ??= {})[id] = cart ? "ORDERED" : "UNKNOWN";
      return byId(id);
    },
    cartCreate: async ({ input }: { input: CartInput }) => {
      await countGuesses(input?.discountCodes);
      return faults.cartCreateError &&
        input?.lines?.some((l) => l.merchandiseId === faults.cartCreateError?.merchandiseId)
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
        : createCart(input ?? {}, cartDeps);
    },
    cartLinesAdd: (args: Parameters<typeof addLines>[0]) => addLines(args, cartDeps),
    cartLinesUpdate: (args: Parameters<typeof updateLines>[0]) => updateLines(args, cartDeps),
    cartLinesRemove: (args: Parameters<typeof removeLines>[0]) => removeLines(args, cartDeps),
    cartNoteUpdate: (args: Parameters<typeof updateNote>[0]) => updateNote(args, cartDeps),
    cartAttributesUpdate: (args: Parameters<typeof updateAttributes>[0]) => updateAttributes(args, cartDeps),
    cartBuyerIdentityUpdate: (args: Parameters<typeof updateBuyerIdentity>[0]) => updateBuyerIdentity(args, cartDeps),
    cartDiscountCodesUpdate: async (input: { cartId: string; discountCodes?: string[] | null }) => {
      await countGuesses(input.discountCodes);
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
  /** The shop's own pages (Shop.primaryDomain, the policies' links): a URL, or a path on the request's origin. */
  shopUrl?: string;
}): LocalStorefront {
  const catalogue = options.catalogue ?? buildCatalogue(seedProducts, seedCollections);
  const store = createLocalStore(options.dataDir);
  const nodes = createNodeFactory(catalogue, options.imageOrigin);
  const schema = storefrontSchema();
  const faults = noFaults();
  const implemented = new Set(Object.keys(rootValue(catalogue, store, nodes, "", faults, options.shopUrl)));
  const documents = createPreparedDocuments(schema);
  return {
    catalogue,
    store,
    faults,
    preparedStats: documents.stats,
    async execute(request, checkoutOrigin, guesses) {
      // Token limit, depth, aliases, directives (linear, kept with the document) ...
      const prepared = documents.get(request.query);
      if ("errors" in prepared) return { errors: prepared.errors };
      // ... then input arrays and the cost, which depend on the variables (linear, every request) ...
      const refused = requestLimitError(
        schema,
        prepared.document,
        prepared.fragments,
        request.variables,
        request.operationName,
      );
      if (refused) return { errors: [refused] };
      // ... and only then graphql's own rules and this storefront's.
      const invalid = documents.validated(prepared);
      if (invalid.length > 0) return { errors: invalid };
      const { document } = prepared;
      const unimplemented = unimplementedRootFields(document, request.operationName, implemented);
      if (unimplemented.length > 0) return { errors: unimplemented };
      const extensions: Parameters<typeof rootValue>[7] = {};
      const result = await execute({
        schema,
        document,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
        rootValue: rootValue(catalogue, store, nodes, checkoutOrigin, faults, options.shopUrl, guesses, extensions),
        fieldResolver: namingFieldResolver,
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
