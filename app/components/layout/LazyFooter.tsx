import { lazy, Suspense } from "react";

/**
 * The footer as the server rendered it, when its chunk could not be fetched (a dropped connection): hydration keeps
 * an element's inner HTML that React is given as "" (ServerHtml), so the links, badges and disclaimer stay.
 */
function KeptFooter() {
  return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

const Footer = lazy(() =>
  import("./Footer").then(
    (module) => ({ default: module.Footer }),
    () => ({ default: KeptFooter }),
  ),
);

/**
 * The footer's code is not among a page's first scripts: nothing in it is needed before it is in view, and its links
 * and giveaway button work as plain HTML. The server renders it whole; the browser keeps that markup and hydrates it
 * once its chunk arrives (a Suspense boundary hydrated late).
 */
export function LazyFooter(props: { year: number; orderTrackingUrl: string }) {
  return (
    <Suspense fallback={null}>
      <Footer {...props} />
    </Suspense>
  );
}
