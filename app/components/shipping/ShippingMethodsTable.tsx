import type { ShippingMethod } from "~/content/shipping";

export function ShippingMethodsTable({ methods }: { methods: ShippingMethod[] }) {
  return (
    // On a phone the table scrolls sideways: a named, focusable region lets keyboard users scroll it too.
    <div
      role="region"
      aria-label="Shipping options table"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200"
    >
      <table className="w-full min-w-[32rem] text-left">
        <caption className="sr-only">Shipping options, delivery times and prices</caption>
        <thead className="bg-brand-50 text-sm text-brand-900">
          <tr>
            <th scope="col" className="px-5 py-3">
              Method
            </th>
            <th scope="col" className="px-5 py-3">
              Delivery time
            </th>
            <th scope="col" className="px-5 py-3">
              Price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {methods.map((m) => (
            <tr key={m.name}>
              <th scope="row" className="px-5 py-4 align-top font-semibold text-slate-900">
                {m.name}
                <span className="mt-1 block text-sm font-normal text-slate-600">{m.note}</span>
              </th>
              <td className="px-5 py-4 align-top text-slate-700">{m.time}</td>
              <td className="px-5 py-4 align-top font-semibold text-brand-800">{m.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
