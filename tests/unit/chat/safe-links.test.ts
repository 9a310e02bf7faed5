import { describe, expect, it } from "vitest";
import { LINK_REMOVED, neutraliseReply, neutraliseStream } from "~/lib/chat/safe-links";

async function collect(chunks: string[]) {
  async function* source() {
    for (const c of chunks) yield c;
  }
  let out = "";
  for await (const part of neutraliseStream(source())) out += part;
  return out;
}

describe("chat reply link filter", () => {
  it("keeps product links and plain text", () => {
    expect(neutraliseReply("Try [Vitamin D3](/product/vitamin-d3) daily.")).toBe(
      "Try [Vitamin D3](/product/vitamin-d3) daily.",
    );
  });

  it("drops tags, off-site and script links, and bare URLs", () => {
    const out = neutraliseReply(
      'Hi <script>alert(1)</script><img src=x onerror="alert(1)"> [win](https://evil.example/x) [run](javascript:alert(1)) see http://evil.example/a or www.evil.example',
    );
    expect(out).not.toMatch(/<|>|https?:|javascript:|www\./i);
    expect(out).toContain("win");
    expect(out).toContain(LINK_REMOVED);
    expect(neutraliseReply("[x](/product/../../admin)")).toBe("x");
  });

  it("filters links split across streamed chunks the same way", async () => {
    const reply =
      "Ask [our shop](https://evil.example/p) or [Omega 3](/product/omega-3) <b onclick=x>now</b> javascript:alert(1)";
    const chunks = reply.match(/.{1,3}/gs)!;
    const streamed = await collect(chunks);
    expect(streamed).toContain("[Omega 3](/product/omega-3)");
    expect(streamed).not.toMatch(/evil|<|onclick|javascript:/);
    expect(streamed.replace(/\s+/g, " ")).toBe(neutraliseReply(reply).replace(/\s+/g, " "));
  });
});
