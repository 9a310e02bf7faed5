import * as Dialog from "@radix-ui/react-dialog";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { loader as compareLoader } from "~/routes/shop_.compare";
import type { HostedDialogProps } from "~/components/popups/useFocusReturn";
import { X } from "~/components/ui/icons";
import { removeSaved } from "~/lib/saved/lists";
import { CompareTable } from "./CompareTable";
import { useSavedList } from "./useSavedList";

/** The compare dialog (loaded on demand). */
export default function CompareDialog({ open, onOpenChange, onCloseAutoFocus }: HostedDialogProps) {
  const [comparison, setComparison] = useSavedList("comparison");
  const ids = comparison.map((p) => p.id.split("/").pop()).join(",");
  // Cards carry no vendor or description (their loader data stays small): the compare page's loader has them.
  const details = useFetcher<typeof compareLoader>();
  const { load } = details;
  useEffect(() => {
    if (open && ids) load(`/shop/compare?ids=${ids}`);
  }, [open, ids, load]);
  const products = comparison.map((p) => details.data?.products.find((d) => d.id === p.id) ?? p);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[60rem] max-w-[96vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold text-brand-900">Compare Products</Dialog.Title>
            <Dialog.Close className="btn-ghost px-2" aria-label="Close comparison">
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="mt-4">
            <CompareTable
              products={products}
              removeControl={(p) => (
                <button
                  type="button"
                  className="text-xs text-red-700 hover:underline"
                  onClick={() => setComparison((list) => removeSaved(list, p.id))}
                >
                  Remove
                </button>
              )}
            />
          </div>
          {comparison.length > 0 ? (
            <Link to={`/shop/compare?ids=${ids}`} className="btn-ghost mt-4" onClick={() => onOpenChange(false)}>
              Open as a page
            </Link>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
