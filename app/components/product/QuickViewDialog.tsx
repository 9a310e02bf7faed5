import * as Dialog from "@radix-ui/react-dialog";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Loader2, X } from "~/components/ui/icons";
import { formatMoney } from "~/lib/catalogue/money";
import type { ListedProduct } from "~/lib/catalogue/types";
import type { PurchaseOptions } from "~/lib/subscriptions/plans";
import { ProductBuyForm } from "./ProductBuyForm";
import { ProductGallery } from "./ProductGallery";

/**
 * Quick view (loaded on demand): images, price, sizes and Add to Cart; adding
 * closes it. Cards carry only what they show, so the product's images and
 * sizes come from the product page's loader when the dialog opens.
 */
export default function QuickViewDialog({
  handle,
  title,
  onClose,
  onCloseAutoFocus,
}: {
  handle: string;
  title: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const fetcher = useFetcher<{ product: ListedProduct; purchase?: PurchaseOptions | null }>();
  const { load } = fetcher;
  useEffect(() => {
    load(`/product/${handle}`);
  }, [load, handle]);
  const product = fetcher.data?.product;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[44rem] max-w-[94vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost px-2" aria-label="Close quick view">
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {product ? (
            <div className="mt-4 grid gap-6 sm:grid-cols-2">
              <ProductGallery images={product.images} title={product.title} />
              <div>
                <p className="text-2xl font-bold">{formatMoney(product.priceRange.minVariantPrice)}</p>
                <ProductBuyForm product={product} onAdded={onClose} />
                {fetcher.data?.purchase ? (
                  <p className="mt-3 text-sm text-slate-700" data-testid="quick-view-subscribe">
                    {fetcher.data.purchase.label} by subscription:{" "}
                    <Link to={`/product/${handle}`} className="font-semibold underline" onClick={onClose}>
                      choose a delivery frequency on the product page
                    </Link>
                  </p>
                ) : null}
                <Link to={`/product/${handle}`} className="btn-ghost mt-3" onClick={onClose}>
                  View full details
                </Link>
              </div>
            </div>
          ) : fetcher.state !== "idle" || fetcher.data === undefined ? (
            <p className="mt-6 flex items-center gap-2 text-slate-600" role="status">
              <Loader2 className="h-5 w-5 animate-spin" /> Loading...
            </p>
          ) : (
            <p className="mt-6 text-slate-700" role="alert">
              This product could not be loaded.{" "}
              <Link to={`/product/${handle}`} className="underline" onClick={onClose}>
                View full details
              </Link>
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
