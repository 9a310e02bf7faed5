/** Campaign windows are typed in the store's own time zone (US Eastern), whatever the admin's browser says. */
export const STORE_TIME_ZONE = "America/New_York";

function offsetMinutes(at: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** "2026-11-24T09:30" in the store's zone as an instant, or null when it is not such a value. */
export function storeLocalToInstant(local: string, timeZone = STORE_TIME_ZONE): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const asUtc = new Date(`${local}Z`);
  if (Number.isNaN(asUtc.getTime())) return null;
  let instant = new Date(asUtc.getTime() - offsetMinutes(asUtc, timeZone) * 60_000);
  // Near a daylight-saving change the offset at the instant differs from the first guess.
  const corrected = offsetMinutes(instant, timeZone);
  instant = new Date(asUtc.getTime() - corrected * 60_000);
  return instant;
}

/** An instant as the `datetime-local` value in the store's zone. */
export function instantToStoreLocal(iso: string | null, timeZone = STORE_TIME_ZONE): string {
  if (!iso) return "";
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A readable instant for lists: "Nov 24, 2026, 9:30 AM ET". */
export function formatStoreTime(iso: string | null): string {
  if (!iso) return "No end";
  return `${new Intl.DateTimeFormat("en-US", { timeZone: STORE_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))} ET`;
}
