import { describe, expect, it } from "vitest";
import { redact, scrubText } from "~/.server/ops/redact";

describe("log redaction", () => {
  it("hides e-mail addresses, however they are quoted", () => {
    for (const text of [
      "signed up ada@example.com",
      "<ada.l+shop@mail.example.co.uk>",
      '"ada@example.com"',
      "to=ada@example.com;",
      "at https://shop.example/account?x=1 for ada@example.com/orders",
    ])
      expect(scrubText(text)).not.toMatch(/ada[^ ]*@/);
  });

  it("keeps a stack frame in a scoped package: a path is no e-mail address", () => {
    const frame = "    at run (file:///srv/shop/node_modules/@remix-run/server-runtime/dist/server.js:302:11)";
    expect(scrubText(frame)).toBe(frame);
    const error = new Error("boom");
    error.stack = `Error: boom\n${frame}`;
    expect((redact(error) as { stack: string }).stack).toContain("@remix-run/server-runtime/dist/server.js:302:11");
  });
});
