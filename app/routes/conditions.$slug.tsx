import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { catalogue } from "~/.server/storefront";
import { ConditionsIndex } from "~/components/conditions/ConditionsIndex";
import { Breadcrumb } from "~/components/shop/Breadcrumb";
import { conditionPages } from "~/content/conditions";
import { STATIC_PAGE_CACHE } from "~/lib/http-cache";
import { listProducts } from "~/lib/catalogue/listing";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

const CollectionDialog = lazy(() => import("~/components/conditions/CollectionDialog"));

/** The blood sugar page shows its collection in a dialog instead of linking to the shop. */
const DIALOG_SLUG = "blood-sugar";
const DIALOG_PRODUCTS = 12;

export async function loader({ params }: LoaderFunctionArgs) {
  const condition = conditionPages.find((c) => c.slug === params.slug) ?? null;
  // Unknown conditions (respiratory, liver, urinary, nutrition, ...) show the index.
  if (!condition) return data({ condition: null, products: [] }, { headers: { "Cache-Control": STATIC_PAGE_CACHE } });
  const products =
    condition.slug === DIALOG_SLUG && condition.collectionId
      ? await catalogue()
          .collectionProducts(condition.collectionId, DIALOG_PRODUCTS)
          .then((list) => listProducts(list))
          .catch(() => [])
      : [];
  return data({ condition, products }, { headers: { "Cache-Control": STATIC_PAGE_CACHE } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, params }) =>
  pageMeta({
    title: loaded?.condition?.title ?? "Health Conditions",
    description: loaded?.condition?.headline ?? "Conditions that affect African American health most.",
    path: loaded?.condition ? `/conditions/${params.slug}` : "/conditions",
    siteUrl: siteUrlFrom(matches),
  });

export default function ConditionPage() {
  const { condition, products } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const [dialogOpen, setDialogOpen] = useState(false);
  if (!condition) return <ConditionsIndex />;
  const shopHref = condition.collectionId ? `/shop?collection=${condition.collectionId}` : "/shop";
  const useDialog = condition.slug === DIALOG_SLUG && products.length > 0;
  return (
    <main id="main">
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Conditions", href: "/conditions" }, { label: condition.title }]} />
      <section className="container-page grid gap-8 py-8 md:grid-cols-2 md:items-center">
        <img src={condition.image.src} alt={condition.image.alt} width={960} height={540} fetchPriority="high" className="aspect-video w-full rounded-2xl object-cover" />
        <div>
          <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{condition.title}</h1>
          <p className="mt-3 text-lg font-medium text-slate-800">{condition.headline}</p>
        </div>
      </section>
      <section className="container-page max-w-3xl pb-16">
        {condition.paragraphs.map((p) => (
          <p key={p.slice(0, 40)} className="mb-4 leading-relaxed text-slate-700">
            {p}
          </p>
        ))}
        <ul className="mb-6 list-disc space-y-1 pl-6 text-slate-700">
          {condition.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {useDialog && hydrated ? (
          <button type="button" className="btn-primary" onClick={() => setDialogOpen(true)}>
            Shop {condition.title} Products
          </button>
        ) : (
          <Link to={shopHref} className="btn-primary">
            Shop {condition.title} Products
          </Link>
        )}
        <p className="mt-6 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
          Supplements support, and never replace, the care of your healthcare provider. Talk with them before starting anything new, especially if you take medication.
        </p>
      </section>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <CollectionDialog title={`${condition.title} Products`} products={products} onClose={() => setDialogOpen(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
