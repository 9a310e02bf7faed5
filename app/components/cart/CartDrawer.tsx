import * as Dialog from "@radix-ui/react-dialog";
import type { HostedDialogProps } from "~/components/popups/useFocusReturn";
import { X } from "~/components/ui/icons";
import type { CartView } from "~/lib/cart/view";
import { CartContents } from "./CartContents";

/** The cart drawer (loaded on demand): "Shopping Cart", the lines, total and checkout. */
export default function CartDrawer({
  cart,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: HostedDialogProps & { cart: CartView }) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-96 max-w-[90vw] flex-col overflow-y-auto bg-white p-5 shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="flex items-center justify-between border-b pb-3">
            <Dialog.Title className="text-lg font-bold text-brand-900">Shopping Cart</Dialog.Title>
            <Dialog.Close className="btn-ghost px-2" aria-label="Close cart">
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <CartContents cart={cart} onNavigate={close} onCheckout={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
