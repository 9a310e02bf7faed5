import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from "react";

const loadPanel = () => import("./ChatPanel");
const ChatPanel = lazy(loadPanel);

/**
 * The round chat button, bottom-right. Without JavaScript it is a link to
 * the /chat page; with it, the first click loads the panel's code.
 */
export function ChatLauncher() {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLAnchorElement>(null);
  // The launcher makes way for the panel while it is open, so focus goes back to it once it is drawn again (the one
  // focus rule of app/components/popups/useFocusReturn.ts, for an opener that is not there while the dialog is).
  const focusLauncher = useRef(false);
  const close = useCallback(() => {
    const active = document.activeElement;
    focusLauncher.current = !active || active === document.body || Boolean(active.closest("[data-chat-panel]"));
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !focusLauncher.current) return;
    focusLauncher.current = false;
    launcher.current?.focus();
  }, [open]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setUsed(true);
    setOpen((value) => !value);
  };
  return (
    <>
      {open ? null : (
        <a
          ref={launcher}
          href="/chat"
          onClick={onClick}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          aria-label="Chat with Nora, our AI nutritionist"
          data-chat-launcher
          className="chat-launcher i-chat i-7"
        />
      )}
      {used ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
