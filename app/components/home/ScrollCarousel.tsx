import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { useId, useRef } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { scrollTarget } from "~/lib/home/carousel";
import { useServerHtml } from "~/components/ui/ServerHtml";

/**
 * A titled, horizontally scrolling list with snap points: usable by touch,
 * trackpad and keyboard without scripts; once hydrated, previous/next
 * buttons page through it and wrap around at the ends.
 */
export function ScrollCarousel({
  title,
  id,
  wide = false,
  itemsHtml,
}: {
  title: string;
  id: string;
  /** Wider items styled as testimonials (`.carousel-wide`), so an item can be its markup alone. */
  wide?: boolean;
  /** Items of static content as server HTML (their `<li>`s), kept by `name` on a first load (ServerHtml.tsx). */
  itemsHtml: { name: string; html: string | null };
}) {
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const html = useServerHtml(itemsHtml.name, itemsHtml.html);

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
      <div className="carousel-head">
        <h2 id={id} className="section-title">
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
        className={wide ? "carousel carousel-wide" : "carousel"}
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    </section>
  );
}
