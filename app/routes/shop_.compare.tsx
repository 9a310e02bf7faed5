import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CompareTable } from "~/components/saved/CompareTable";
import { Breadcrumb } from "~/components/shop/Breadcrumb";
import { listProducts } from "~/lib/catalogue/listing";
import { COMPARE_MAX } from "~/lib/saved/lists";
import { toSavedProduct } from "~/lib/saved/summary";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

/** The comparison as a server-rendered page: `?ids=` holds up to four numeric product ids. */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const ids = [
    ...new Set(
      (url.searchParams.get("ids") ?? "")
        .split(",")
        .map((id) => id.trim())
        .filter((id) => /^\d{1,20}$/.test(id)),
    ),
  ].slice(0, COMPARE_MAX);
  const [products, all] = await Promise.all([
    services.catalogue.productsById(ids.map((id) => `gid://shopify/Product/${id}`)),
    services.catalogue.products(),
  ]);
  const choices = listProducts(all)
    .filter((p) => !products.some((c) => c.id === p.id))
    .map((p) => ({ id: p.id.split("/").pop()!, title: p.title }));
  return data(
    { products: products.map(toSavedProduct), ids: products.map((p) => p.id.split("/").pop()!), choices },
    { headers: { "Cache-Control": "private, max-age=60" } },
  );
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Compare Products",
    description: "Compare BioLife supplements side by side.",
    path: "/shop/compare",
    siteUrl: siteUrlFrom(matches),
  });

export default function ComparePage() {
  const { products, ids, choices } = useLoaderData<typeof loader>();
  const without = (id: string) => ids.filter((i) => i !== id).join(",");
  return (
    <main id="main">
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Shop", href: "/shop" }, { label: "Compare" }]} />
      <div className="container-page py-8">
        <h1 className="text-3xl font-extrabold text-brand-900">Compare Products</h1>
        <p className="mt-1 text-slate-600">
          {products.length}/{COMPARE_MAX} products
        </p>
        <div className="mt-6">
          <CompareTable
            products={products}
            removeControl={(p) => (
              <Link
                to={`/shop/compare?ids=${without(p.id.split("/").pop()!)}`}
                className="text-xs text-red-700 hover:underline"
              >
                Remove
              </Link>
            )}
          />
        </div>
        {products.length < COMPARE_MAX ? (
          <Form method="get" className="mt-8 flex flex-wrap items-end gap-3">
            <label className="min-w-64 flex-1">
              <span className="mb-1 block text-sm font-medium">Add a product to compare</span>
              <select name="ids" className="input" defaultValue="">
                <option value="" disabled>
                  Choose a product
                </option>
                {choices.map((c) => (
                  <option key={c.id} value={[...ids, c.id].join(",")}>
                    {c.title}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn-primary">
              Add
            </button>
          </Form>
        ) : null}
        <Link to="/shop" className="btn-secondary mt-8">
          Back to Shop
        </Link>
      </div>
    </main>
  );
}
