import { logger } from "~/.server/ops/logger";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useRef, useState } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { env } from "~/.server/env";
import type { Catalogue } from "~/.server/storefront";
import type { CollectionWidget } from "~/components/conditions/CollectionDialog";
import { ConditionsIndex } from "~/components/conditions/ConditionsIndex";
import { Breadcrumb } from "~/components/shop/Breadcrumb";
import { conditionBySlug, type ConditionPage } from "~/content/conditions";
import { listProducts } from "~/lib/catalogue/listing";
import { toCardProduct } from "~/lib/catalogue/card";
import { STATIC_PAGE_CACHE, staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { isPlainHttpStore } from "~/lib/store-origin";

const CollectionDialog = lazy(() => import("~/components/conditions/CollectionDialog"));

/** The blood sugar page shows its collection in a dialog (the storefront's buy-button widget) instead of linking to the shop. */
const DIALOG_SLUG = "blood-sugar";
const DIALOG_PRODUCTS = 12;

async function dialogWidget(catalogue: Catalogue, condition: ConditionPage): Promise<CollectionWidget | null> {
  if (condition.slug !== DIALOG_SLUG) return null;
  const { PUBLIC_STORE_DOMAIN: domain, PUBLIC_STOREFRONT_API_TOKEN: token } = env();
  // The Buy Button widget needs Shopify itself; the stand-alone local storefront (plain http) has none.
  if (domain && token && !isPlainHttpStore(domain))
    return {
      kind: "buy-button",
      store: { domain, storefrontAccessToken: token },
      collectionId: condition.collectionId,
    };
  const products = await catalogue
    .collectionProducts(condition.collectionId, DIALOG_PRODUCTS)
    .then((list) => listProducts(list).map(toCardProduct))
    .catch((error) => {
      logger.error({ err: error }, "conditions: blood sugar products unavailable");
      return [];
    });
  return products.length > 0 ? { kind: "catalogue", products } : null;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const condition = conditionBySlug(params.slug);
  // Unknown conditions (respiratory, liver, urinary, nutrition, ...) show the index.
  const widget = condition ? await dialogWidget(context.services.catalogue, condition) : null;
  return data({ condition, widget }, { headers: { "Cache-Control": STATIC_PAGE_CACHE } });
}

export const headers = staticPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, params }) =>
  pageMeta({
    title: loaded?.condition?.title ?? "Health Conditions",
    description:
      loaded?.condition?.headline ??
      "Conditions that affect African American health most, and the nutrition that supports them.",
    path: loaded?.condition ? `/conditions/${params.slug}` : "/conditions",
    siteUrl: siteUrlFrom(matches),
    image: loaded?.condition?.image.src,
  });

export default function ConditionRoute() {
  const { condition, widget } = useLoaderData<typeof loader>();
  if (!condition) return <ConditionsIndex />;
  return <Condition condition={condition} widget={widget as CollectionWidget | null} />;
}

function Condition({ condition, widget }: { condition: ConditionPage; widget: CollectionWidget | null }) {
  const hydrated = useHydrated();
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The dialog unmounts on close (clearing its content), so focus goes back to its button here.
  const closeDialog = () => {
    setDialogOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const shopHref = `/shop?collection=${condition.collectionId}`;
  const label = `Shop ${condition.title} Products`;
  // Without scripts (or before hydration) the button is a link to the same collection in the shop.
  const shopButton =
    widget && hydrated ? (
      <button
        ref={opener}
        type="button"
        className="btn-primary"
        onClick={() => setDialogOpen(true)}
        aria-haspopup="dialog"
      >
        {label}
      </button>
    ) : (
      <Link to={shopHref} className="btn-primary">
        {label}
      </Link>
    );
  const hero = (
    <section className="container-page grid gap-8 py-8 md:grid-cols-2 md:items-center">
      <img
        src={condition.image.src}
        alt={condition.image.alt}
        width={960}
        height={540}
        fetchPriority="high"
        className="aspect-video w-full rounded-2xl object-cover"
      />
      <div>
        <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{condition.title}</h1>
        <p className="mt-3 text-lg font-medium text-slate-800">{condition.headline}</p>
      </div>
    </section>
  );

  if (condition.layout === "brief") {
    return (
      <main id="main">
        {hero}
        <section className="container-page max-w-3xl pb-16">
          {condition.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className="mb-4 leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
          {shopButton}
        </section>
      </main>
    );
  }

  return (
    <main id="main">
      <Breadcrumb
        items={[{ label: "Home", href: "/" }, { label: "Conditions", href: "/conditions" }, { label: condition.title }]}
      />
      {hero}
      <section className="container-page max-w-3xl pb-16">
        {condition.paragraphs.map((p) => (
          <p key={p.slice(0, 40)} className="mb-4 leading-relaxed text-slate-700">
            {p}
          </p>
        ))}
        <h2 className="mb-2 mt-6 text-xl font-bold text-brand-900">Good to know</h2>
        <ul className="mb-6 list-disc space-y-1 pl-6 text-slate-700">
          {condition.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {shopButton}
        <p className="mt-6 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
          Supplements support, and never replace, the care of your healthcare provider. Talk with them before starting
          anything new, especially if you take medication.
        </p>
      </section>
      {dialogOpen && widget ? (
        <Suspense fallback={null}>
          <CollectionDialog
            title={`${condition.title} Products`}
            widget={widget}
            shopHref={shopHref}
            onClose={closeDialog}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
