import * as Dialog from "@radix-ui/react-dialog";
import type { HostedDialogProps } from "~/components/popups/useFocusReturn";
import { X } from "~/components/ui/icons";
import { MobileMenuItems } from "./MobileMenuItems";
import type { ShellUser } from "./types";

export default function MobileMenuDialog({
  user,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: HostedDialogProps & { user: ShellUser | null }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] overflow-y-auto bg-white shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="flex items-center justify-between border-b p-4">
            <Dialog.Title className="text-lg font-bold text-brand-800">Menu</Dialog.Title>
            <Dialog.Close className="btn-ghost px-2" aria-label="Close menu">
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <MobileMenuItems user={user} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
