import { describe, expect, it } from "vitest";
import { nextNonce } from "~/.server/http/security-headers";

describe("CSP nonces drawn from a pool", () => {
  it("are 16 random bytes each and never repeat, across many refills of the pool", () => {
    const nonces = Array.from({ length: 5_000 }, nextNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
