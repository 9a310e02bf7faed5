import { logger } from "~/.server/ops/logger";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { productPageParts, relatedProducts } from "~/.server/shop/product";
import { publicOrigin } from "~/.server/http/public-origin";
import { forDocument, keptDataOnServer, keptOnServer, presentOnly } from "~/.server/http/server-html";
import { ServerHtml, ServerJsonLd } from "~/components/ui/ServerHtml";
import { productPurchaseOptions } from "~/.server/storefront/selling-plans";
import { storefrontErrorToast } from "~/.server/storefront";
import { CATALOGUE_UNAVAILABLE } from "~/lib/catalogue/unavailable";
import { useNonce } from "~/components/layout/nonce";
import { RouteErrorPage } from "~/components/layout/ErrorPage";
import { ProductBuyForm } from "~/components/product/ProductBuyForm";
import { ProductGallery } from "~/components/product/ProductGallery";
import { RELATED_DATA, RelatedProducts } from "~/components/product/RelatedProducts";
import { StarRating } from "~/components/product/StarRating";
import { RecentlyViewed, useRecordView } from "~/components/saved/RecentlyViewed";
import { Breadcrumb } from "~/components/shop/Breadcrumb";
import { toSavedProduct } from "~/lib/saved/summary";
import { formatMoney } from "~/lib/catalogue/money";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const handle = params.handle ?? "";
  const product = /^[a-z0-9-]{1,120}$/i.test(handle)
    ? await context.services.catalogue.product(handle).catch((error) => {
        // The store is unreachable and nothing is cached: the page's error state, not the crash page.
        logger.error({ err: error }, "product: catalogue unavailable");
        throw data(
          { handle, error: storefrontErrorToast(error) ?? CATALOGUE_UNAVAILABLE },
          { status: 503, headers: { "Cache-Control": "no-store" } },
        );
      })
    : null;
  if (!product) throw data({ handle }, { status: 404 });
  const [related, purchase] = await Promise.all([
    relatedProducts(context.services.catalogue, product).catch((error) => {
      logger.error({ err: error }, "product: related products unavailable");
      return [];
    }),
    // Without its plans the product is still sold one-time: the page does not fail for them.
    productPurchaseOptions(context.services.storefront, product.handle).catch((error) => {
      logger.error({ err: error }, "product: selling plans unavailable");
      return null;
    }),
  ]);
  const url = `${publicOrigin()}/product/${product.handle}`;
  const parts = productPageParts(product);
  return data(
    {
      // The plain description feeds the JSON-LD, the meta tags and the WebMCP tool (a `.data` request): a first
      // load shows it through the first two as server HTML only, and hydrates from what the page reads.
      product: forDocument(context) ? parts.pageProduct : parts.listed,
      metaDescription: parts.metaDescription,
      purchase,
      // A first load's cards are server HTML that the browser keeps (RelatedProducts): their data stays out of the page.
      // A first load's cards are server HTML that the browser keeps (RelatedProducts): their data stays out of the page,
      // and so do the names of what was kept (an absent key reads as null).
      ...presentOnly({
        related: related.length > 0 ? keptDataOnServer(context, RELATED_DATA, related) : [],
        descriptionHtml: keptOnServer(context, "product-details", parts.descriptionHtml),
        jsonLd: keptOnServer(context, "product-json-ld", parts.jsonLdText(url)),
      }),
    },
    { headers: { "Cache-Control": "public, max-age=60, s-maxage=600, stale-while-revalidate=300" } },
  );
}

export const headers = publicPageHeaders("no-store");

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) =>
  loaded
    ? pageMeta({
        title: loaded.product.title,
        description: loaded.metaDescription,
        path: `/product/${loaded.product.handle}`,
        siteUrl: siteUrlFrom(matches),
        image: loaded.product.images[0]?.url,
        type: "product",
      })
    : [{ title: "Product not found | BioLife" }];

/** Their icons are drawn by CSS (.i-flask ...). */
const BADGES = [
  { label: "Third-Party Tested", icon: "i-flask" },
  { label: "GMP Certified", icon: "i-factory" },
  { label: "Premium Quality", icon: "i-checked" },
];

export default function ProductPage() {
  const { product, purchase, related = null, descriptionHtml = null, jsonLd = null } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  useRecordView(toSavedProduct(product));
  // The headline's Subscribe & save price: the store's for the size the headline prices (shown when chosen, by CSS).
  const cheapest = product.variants.find((v) => v.price.amount === product.priceRange.minVariantPrice.amount);
  const subscribed = cheapest ? purchase?.prices[cheapest.id]?.price : undefined;
  return (
    <main id="main">
      <ServerJsonLd name="product-json-ld" json={jsonLd} nonce={nonce} />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Shop", href: "/shop" }, { label: product.title }]} />
      <div className="container-page product-main">
        <ProductGallery images={product.images} title={product.title} />
        <div>
          <h1 className="product-title">{product.title}</h1>
          <StarRating rating={4.9} label="(100+ reviews)" />
          <p className="product-price price-once">
            <span>{formatMoney(product.priceRange.minVariantPrice)}</span>{" "}
            <span>{product.priceRange.minVariantPrice.currencyCode}</span>
          </p>
          {subscribed ? (
            <p className="product-price price-subscribe">
              <span>{formatMoney(subscribed)}</span> <span>{subscribed.currencyCode}</span>
            </p>
          ) : null}
          <ProductBuyForm product={product} purchase={purchase} />
          <ul className="quality" aria-label="Quality">
            {BADGES.map(({ label, icon }) => (
              <li key={label} className={icon}>
                {label}
              </li>
            ))}
          </ul>
          <section className="details" aria-labelledby="details">
            <h2 id="details">Product Details</h2>
            <ServerHtml name="product-details" html={descriptionHtml} className="prose-page" />
          </section>
        </div>
      </div>
      {related?.length === 0 ? null : <RelatedProducts handle={product.handle} related={related} />}
      <RecentlyViewed exclude={product.id} />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) {
    const message =
      (error.data as { error?: { title: string; description: string } } | null)?.error ?? CATALOGUE_UNAVAILABLE;
    return (
      <main id="main" className="container-page py-20 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{message.title}</h1>
        <p role="alert" className="mt-2 text-slate-600">
          {message.description}
        </p>
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- href="" is this page's own URL: a retry without JavaScript */}
        <a href="" className="btn-primary mt-6">
          Try Again
        </a>
      </main>
    );
  }
  // Rethrown, it would end the server's render (no boundary catches on the server): the shop's error page instead.
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteErrorPage error={error} />;
  return (
    <main id="main" className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Product not found</h1>
      <p className="mt-2 text-slate-600">This product may have been renamed or is no longer sold.</p>
      <Link to="/shop" className="btn-primary mt-6">
        Back to Shop
      </Link>
    </main>
  );
}
