import { describe, expect, it } from "vitest";
import { buyButtonCsp, securityHeaders } from "~/.server/http/security-headers";
import { BUY_BUTTON_SCRIPT, loadBuyButtonSdk, mountCollectionWidget } from "~/lib/conditions/buy-button";

/** Just enough of a document for the loader: a window, <head> and script elements. */
function fakeDocument() {
  const scripts: Array<{ src: string; async: boolean; onload?: () => void; onerror?: () => void; remove: () => void }> =
    [];
  const view: Record<string, unknown> = {};
  const doc = {
    defaultView: view,
    createElement: () => ({ src: "", async: false, remove() {} }),
    head: { appendChild: (el: (typeof scripts)[number]) => scripts.push(el) },
  };
  return { doc: doc as unknown as Document, view, scripts };
}

function fakeSdk(calls: unknown[]) {
  return {
    buildClient: (config: unknown) => ({ config }),
    UI: {
      onReady: async (client: unknown) => ({
        createComponent: (type: string, config: unknown) => calls.push({ client, type, config }),
      }),
    },
  };
}

describe("buy button SDK", () => {
  it("adds Shopify's script once, however often the dialog opens", async () => {
    const { doc, view, scripts } = fakeDocument();
    const first = loadBuyButtonSdk(doc);
    const second = loadBuyButtonSdk(doc);
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe(BUY_BUTTON_SCRIPT);
    const sdk = fakeSdk([]);
    view.ShopifyBuy = sdk;
    scripts[0].onload!();
    expect(await first).toBe(sdk);
    expect(await second).toBe(sdk);
    expect(await loadBuyButtonSdk(doc)).toBe(sdk);
    expect(scripts).toHaveLength(1);
  });

  it("tries again on the next open after a failed load", async () => {
    const { doc, scripts } = fakeDocument();
    const first = loadBuyButtonSdk(doc);
    scripts[0].onerror!();
    await expect(first).rejects.toThrow(/could not be loaded/);
    void loadBuyButtonSdk(doc).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });

  it("builds a collection component in the node and empties it on close", async () => {
    const { doc, view } = fakeDocument();
    const calls: Array<{ client: unknown; type: string; config: { id: string; node: unknown } }> = [];
    view.ShopifyBuy = fakeSdk(calls);
    let cleared = false;
    const node = { ownerDocument: doc, replaceChildren: () => (cleared = true) } as unknown as HTMLElement;
    const clear = await mountCollectionWidget(
      node,
      { domain: "https://biolife.myshopify.com", storefrontAccessToken: "public-token" },
      "287821004894",
    );
    expect(calls).toHaveLength(1);
    expect(calls[0].type).toBe("collection");
    expect(calls[0].config.id).toBe("287821004894");
    expect(calls[0].config.node).toBe(node);
    expect(calls[0].client).toEqual({
      config: { domain: "biolife.myshopify.com", storefrontAccessToken: "public-token" },
    });
    clear();
    expect(cleared).toBe(true);
  });
});

describe("content security policy for the buy button", () => {
  const policy = (options: Parameters<typeof securityHeaders>[0]) => {
    const headers: Record<string, string> = {};
    const res = { locals: {}, setHeader: (name: string, value: string) => (headers[name] = value) };
    securityHeaders(options)({ secure: false } as never, res as never, () => undefined);
    return headers["Content-Security-Policy"];
  };

  it("allows Shopify's script only when a Shopify store is configured", () => {
    expect(buyButtonCsp(undefined)).toEqual({});
    expect(policy({ ...buyButtonCsp(undefined) })).not.toContain("sdks.shopifycdn.com");
    const csp = policy({ ...buyButtonCsp("biolife.myshopify.com") });
    expect(csp).toMatch(/script-src [^;]*https:\/\/sdks\.shopifycdn\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/biolife\.myshopify\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.shopify\.com/);
  });
});
