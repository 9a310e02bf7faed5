import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { useId, useRef, type ReactNode } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { scrollTarget } from "~/lib/home/carousel";

/**
 * A titled, horizontally scrolling list with snap points: usable by touch,
 * trackpad and keyboard without scripts; once hydrated, previous/next
 * buttons page through it and wrap around at the ends.
 */
export function ScrollCarousel({
  title,
  id,
  children,
  wide = false,
  itemClassName,
}: {
  title: string;
  id: string;
  children: ReactNode[];
  wide?: boolean;
  /** A class for each item's own <li>, so an item can be its markup alone. */
  itemClassName?: string;
}) {
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();

  const page = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({ left: scrollTarget(el, direction), behavior: reduced ? "auto" : "smooth" });
  };

  const button =
    "flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50";
  return (
    <section className="container-page py-8" aria-labelledby={id} data-testid={`carousel-${id}`}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        {hydrated ? (
          <div className="flex gap-2">
            <button
              type="button"
              className={button}
              onClick={() => page(-1)}
              aria-controls={listId}
              aria-label={`Previous: ${title}`}
            >
              <ChevronLeft className="h-5 w-5" />
            </button>
            <button
              type="button"
              className={button}
              onClick={() => page(1)}
              aria-controls={listId}
              aria-label={`Next: ${title}`}
            >
              <ChevronRight className="h-5 w-5" />
            </button>
          </div>
        ) : null}
      </div>
      <ul
        ref={list}
        id={listId}
        // Focusable so keyboard users can scroll lists whose items hold no links.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={title}
        className={`carousel mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3${wide ? " carousel-wide" : ""}`}
      >
        {children.map((child, i) => (
          <li key={i} className={itemClassName}>
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
