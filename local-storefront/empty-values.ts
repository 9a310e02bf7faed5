import { connection, type ConnectionArgs } from "./connection";

/**
 * What the Storefront API answers for content this store does not have: an
 * empty but valid value, never a null where the schema promises a value.
 */

/** HasMetafields.metafield: this store defines no metafields. */
export const noMetafield = () => null;

/** HasMetafields.metafields: one null per identifier asked for, as Shopify answers unknown ones. */
export const noMetafields = ({ identifiers }: { identifiers: unknown[] }) => identifiers.map(() => null);

/** A connection with no items (no pages, blogs, articles, redirects, locations...). */
export const emptyConnection = (args: ConnectionArgs) => connection([], args);
