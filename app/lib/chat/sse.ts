/**
 * The health-chat event stream (SPEC §7): each `data:` line holds
 * {"choices":[{"delta":{"content":"..."}}]} and `data: [DONE]` ends it.
 * After [DONE], api.chat appends one `event: saved` carrying the id of the
 * stored assistant message (a named event, so the content format is untouched).
 */
export const DONE_EVENT = "data: [DONE]\n\n";

export function deltaEvent(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

export function savedEvent(messageId: string): string {
  return `event: saved\ndata: ${JSON.stringify({ messageId })}\n\n`;
}

export type StreamEvent = { type: "delta"; content: string } | { type: "done" } | { type: "saved"; messageId: string };

/** One complete event block (lines without the blank separator) to what it says; null for anything else. */
export function parseEventBlock(block: string): StreamEvent | null {
  let name = "message";
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith("event:")) name = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
  }
  if (data.length === 0) return null;
  const payload = data.join("\n");
  if (name === "message" && payload.trim() === "[DONE]") return { type: "done" };
  try {
    const parsed = JSON.parse(payload) as Record<string, unknown>;
    if (name === "saved")
      return typeof parsed.messageId === "string" ? { type: "saved", messageId: parsed.messageId } : null;
    const choices = parsed.choices as Array<{ delta?: { content?: unknown } }> | undefined;
    const content = choices?.[0]?.delta?.content;
    return typeof content === "string" && content !== "" ? { type: "delta", content } : null;
  } catch {
    return null;
  }
}

/**
 * Incremental parser: feed it decoded text as it arrives, get the complete
 * events so far. Events may be split anywhere across chunks.
 */
export function createEventParser() {
  let buffer = "";
  return {
    push(text: string): StreamEvent[] {
      buffer += text;
      const events: StreamEvent[] = [];
      let end: number;
      while ((end = buffer.search(/\r?\n\r?\n/)) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, "");
        const event = parseEventBlock(block);
        if (event) events.push(event);
      }
      return events;
    },
  };
}
