import { lazy, Suspense, useCallback, useState, type MouseEvent } from "react";

const loadPanel = () => import("./ChatPanel");
const ChatPanel = lazy(loadPanel);

/**
 * The round chat button, bottom-right. Without JavaScript it is a link to
 * the /chat page; with it, the first click loads the panel's code.
 */
export function ChatLauncher() {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
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
