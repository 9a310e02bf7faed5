import { SendHorizontal } from "~/components/ui/icons";
import { useState, type KeyboardEvent } from "react";
import { CHAT_COPY } from "~/lib/chat/messages";

/** The message box: Enter sends, Shift+Enter starts a new line; blank input or a pending reply sends nothing. */
export function ChatInput({ pending, onSend }: { pending: boolean; onSend: (text: string) => boolean }) {
  const [text, setText] = useState("");
  const send = () => {
    if (pending || text.trim() === "") return;
    if (onSend(text)) setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        Message Nora
      </label>
      <textarea
        id="chat-input"
        rows={1}
        value={text}
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={CHAT_COPY.placeholder}
        className="input max-h-32 min-h-10 flex-1 resize-none text-sm"
      />
      <button
        type="submit"
        aria-label="Send message"
        disabled={pending || text.trim() === ""}
        className="btn-primary h-10 px-3 disabled:opacity-50"
      >
        <SendHorizontal className="h-5 w-5" />
      </button>
    </form>
  );
}
