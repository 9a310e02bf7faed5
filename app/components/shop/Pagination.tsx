import { Link } from "@remix-run/react";
import { pageNumbers } from "~/lib/catalogue/listing";

/** Page links: first, last, current ±1 and ellipses; plain links that keep the other query parameters. */
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
  const item = "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold";
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={`${item} hover:bg-slate-100`} rel="prev" preventScrollReset={false}>
          Previous
        </Link>
      ) : null}
      {pageNumbers(page, pageCount).map((n, i) =>
        n === "ellipsis" ? (
          <span key={`gap-${i}`} className={`${item} text-slate-500`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={hrefFor(n)}
            aria-current={n === page ? "page" : undefined}
            aria-label={`Page ${n}`}
            className={`${item} ${n === page ? "bg-brand-600 text-white" : "hover:bg-slate-100"}`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={`${item} hover:bg-slate-100`} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
