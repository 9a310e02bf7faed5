import zlib from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "~/.server/page-cache/crc32-combine";

describe("crc32Combine", () => {
  it("gives zlib's CRC-32 of the joined bytes for any two pieces", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const joined = zlib.crc32(Buffer.concat([a, b]));
        expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), crc32Shift(b.length))).toBe(joined);
      }),
      { numRuns: 300 },
    );
  });

  it("handles empty pieces and long ones", () => {
    const long = Buffer.alloc(200_000, 0x61);
    expect(crc32Combine(zlib.crc32(long), 0, crc32Shift(0))).toBe(zlib.crc32(long));
    expect(crc32Combine(0, zlib.crc32(long), crc32Shift(long.length))).toBe(zlib.crc32(long));
    expect(crc32Combine(zlib.crc32("abc"), zlib.crc32(long), crc32Shift(long.length))).toBe(
      zlib.crc32(Buffer.concat([Buffer.from("abc"), long])),
    );
  });
});
