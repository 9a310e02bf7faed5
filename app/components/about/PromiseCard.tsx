import { FlaskConical, HeartHandshake, Leaf, ShieldCheck } from "~/components/ui/icons";
import type { PromiseItem } from "~/content/about";

const icons = { tested: FlaskConical, clean: Leaf, guarantee: ShieldCheck, care: HeartHandshake } as const;

export function PromiseCard({ item }: { item: PromiseItem }) {
  const Icon = icons[item.icon];
  return (
    <li className="rounded-2xl bg-white p-6 shadow-sm">
      <span
        className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700"
        aria-hidden="true"
      >
        <Icon className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-brand-900">{item.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
    </li>
  );
}
