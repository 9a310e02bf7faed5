import * as Dialog from "@radix-ui/react-dialog";
import { Link, useFetcher } from "@remix-run/react";
import { Search, X } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import type { SearchResults } from "~/.server/search";
import type { HostedDialogProps } from "~/components/popups/useFocusReturn";

/** The search dialog (loaded on demand): Products and Health Conditions, searched on the server as you type. */
export default function SearchDialog({ open, onOpenChange, onCloseAutoFocus }: HostedDialogProps) {
  const [query, setQuery] = useState("");
  const fetcher = useFetcher<SearchResults>();
  const { load } = fetcher;

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const timer = setTimeout(() => load(`/api/search?q=${encodeURIComponent(q)}`), 200);
    return () => clearTimeout(timer);
  }, [query, load]);

  const close = () => {
    setQuery("");
    onOpenChange(false);
  };
  const results = query.trim() ? fetcher.data : undefined;
  const empty = results && results.products.length === 0 && results.conditions.length === 0;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-16 z-50 max-h-[80vh] w-[40rem] max-w-[94vw] -translate-x-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="sr-only">Search</Dialog.Title>
          <div className="flex items-center gap-2 border-b pb-3">
            <Search className="h-5 w-5 text-slate-400" />
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search products and health conditions..."
              aria-label="Search products and health conditions"
              className="flex-1 border-0 text-base outline-none"
              // The shopper opened the dialog to search: the caret belongs in its box.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
            <Dialog.Close className="btn-ghost px-2" aria-label="Close search">
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div aria-live="polite">
            {empty ? <p className="py-6 text-center text-slate-600">No results found.</p> : null}
            {results && results.products.length > 0 ? (
              <section aria-labelledby="search-products" className="mt-3">
                <h2 id="search-products" className="px-2 text-xs font-bold uppercase tracking-wide text-slate-500">
                  Products
                </h2>
                <ul>
                  {results.products.map((p) => (
                    <li key={p.handle}>
                      <Link
                        to={`/product/${p.handle}`}
                        onClick={close}
                        className="flex items-center gap-3 rounded-lg p-2 hover:bg-brand-50 focus:bg-brand-50"
                      >
                        {p.image ? (
                          <img
                            src={`${p.image}?width=80`}
                            alt=""
                            width={40}
                            height={40}
                            className="h-10 w-10 object-contain"
                          />
                        ) : null}
                        <span>
                          <span className="block font-semibold text-brand-900">{p.title}</span>
                          <span className="block text-sm text-slate-600">{p.snippet}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {results && results.conditions.length > 0 ? (
              <section aria-labelledby="search-conditions" className="mt-3">
                <h2 id="search-conditions" className="px-2 text-xs font-bold uppercase tracking-wide text-slate-500">
                  Health Conditions
                </h2>
                <ul>
                  {results.conditions.map((c) => (
                    <li key={c.href}>
                      <Link
                        to={c.href}
                        onClick={close}
                        className="block rounded-lg p-2 font-semibold text-brand-900 hover:bg-brand-50 focus:bg-brand-50"
                      >
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
