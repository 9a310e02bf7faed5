/** Every Storefront document the app sends, for the schema contract test. */
export { PRODUCTS_QUERY } from "./products";
export { PRODUCT_QUERY } from "./product";
export { COLLECTION_PRODUCTS_QUERY } from "./collection";
export { VARIANTS_BY_ID_QUERY } from "./variants";
export { CART_CREATE_MUTATION } from "./cart";
export { CART_STATUS_QUERY } from "./cart-status";
export { PRODUCTS_BY_ID_QUERY } from "./products-by-id";
export { PRODUCT_INDEX_QUERY, COLLECTION_INDEX_QUERY, SEARCH_INDEX_QUERY } from "./catalogue-index";
export { PREDICTIVE_SEARCH_QUERY } from "./search";
export { PRODUCT_SELLING_PLANS_QUERY } from "./selling-plans";
