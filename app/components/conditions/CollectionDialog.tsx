import * as Dialog from "@radix-ui/react-dialog";
import { X } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { ProductCard } from "~/components/product/ProductCard";
import { CardsCartForm } from "~/components/cart/CardsCartForm";
import type { CardProduct } from "~/lib/catalogue/card";
import { mountCollectionWidget, type BuyButtonStore } from "~/lib/conditions/buy-button";

/** Where the dialog's products come from: our own catalogue (embedded storefront) or Shopify's Buy Button widget. */
export type CollectionWidget =
  { kind: "catalogue"; products: CardProduct[] } | { kind: "buy-button"; store: BuyButtonStore; collectionId: string };

/**
 * The blood sugar page's product dialog. It is mounted when opened and
 * unmounted when closed, so its content is cleared on close and rebuilt on
 * every open, as the storefront's buy-button collection widget behaves.
 */
export default function CollectionDialog({
  title,
  widget,
  shopHref,
  onClose,
}: {
  title: string;
  widget: CollectionWidget;
  shopHref: string;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[64rem] max-w-[96vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost px-2" aria-label="Close products">
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {widget.kind === "catalogue" ? (
            <CardsCartForm id="atc-dialog">
              <div
                className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
                data-testid="collection-widget"
              >
                {widget.products.map((p) => (
                  <ProductCard key={p.id} product={p} />
                ))}
              </div>
            </CardsCartForm>
          ) : (
            <BuyButtonCollection store={widget.store} collectionId={widget.collectionId} shopHref={shopHref} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BuyButtonCollection({
  store,
  collectionId,
  shopHref,
}: {
  store: BuyButtonStore;
  collectionId: string;
  shopHref: string;
}) {
  const node = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const target = node.current;
    if (!target) return;
    let clear: (() => void) | null = null;
    let closed = false;
    mountCollectionWidget(target, store, collectionId)
      .then((unmount) => (closed ? unmount() : (clear = unmount)))
      .catch((error: unknown) => {
        console.error("buy button:", error);
        if (!closed) setFailed(true);
      });
    return () => {
      closed = true;
      clear?.();
      target.replaceChildren();
    };
  }, [store, collectionId]);
  return (
    <>
      <div ref={node} className="mt-4 min-h-48" data-testid="collection-widget" />
      {failed ? (
        <p className="mt-4 text-slate-700">
          The products could not be loaded here.{" "}
          <a href={shopHref} className="font-semibold text-brand-800 underline">
            See them in the shop
          </a>
          .
        </p>
      ) : null}
    </>
  );
}
