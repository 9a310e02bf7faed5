import { FocusScope } from "@radix-ui/react-focus-scope";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useMediaQuery } from "~/lib/react/media-query";
import { CHAT_COPY } from "~/lib/chat/messages";
import { ChatHeader } from "./ChatHeader";
import { ChatInput } from "./ChatInput";
import { ChatMessageList } from "./ChatMessageList";
import { useChat } from "./useChat";
import { VoiceToggle } from "./voice/VoiceToggle";

// Voice mode's code (socket, audio, commands) loads only when the shopper switches to it.
const VoiceMode = lazy(() => import("./voice/VoiceMode"));

/**
 * Nora's panel: 380x600 px bottom-right, full screen on narrow phones.
 * Loaded on first use of the chat button; stays mounted (hidden) after
 * closing so the conversation survives. Where it fills the screen it is
 * modal: focus stays inside it, and the page behind is left to it.
 */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const chat = useChat();
  const [voice, setVoice] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // Tailwind's max-sm: where the panel fills the screen.
  const fillsScreen = useMediaQuery("(width < 40rem)");
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLTextAreaElement>("textarea")?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  return (
    <FocusScope
      asChild
      loop
      trapped={open && fillsScreen}
      onMountAutoFocus={(event) => event.preventDefault()}
      onUnmountAutoFocus={(event) => event.preventDefault()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal={open && fillsScreen}
        aria-labelledby="chat-title"
        hidden={!open}
        data-chat-panel
        className="fixed right-4 bottom-4 z-50 flex h-[600px] max-h-[calc(100dvh-2rem)] w-[380px] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:rounded-none [&[hidden]]:hidden"
      >
        <ChatHeader onClose={onClose} actions={<VoiceToggle voice={voice} onChange={setVoice} />} />
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-center text-xs text-amber-900">
          {CHAT_COPY.disclaimer}
        </p>
        {voice && open ? (
          <Suspense fallback={<p className="flex-1 px-4 py-3 text-sm text-slate-600">Connecting...</p>}>
            <VoiceMode onClose={() => setVoice(false)} />
          </Suspense>
        ) : (
          <>
            <ChatMessageList messages={chat.messages} pending={chat.pending} onNavigate={onClose} onRate={chat.rate} />
            <ChatInput pending={chat.pending} onSend={chat.send} />
          </>
        )}
      </div>
    </FocusScope>
  );
}
