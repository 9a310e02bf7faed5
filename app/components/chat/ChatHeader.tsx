import { X } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { CHAT_COPY } from "~/lib/chat/messages";

/**
 * The panel's header: name, role, any extra controls (the voice/text toggle
 * goes in `actions`), and the close button.
 */
export function ChatHeader({ onClose, actions }: { onClose: () => void; actions?: ReactNode }) {
  return (
    <div className="flex items-center gap-3 bg-brand-600 px-4 py-3 text-white">
      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-white/20 font-bold">
        N
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="chat-title" className="text-base leading-tight font-bold">
          {CHAT_COPY.name}
        </h2>
        <p className="text-xs text-white/85">{CHAT_COPY.role}</p>
      </div>
      {actions}
      <button type="button" onClick={onClose} aria-label="Close chat" className="rounded-full p-1.5 hover:bg-white/15">
        <X className="h-5 w-5" />
      </button>
    </div>
  );
}
