import zlib from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine";
import { NONCE_PLACEHOLDER } from "./policy";

/**
 * A stored body made ready to send: its plain bytes and a gzip rendering,
 * both cut where the nonce goes, so a hit only joins buffers around its own
 * nonce and compresses nothing.
 *
 * The gzip form is one deflate stream made of pieces: each piece of the page
 * is deflated on its own and ends on a full flush (byte aligned, no window
 * shared with what follows), and each nonce goes between them as a stored
 * (uncompressed) block. The trailer's CRC-32 and length are worked out per
 * answer, since the nonce is part of the data: from each piece's CRC, kept
 * with the piece, and the nonce's (running the CRC over the whole page took
 * a tenth of a gzip hit's time).
 */
export interface EncodedBody {
  plain: Buffer[];
  gzip: Buffer[];
  /** Each plain piece's CRC-32, and the operator that appends it to a CRC (crc32Shift of its length). */
  crcs: Array<{ crc: number; shift: number }>;
  /** Bytes of the plain pieces (without the nonces). */
  plainLength: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** The last deflate block: empty, stored, marked final. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export function encodeBody(body: string): EncodedBody {
  const plain = body.split(NONCE_PLACEHOLDER).map((piece) => Buffer.from(piece, "utf8"));
  const gzip = plain.map((piece) =>
    zlib.deflateRawSync(piece, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_FULL_FLUSH }),
  );
  const crcs = plain.map((piece) => ({ crc: zlib.crc32(piece), shift: crc32Shift(piece.length) }));
  return { plain, gzip, crcs, plainLength: plain.reduce((sum, piece) => sum + piece.length, 0) };
}

/**
 * An answer's body as the pieces to write in order, the stored ones as they are: joined into one buffer, every hit
 * allocated and copied a whole page (18 us on home, and external memory that brought collections on sooner).
 */
export interface BodyParts {
  parts: Buffer[];
  length: number;
}

/** The page with this nonce in each of its places. */
export function plainWith(encoded: EncodedBody, nonce: string): BodyParts {
  const n = Buffer.from(nonce, "utf8");
  const parts: Buffer[] = [];
  encoded.plain.forEach((piece, i) => {
    if (i > 0 && n.length > 0) parts.push(n);
    parts.push(piece);
  });
  return { parts, length: encoded.plainLength + n.length * (encoded.plain.length - 1) };
}

/** The page with this nonce, gzip-encoded, without compressing anything now. */
export function gzipWith(encoded: EncodedBody, nonce: string): BodyParts {
  const n = Buffer.from(nonce, "utf8");
  // A stored block: header byte (not final, type 00), LEN and its complement, little-endian; a nonce is far below 64 KiB.
  const stored = Buffer.alloc(5 + n.length);
  stored[0] = 0x00;
  stored.writeUInt16LE(n.length, 1);
  stored.writeUInt16LE(~n.length & 0xffff, 3);
  n.copy(stored, 5);
  const parts: Buffer[] = [GZIP_HEADER];
  const nonceCrc = zlib.crc32(n);
  const nonceShift = crc32Shift(n.length);
  let crc = 0;
  encoded.gzip.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = crc32Combine(crc, nonceCrc, nonceShift);
    }
    parts.push(piece);
    crc = crc32Combine(crc, encoded.crcs[i].crc, encoded.crcs[i].shift);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((encoded.plainLength + n.length * (encoded.plain.length - 1)) >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return { parts, length: parts.reduce((sum, part) => sum + part.length, 0) };
}
