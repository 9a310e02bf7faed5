import { env } from "./env";

/** A cookie (outside production or with SHOP_CLOCK=on) (an ISO instant) that runs one browser's visit at another date; its name makes the page cache step aside. */
export const CLOCK_COOKIE = "biolife_clock";

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

function cookieValue(request: Request | undefined, name: string): string | undefined {
  const header = request?.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * The shop's "now" for date decisions (which campaigns run). For checks and
 * demos, outside production or with SHOP_CLOCK=on, it can be moved without
 * touching the machine clock: per visit with the biolife_clock cookie, for
 * the whole shop with BIOLIFE_NOW (a fixed instant) or CLOCK_OFFSET.
 */
export function shopNow(request?: Request): Date {
  const settings = env();
  if (settings.NODE_ENV === "production" && !settings.SHOP_CLOCK) return new Date();
  const visit = cookieValue(request, CLOCK_COOKIE);
  if (visit && !Number.isNaN(Date.parse(visit))) return new Date(visit);
  if (settings.BIOLIFE_NOW) return new Date(settings.BIOLIFE_NOW);
  const offset = settings.CLOCK_OFFSET && /^([+-]?\d+)([dhm])$/.exec(settings.CLOCK_OFFSET);
  if (offset) return new Date(Date.now() + Number(offset[1]) * UNIT_MS[offset[2] as keyof typeof UNIT_MS]);
  return new Date();
}
