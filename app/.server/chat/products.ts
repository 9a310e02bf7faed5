import type { Catalogue } from "~/.server/storefront";
import { derivedFrom } from "~/lib/catalogue/derived";
import { displayDescription } from "~/lib/catalogue/description";
import { listProducts } from "~/lib/catalogue/listing";
import type { Product } from "~/lib/catalogue/types";
import { DESCRIPTION_CAP, type ChatProduct } from "~/lib/chat/types";
import { logger } from "~/.server/ops/logger";

/** SPEC §9: the chat widget works from 50 products. */
export const CHAT_PRODUCT_COUNT = 50;

export function toChatProduct(product: Product): ChatProduct {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    price: product.priceRange.minVariantPrice.amount,
    description: displayDescription(product.description).slice(0, DESCRIPTION_CAP),
  };
}

/** The listing's chat products, worked out once per listing (the same array until the storefront cache refreshes). */
const chatProductsOf = derivedFrom((listed: readonly Product[]) => listed.map(toChatProduct));

/** The catalogue as the chat sees it (shared storefront cache); empty when the storefront is down. */
export async function chatProducts(catalogue: Catalogue): Promise<ChatProduct[]> {
  try {
    return chatProductsOf(listProducts(await catalogue.products(CHAT_PRODUCT_COUNT))) as ChatProduct[];
  } catch (error) {
    logger.error(`chat: catalogue unavailable: ${(error as Error).message}`);
    return [];
  }
}
