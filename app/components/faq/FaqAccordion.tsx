import { ChevronDown } from "~/components/ui/icons";
import type { FaqItem } from "~/content/faq";

/**
 * A single-open accordion without JavaScript: `<details>` elements sharing a
 * `name` form an exclusive group, so opening one closes the others.
 */
export function FaqAccordion({ items, name = "faq" }: { items: FaqItem[]; name?: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} className="group scroll-mt-24">
          <summary className="flex list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50">
            <span>{item.question}</span>
            <ChevronDown className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-slate-700">
            {item.answer.map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
