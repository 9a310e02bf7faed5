import { Link } from "@remix-run/react";
import { replySegments } from "~/lib/chat/reply-segments";

/**
 * A reply as plain text with its [label](/product/{handle}) links as real
 * links (React escapes the text, so nothing in a reply becomes markup).
 */
export function ReplyText({ content, onNavigate }: { content: string; onNavigate?: () => void }) {
  return (
    <>
      {replySegments(content).map((segment, index) =>
        segment.type === "link" ? (
          <Link
            key={index}
            to={segment.href}
            onClick={onNavigate}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {segment.label}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
