/**
 * Which Node the shop runs on, checked once at start (server.ts). The floor is
 * what production code needs: `zlib.crc32` (20.15 / 22.2) for the page cache's
 * gzip trailer, and `require()` of an ES module (20.19 / 22.12) for
 * sanitize-html's htmlparser2. Keep it in step with package.json `engines`.
 */
export const SUPPORTED_NODE = "^20.19.0 || >=22.12.0";
export const RECOMMENDED_NODE = "Node 24 LTS";

/** Lowest release per major line; a major not listed is supported from the next listed one up. */
const FLOORS: Array<[major: number, minor: number, patch: number]> = [
  [20, 19, 0],
  [22, 12, 0],
];
/** End of life of each line the shop runs on (nodejs.org/en/about/previous-releases). */
const END_OF_LIFE: Record<number, string> = {
  20: "2026-04-30",
  21: "2024-06-01",
  22: "2027-04-30",
  23: "2025-06-01",
  25: "2026-06-01",
};

type Version = [number, number, number];

function parse(version: string): Version {
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, "").split(/[.-]/).map(Number);
  return [major, minor, patch];
}

const atLeast = (a: Version, b: Version) => (a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] >= b[2]);

export function isSupportedNode(version: string): boolean {
  const v = parse(version);
  if (v[0] < FLOORS[0]![0]) return false;
  // Its own line's floor, or (an odd line without one) the floor of the next line up.
  const floor = FLOORS.find(([major]) => major === v[0]) ?? FLOORS.find(([major]) => major > v[0]);
  return floor ? atLeast(v, floor) : true;
}

/**
 * The one line to print for this Node: a refusal (`fatal`) below the floor, a
 * warning past its line's end of life, else null.
 */
export function nodeVerdict(version: string, today: Date = new Date()): { fatal: boolean; message: string } | null {
  if (!isSupportedNode(version))
    return {
      fatal: true,
      message: `Node ${version} is too old for the BioLife storefront: it needs Node ${SUPPORTED_NODE} (${RECOMMENDED_NODE} recommended).`,
    };
  const major = parse(version)[0];
  const eol = END_OF_LIFE[major];
  if (eol && today.toISOString().slice(0, 10) >= eol)
    return {
      fatal: false,
      message: `warning: Node ${major} reached its end of life on ${eol} and gets no security fixes; move to ${RECOMMENDED_NODE}.`,
    };
  return null;
}
