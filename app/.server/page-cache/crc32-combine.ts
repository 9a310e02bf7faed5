/**
 * CRC-32 of joined pieces from the pieces' own CRCs, as zlib's crc32_combine
 * does (its crc32.c: polynomial arithmetic modulo the CRC's polynomial), so a
 * page-cache hit does not run the CRC over the whole page for each nonce.
 */
const POLY = 0xedb88320;

/** a(x) * b(x) modulo p(x), in the CRC's reflected bit order. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo p(x) for n = 0..31. */
const X2N: number[] = [];
for (let n = 0, p = 1 << 30; n < 32; n++) {
  X2N.push(p >>> 0);
  p = multModP(p, p);
}

/** The operator that appends `bytes` bytes to a CRC: x^(8 * bytes) modulo p(x). */
export function crc32Shift(bytes: number): number {
  let p = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31], p);
  return p;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
