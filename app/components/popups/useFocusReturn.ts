import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * The one focus rule for the shop's dialogs: what had focus when a dialog opened gets it back when it closes.
 * Our dialogs open from links, events and timers rather than a Radix Trigger, so Radix has nowhere to return focus
 * to. Call it where `open` lives, before a lazily loaded dialog mounts (a field it autofocuses would otherwise be what
 * it remembers), and pass the result to the dialog's `onCloseAutoFocus`.
 */
export function useFocusReturn(open: boolean) {
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open)
      previous.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null;
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    const target = previous.current;
    previous.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }, []);
}

/** What a host passes the dialog it opens: its state, and `useFocusReturn`'s handler. */
export interface HostedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}
