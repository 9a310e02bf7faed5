import { Link } from "@remix-run/react";
import { pageNumbers } from "~/lib/catalogue/listing";

/**
 * Page links: first, last, current ±1 and ellipses; plain links that keep the other query parameters. They lead to
 * the shop's own route, known already, so none asks for route discovery (discover="none").
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link discover="none" to={hrefFor(page - 1)} className="page-item" rel="prev" preventScrollReset={false}>
          Previous
        </Link>
      ) : null}
      {pageNumbers(page, pageCount).map((n, i) =>
        n === "ellipsis" ? (
          <span key={`gap-${i}`} className="page-item text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            discover="none"
            key={n}
            to={hrefFor(n)}
            aria-current={n === page ? "page" : undefined}
            aria-label={`Page ${n}`}
            className="page-item"
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link discover="none" to={hrefFor(page + 1)} className="page-item" rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
