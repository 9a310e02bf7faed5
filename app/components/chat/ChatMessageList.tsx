import { useEffect, useRef } from "react";
import { CHAT_COPY } from "~/lib/chat/messages";
import { FeedbackButtons } from "./FeedbackButtons";
import { ReplyText } from "./ReplyText";
import type { ChatMessage } from "./useChat";

/** The conversation, newest at the bottom, kept scrolled to the latest message. */
export function ChatMessageList({
  messages,
  pending,
  onNavigate,
  onRate,
}: {
  messages: ChatMessage[];
  pending: boolean;
  onNavigate: () => void;
  onRate: (key: number, messageId: string, rating: 1 | -1) => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, last?.content, pending]);
  const waiting = pending && last?.role !== "assistant";
  return (
    <div
      className="flex-1 space-y-3 overflow-y-auto px-4 py-3"
      role="log"
      aria-live="polite"
      aria-label="Conversation with Nora"
    >
      <div className="max-w-[85%] rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-sm text-slate-800">
        {CHAT_COPY.greeting}
      </div>
      {messages.map((message) =>
        message.role === "user" ? (
          <div
            key={message.key}
            data-chat-message="user"
            className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-600 px-3 py-2 text-sm whitespace-pre-wrap text-white"
          >
            {message.content}
          </div>
        ) : (
          <div key={message.key} className="max-w-[85%]">
            <div
              data-chat-message="assistant"
              className="rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800"
            >
              <ReplyText content={message.content} onNavigate={onNavigate} />
            </div>
            {message.id ? (
              <FeedbackButtons
                disabled={message.rating !== undefined || Boolean(message.rating_pending)}
                rating={message.rating}
                onRate={(rating) => onRate(message.key, message.id!, rating)}
              />
            ) : null}
          </div>
        ),
      )}
      {waiting ? (
        <div role="status" aria-label="Nora is typing" className="flex w-fit gap-1 rounded-2xl bg-slate-100 px-3 py-3">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-2 w-2 animate-bounce rounded-full bg-slate-400"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </div>
      ) : null}
      <div ref={end} />
    </div>
  );
}
