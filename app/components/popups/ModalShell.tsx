import * as Dialog from "@radix-ui/react-dialog";
import { X } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { useFocusReturn } from "./useFocusReturn";

interface ModalShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  /** Names the dialog for tests and styling, e.g. "giveaway". */
  name: string;
  wide?: boolean;
  children: ReactNode;
}

/** A centred, keyboard-accessible Radix dialog (focus trapped, Escape closes, focus returns on close). */
export function ModalShell({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = "Close",
  name,
  wide,
  children,
}: ModalShellProps) {
  const onCloseAutoFocus = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-promotion={name}
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none ${wide ? "max-w-2xl" : "max-w-md"}`}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-extrabold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost -mr-2 -mt-1 shrink-0 px-2" aria-label={closeLabel}>
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description> : null}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
