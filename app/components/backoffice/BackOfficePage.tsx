import type { ReactNode } from "react";
import { AccountTabs, type AccountTab, type BackOfficePage as PageId } from "~/components/account/AccountTabs";

/** The frame of a back-office page: the account heading with its Admin badge and the tabs. */
export function BackOfficePage({
  current,
  title,
  children,
}: {
  current: PageId | AccountTab;
  title: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="container-page max-w-4xl py-10">
      <p className="mb-6 flex items-center gap-3 text-3xl font-bold text-brand-800">
        My Account
        <span className="rounded-full bg-gold-500 px-3 py-1 text-xs font-bold uppercase text-brand-900">Admin</span>
      </p>
      <AccountTabs current={current} />
      <h1 className="mb-4 text-2xl font-bold text-brand-800">{title}</h1>
      {children}
    </main>
  );
}

/** Previous / next links with the page's place, kept to the current query (`params`). */
export function Pager({ page, total, size, params }: { page: number; total: number; size: number; params: string }) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  const link = (to: number) => {
    const query = new URLSearchParams(params);
    query.set("page", String(to));
    return `?${query.toString()}`;
  };
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <a href={link(page - 1)} rel="prev" className="btn-secondary">
          Previous
        </a>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a href={link(page + 1)} rel="next" className="btn-secondary">
          Next
        </a>
      ) : null}
    </nav>
  );
}
