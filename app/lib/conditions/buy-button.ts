/**
 * Shopify's Buy Button SDK, used by the blood sugar dialog when a real store
 * is configured. The script is added to the page once and shared by every
 * opening of the dialog; each opening builds a fresh collection component
 * in the dialog's node, and closing empties that node.
 */
export const BUY_BUTTON_SCRIPT = "https://sdks.shopifycdn.com/buy-button/latest/buy-button-storefront.min.js";
export const BUY_BUTTON_SCRIPT_ORIGIN = new URL(BUY_BUTTON_SCRIPT).origin;

export interface BuyButtonStore {
  domain: string;
  storefrontAccessToken: string;
}

interface BuyButtonUi {
  createComponent(
    type: "collection",
    config: { id: string; node: HTMLElement; moneyFormat: string; options?: unknown },
  ): unknown;
}

interface ShopifyBuyGlobal {
  buildClient(config: { domain: string; storefrontAccessToken: string }): unknown;
  UI: { onReady(client: unknown): Promise<BuyButtonUi> };
}

type ScriptScope = { ShopifyBuy?: ShopifyBuyGlobal; __biolifeBuyButton?: Promise<ShopifyBuyGlobal> };

/** Adds the SDK's script to the document once; later calls share the first load. */
export function loadBuyButtonSdk(doc: Document = document): Promise<ShopifyBuyGlobal> {
  const scope = doc.defaultView as unknown as ScriptScope;
  if (scope.ShopifyBuy?.UI) return Promise.resolve(scope.ShopifyBuy);
  scope.__biolifeBuyButton ??= new Promise<ShopifyBuyGlobal>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = BUY_BUTTON_SCRIPT;
    script.async = true;
    script.onload = () =>
      scope.ShopifyBuy ? resolve(scope.ShopifyBuy) : reject(new Error("Buy Button SDK did not load"));
    script.onerror = () => {
      scope.__biolifeBuyButton = undefined;
      script.remove();
      reject(new Error("Buy Button SDK could not be loaded"));
    };
    doc.head.appendChild(script);
  });
  return scope.__biolifeBuyButton;
}

/** Renders the store's collection into `node`; the returned function empties it again. */
export async function mountCollectionWidget(
  node: HTMLElement,
  store: BuyButtonStore,
  collectionId: string,
): Promise<() => void> {
  const sdk = await loadBuyButtonSdk(node.ownerDocument);
  const client = sdk.buildClient({
    domain: store.domain.replace(/^https?:\/\//, ""),
    storefrontAccessToken: store.storefrontAccessToken,
  });
  const ui = await sdk.UI.onReady(client);
  ui.createComponent("collection", {
    id: collectionId,
    node,
    moneyFormat: "%24%7B%7Bamount%7D%7D",
    options: { product: { buttonDestination: "checkout", contents: { img: true, title: true, price: true } } },
  });
  return () => node.replaceChildren();
}
