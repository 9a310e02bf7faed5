import { legalDocument, type LegalDocument } from "../app/content/legal";
import { BRAND } from "../app/lib/meta";
import { aboutIntro } from "../app/content/about";
import { returnsPolicy, shippingMethods } from "../app/content/shipping";
import type { LocalCatalogue } from "./catalogue/catalogue";
import { emptyConnection, noMetafield, noMetafields } from "./empty-values";
import { gid } from "./ids";
import { CURRENCY, imagePath } from "./nodes";

/**
 * The shop-level root fields: the shop itself and its localization answer
 * from the shop's own content (its name, its legal pages as policies); menus,
 * pages, blogs, redirects and sitemaps this store does not have answer as
 * Shopify answers for a store without them (no menu, empty lists).
 */
const SHOP_ID = gid("Shop", 68_817_682_526);
const COUNTRY = "US";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function legalHtml(doc: LegalDocument) {
  const sections = doc.sections.map((section) =>
    [
      `<h2>${escapeHtml(section.heading)}</h2>`,
      ...(section.paragraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`),
      section.items?.length ? `<ul>${section.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "",
    ].join(""),
  );
  return `<p>${escapeHtml(doc.intro)}</p>${sections.join("")}`;
}

const policy = (id: number, handle: string, title: string, body: string, url: string) => ({
  __typename: "ShopPolicy",
  id: gid("ShopPolicy", id),
  handle,
  title,
  body,
  url,
});

const language = { __typename: "Language", isoCode: "EN", name: "English", endonymName: "English" };
const country = {
  __typename: "Country",
  isoCode: COUNTRY,
  name: "United States",
  currency: { __typename: "Currency", isoCode: CURRENCY, name: "US Dollar", symbol: "$" },
  unitSystem: "IMPERIAL_SYSTEM",
  defaultLanguage: language,
  availableLanguages: [language],
  market: {
    __typename: "Market",
    id: gid("Market", 1),
    handle: "us",
    metafield: noMetafield,
    metafields: noMetafields,
  },
};

const SITEMAP_PAGE = 250;

/** Sitemap resources: the products and collections (this store has no pages, blogs or articles). */
function sitemapResources(catalogue: LocalCatalogue, type: string) {
  if (type === "PRODUCT") {
    return catalogue.products.map((p) => ({
      __typename: "SitemapResource",
      handle: p.handle,
      title: p.title,
      updatedAt: p.updatedAt,
      image: { __typename: "SitemapImage", alt: p.title, filepath: imagePath(p.handle, 0), updatedAt: p.updatedAt },
    }));
  }
  if (type === "COLLECTION") {
    return catalogue.collections.map((c) => ({
      __typename: "SitemapResource",
      handle: c.handle,
      title: c.title,
      updatedAt: "2025-06-01T12:00:00Z",
      image: null,
    }));
  }
  return [];
}

/** `shopUrl`: where the shop's own pages are (the policies and the domain name it). */
export function shopRootFields(catalogue: LocalCatalogue, shopUrl: () => string) {
  const site = () => new URL(shopUrl());
  const page = (path: string) => new URL(path, site()).toString();
  const paymentSettings = () => ({
    __typename: "PaymentSettings",
    acceptedCardBrands: ["VISA", "MASTERCARD", "AMERICAN_EXPRESS", "DISCOVER"],
    cardVaultUrl: new URL("/local-storefront/checkout", site()).toString(),
    countryCode: COUNTRY,
    currencyCode: CURRENCY,
    enabledPresentmentCurrencies: [CURRENCY],
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  });
  const privacy = legalDocument("privacy");
  const terms = legalDocument("terms");
  return {
    shop: () => ({
      __typename: "Shop",
      id: SHOP_ID,
      name: BRAND,
      description: aboutIntro,
      moneyFormat: "${{amount}}",
      primaryDomain: {
        __typename: "Domain",
        host: site().host,
        url: site().origin,
        sslEnabled: site().protocol === "https:",
      },
      brand: null,
      paymentSettings: paymentSettings(),
      shipsToCountries: [COUNTRY],
      privacyPolicy: policy(1, "privacy-policy", privacy.title, legalHtml(privacy), page(privacy.path)),
      termsOfService: policy(2, "terms-of-service", terms.title, legalHtml(terms), page(terms.path)),
      refundPolicy: policy(
        3,
        "refund-policy",
        "Refund Policy",
        returnsPolicy.map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
        page("/shipping"),
      ),
      shippingPolicy: policy(
        4,
        "shipping-policy",
        "Shipping Policy",
        `<ul>${shippingMethods.map((m) => `<li>${escapeHtml(`${m.name} (${m.time}): ${m.price}. ${m.note}`)}</li>`).join("")}</ul>`,
        page("/shipping"),
      ),
      subscriptionPolicy: null,
      termsOfSale: null,
      legalNotice: null,
      contactInformation: null,
      customerAccountUrl: null,
      customerAccountTranslations: null,
      socialLoginProviders: [],
      shopPayInstallmentsPricing: null,
      metafield: noMetafield,
      metafields: noMetafields,
    }),
    localization: () => ({
      __typename: "Localization",
      country,
      language,
      availableCountries: [country],
      availableLanguages: [language],
      market: country.market,
    }),
    paymentSettings,
    sitemap: ({ type }: { type: string }) => {
      const resources = sitemapResources(catalogue, type);
      return {
        __typename: "Sitemap",
        pagesCount: { __typename: "Count", count: Math.ceil(resources.length / SITEMAP_PAGE), precision: "EXACT" },
        resources: ({ page }: { page: number }) => ({
          __typename: "PaginatedSitemapResources",
          items: resources.slice((page - 1) * SITEMAP_PAGE, page * SITEMAP_PAGE),
          hasNextPage: page * SITEMAP_PAGE < resources.length,
        }),
      };
    },
    // No navigation menus, pages, blogs, articles or redirects are set up in this store.
    menu: () => null,
    page: () => null,
    pageByHandle: () => null,
    pages: emptyConnection,
    blog: () => null,
    blogByHandle: () => null,
    blogs: emptyConnection,
    article: () => null,
    articles: emptyConnection,
    urlRedirects: emptyConnection,
    locations: emptyConnection,
    metaobject: () => null,
    metaobjects: emptyConnection,
  };
}
