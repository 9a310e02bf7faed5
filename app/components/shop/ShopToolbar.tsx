import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SORT_OPTIONS } from "~/lib/catalogue/sort";
import type { SortKey } from "~/lib/catalogue/types";
import { formTools } from "~/lib/webmcp/form-tools";

/**
 * The search box and sort select: a GET form, so it works without scripts.
 * With scripts, typing narrows the list (debounced) and sort applies at once;
 * both start again from page 1 because the form carries no page.
 */
export function ShopToolbar({ q, sort, hidden }: { q: string; sort: SortKey; hidden: Record<string, string> }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Follow the URL (Clear Filters, back/forward) but never overwrite what the shopper is still typing:
  // a debounced search that lands mid-word must not drop the letters typed since.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = q;
  }, [q]);
  const submitNow = (replace: boolean) => form.current && submit(form.current, { replace, preventScrollReset: true });
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      {...formTools.search}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex-1">
        <span className="sr-only">Search supplements</span>
        {/* The magnifier is drawn by CSS (.search-field::before). */}
        <span className="search-field i-search">
          <input
            type="search"
            name="q"
            ref={input}
            defaultValue={q}
            placeholder="Search supplements..."
            className="input pl-9"
            onChange={() => {
              clearTimeout(timer.current);
              timer.current = setTimeout(() => submitNow(true), 300);
            }}
          />
        </span>
      </label>
      <label className="sm:w-56">
        <span className="mb-1 block text-sm font-medium">Sort by</span>
        <select name="sort" defaultValue={sort} key={sort} className="input" onChange={() => submitNow(false)}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-primary">
        Search
      </button>
    </Form>
  );
}
