import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import { X } from "lucide-react";
import { formatMoney } from "~/lib/catalogue/money";
import type { ListedProduct } from "~/lib/catalogue/types";
import { ProductBuyForm } from "./ProductBuyForm";
import { ProductGallery } from "./ProductGallery";

/** Quick view (loaded on demand): images, price, sizes and Add to Cart; adding closes it. */
export default function QuickViewDialog({ product, onClose }: { product: ListedProduct; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[44rem] max-w-[94vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl" aria-describedby={undefined}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-brand-900">{product.title}</Dialog.Title>
            <Dialog.Close className="btn-ghost px-2" aria-label="Close quick view">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            <ProductGallery images={product.images} title={product.title} />
            <div>
              <p className="text-2xl font-bold">{formatMoney(product.priceRange.minVariantPrice)}</p>
              <ProductBuyForm product={product} onAdded={onClose} />
              <Link to={`/product/${product.handle}`} className="btn-ghost mt-3" onClick={onClose}>
                View full details
              </Link>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
