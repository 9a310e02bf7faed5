import { Link } from "@remix-run/react";
import { formTypeOf } from "~/lib/catalogue/form-type";
import { formatMoney } from "~/lib/catalogue/money";
import { ratingFor } from "~/lib/catalogue/rating";
import type { SavedProduct } from "~/lib/saved/lists";

export const NO_COMPARISON = "No products to compare yet.";

const FORM_LABEL = { capsule: "Capsules", powder: "Powder", liquid: "Liquid" } as const;

/** Products side by side: price, rating, form, vendor, description. */
export function CompareTable({
  products,
  removeControl,
}: {
  products: SavedProduct[];
  removeControl?: (product: SavedProduct) => React.ReactNode;
}) {
  if (products.length === 0) return <p className="py-8 text-center text-slate-600">{NO_COMPARISON}</p>;
  const form = (p: SavedProduct) => formTypeOf({ title: p.title, description: p.description, variants: [] });
  const rows: Array<[string, (p: SavedProduct) => React.ReactNode]> = [
    ["Price", (p) => formatMoney(p.price)],
    ["Rating", (p) => `${ratingFor(p.id).toFixed(1)} / 5`],
    [
      "Form",
      (p) => {
        const type = form(p);
        return type ? FORM_LABEL[type] : "—";
      },
    ],
    ["Brand", (p) => p.vendor || "—"],
    ["Description", (p) => p.description || "—"],
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="w-28 p-2">
              <span className="sr-only">Detail</span>
            </th>
            {products.map((p) => (
              <th key={p.id} scope="col" className="p-2 align-top">
                {p.image ? (
                  <img
                    src={`${p.image.url}?width=200`}
                    alt=""
                    width={100}
                    height={100}
                    className="mb-2 h-24 w-24 object-contain"
                    loading="lazy"
                  />
                ) : null}
                <Link to={`/product/${p.handle}`} className="font-semibold text-brand-900 hover:underline">
                  {p.title}
                </Link>
                {removeControl ? <div className="mt-1">{removeControl(p)}</div> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label} className="border-t">
              <th scope="row" className="p-2 font-semibold text-slate-700">
                {label}
              </th>
              {products.map((p) => (
                <td key={p.id} className="p-2 align-top">
                  {cell(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
