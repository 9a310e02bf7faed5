import { useCallback, useRef, useState } from "react";
import { notify } from "~/components/ui/Toasts";
import { apologyFor, CHAT_ERRORS, FEEDBACK_TOASTS, newSessionId } from "~/lib/chat/messages";
import type { ChatTurn } from "~/lib/chat/types";
import { ChatRequestError, streamChat } from "./stream-client";

export interface ChatMessage extends ChatTurn {
  key: number;
  /** The stored message's id: present once a reply is saved, enabling feedback. */
  id?: string;
  rating?: 1 | -1;
  rating_pending?: boolean;
}

let nextKey = 1;

/**
 * The conversation's state (SPEC §4): a send is ignored when blank or while
 * a reply is pending; the user's message shows at once, then a pending
 * indicator, then the reply streams into a new message and gets its id.
 */
/** The server reads the last 40 turns only (MAX_MESSAGES in ~/lib/chat/request, kept out of the browser's bundle) and bounds the body. */
const SENT_TURNS = 40;

export function useChat() {
  const [sessionId] = useState(newSessionId);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);

  const update = (key: number, change: (m: ChatMessage) => ChatMessage) =>
    setMessages((all) => all.map((m) => (m.key === key ? change(m) : m)));

  const send = useCallback(
    (input: string): boolean => {
      const content = input.trim();
      if (!content || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      const history: ChatTurn[] = [
        ...messages.slice(1 - SENT_TURNS).map(({ role, content: c }) => ({ role, content: c })),
        { role: "user", content },
      ];
      const replyKey = nextKey++;
      setMessages((all) => [...all, { key: nextKey++, role: "user", content }]);
      let started = false;
      void streamChat(history, sessionId, {
        onDelta(delta) {
          if (!started) {
            started = true;
            setMessages((all) => [...all, { key: replyKey, role: "assistant", content: delta }]);
          } else {
            update(replyKey, (m) => ({ ...m, content: m.content + delta }));
          }
        },
        onSaved(id) {
          update(replyKey, (m) => ({ ...m, id }));
        },
      })
        .catch((error: unknown) => {
          const message = error instanceof ChatRequestError ? error.message : CHAT_ERRORS.failed;
          void notify({ title: message, variant: "destructive" });
          // A cut-off reply is not shown as if it were whole.
          setMessages((all) => [
            ...all.filter((m) => m.key !== replyKey),
            { key: nextKey++, role: "assistant", content: apologyFor(message) },
          ]);
        })
        .finally(() => {
          pendingRef.current = false;
          setPending(false);
        });
      return true;
    },
    [messages, sessionId],
  );

  const rate = useCallback(async (key: number, messageId: string, rating: 1 | -1) => {
    update(key, (m) => ({ ...m, rating_pending: true }));
    let ok = false;
    let rated = false;
    try {
      const response = await fetch("/api/chat-feedback", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ messageId, rating }),
      });
      ok = response.ok;
      rated = ok || response.status === 409;
    } catch {
      ok = false;
    }
    update(key, (m) => ({ ...m, rating_pending: false, rating: rated ? rating : m.rating }));
    void notify(
      ok
        ? { title: rating === 1 ? FEEDBACK_TOASTS.positive : FEEDBACK_TOASTS.negative, variant: "success" }
        : { title: FEEDBACK_TOASTS.failed, variant: "destructive" },
    );
  }, []);

  return { sessionId, messages, pending, send, rate };
}
