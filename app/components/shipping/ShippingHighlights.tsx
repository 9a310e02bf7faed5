import { Package, Repeat, RotateCcw, Truck } from "~/components/ui/icons";
import type { Highlight } from "~/content/shipping";

const icons = { truck: Truck, package: Package, returns: RotateCcw, repeat: Repeat } as const;

export function ShippingHighlights({ items }: { items: Highlight[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon className="h-7 w-7 text-brand-700" />
            <p className="mt-3 font-bold text-brand-900">{item.title}</p>
            <p className="mt-1 text-sm text-slate-600">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
