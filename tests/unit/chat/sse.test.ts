import { describe, expect, it } from "vitest";
import { createEventParser, deltaEvent, DONE_EVENT, savedEvent } from "~/lib/chat/sse";

describe("health-chat SSE encoding", () => {
  it("writes the spec's delta line and [DONE]", () => {
    expect(deltaEvent('say "hi"\n')).toBe('data: {"choices":[{"delta":{"content":"say \\"hi\\"\\n"}}]}\n\n');
    expect(DONE_EVENT).toBe("data: [DONE]\n\n");
  });

  it("parses events split anywhere across chunks", () => {
    const stream = deltaEvent("Hello ") + deltaEvent("world") + DONE_EVENT + savedEvent("abc");
    for (const size of [1, 3, 7, stream.length]) {
      const parser = createEventParser();
      const events = [];
      for (let i = 0; i < stream.length; i += size) events.push(...parser.push(stream.slice(i, i + size)));
      expect(events).toEqual([
        { type: "delta", content: "Hello " },
        { type: "delta", content: "world" },
        { type: "done" },
        { type: "saved", messageId: "abc" },
      ]);
    }
  });

  it("reads OpenAI-style chunks with CRLF and ignores comments, roles and junk", () => {
    const parser = createEventParser();
    const text =
      ': keep-alive\r\n\r\ndata: {"choices":[{"delta":{"role":"assistant"}}]}\r\n\r\ndata: not json\r\n\r\ndata: {"choices":[{"delta":{"content":"Hi"}}]}\r\n\r\ndata: [DONE]\r\n\r\n';
    expect(parser.push(text)).toEqual([{ type: "delta", content: "Hi" }, { type: "done" }]);
  });
});
