import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redact, scrubText } from "~/.server/ops/redact";
import { growthLimit, timeGrowth } from "../../support/complexity";

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

  it("finds the same addresses as a plain scan would, where they start and end", () => {
    // The pattern before its lookbehind, run on texts full of the characters that bound an address.
    const plain = (text: string) => text.replace(/[^\s@<>"'(),;:[\]=]+@[^\s@<>"'(),;:[\]/]+\.[a-z]{2,}/gi, "[email]");
    const text = fc.string({
      unit: fc.constantFrom("a", "b", "@", ".", "/", " ", "=", "<", ":", "co", "x1"),
      maxLength: 40,
    });
    fc.assert(
      fc.property(
        text,
        (t) =>
          scrubText(t) ===
          plain(t)
            .replace(/\b(bearer|basic)\s+[\w.~+/=-]+/gi, "$1 [redacted]")
            .replace(/([?&;\s](?:token|code|access_token|key|session|sid|email)=)[^&\s"']+/gi, "$1[redacted]"),
      ),
      { numRuns: 3_000 },
    );
  });

  it("scrubs a long run without an address in time that grows with its length, not with its square", () => {
    // A crafted 16 KB URL is written to the request log: rescanned from each character it took 245 ms.
    // Linear: about 16x for 16x the length; quadratic: about 256x.
    const growth = timeGrowth((length) => scrubText(`/shop?q=${"a".repeat(length)}`), 2_000, 32_000);
    expect(growth).toBeLessThan(growthLimit(2_000, 32_000));
  });
  it("hides a secret wherever it stands in any text", () => {
    // Each secret and the part of it that must not reach a line.
    const secrets: Array<[string, string]> = [
      ["ada@example.com", "ada@example.com"],
      ["Bearer abc.def", "abc.def"],
      ["basic\tQWxhZGRpbg==", "QWxhZGRpbg"],
      ["?token=t0k3n", "t0k3n"],
      ["&email=x9y8", "x9y8"],
    ];
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...secrets), fc.string(), (before, [secret, hidden], after) => {
        fc.pre(!before.includes(hidden) && !after.includes(hidden));
        expect(scrubText(`${before} ${secret} ${after}`)).not.toContain(hidden);
      }),
      { numRuns: 500 },
    );
  });
});
