import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { ProductCard } from "~/components/product/ProductCard";
import type { Product } from "~/lib/catalogue/types";

/**
 * The blood sugar page's product dialog: the collection's products from our
 * own catalogue, standing in for Shopify's buy-button widget. Its content is
 * built when it opens and dropped when it closes.
 */
export default function CollectionDialog({ title, products, onClose }: { title: string; products: Product[]; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[64rem] max-w-[96vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl" aria-describedby={undefined}>
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost px-2" aria-label="Close products">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="collection-widget">
            {products.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
