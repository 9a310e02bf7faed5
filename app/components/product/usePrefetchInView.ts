import { useEffect, useRef, useState } from "react";
import { useIdle } from "~/lib/react/idle";

/**
 * True once the element has been half in view after the page went idle. A product card then mounts Remix's
 * PrefetchPageLinks: the product's code and data come while the shopper reads, not at the tap (a phone has no hover
 * for prefetch="intent"). Not Link's prefetch="viewport": it matches the route when the link first shows, before the
 * route is discovered, and never prefetches (issue 61).
 */
export function usePrefetchInView<T extends Element>() {
  const ref = useRef<T>(null);
  const idle = useIdle();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!idle || seen || !element || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [idle, seen]);
  return { ref, seen };
}
