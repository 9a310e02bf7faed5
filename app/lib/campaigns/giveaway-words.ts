import type { ToastMessage } from "~/lib/toast";
import type { GiveawayRecord, GiveawaysAt } from "./active";
import { STORE_TIME_ZONE } from "./store-time";

/**
 * Every word a giveaway shows, said from its record: the page, the footer
 * dialog, the pop-ups, the toasts and the mails. At the spec's date the
 * seeded record gives the spec's strings ("Drawing on December 13th, 2025").
 */

const ordinal = (day: number) => {
  if (day % 100 >= 11 && day % 100 <= 13) return "th";
  return ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th";
};

/** "December 13th, 2025": an instant as the store's calendar day (US Eastern). */
export function spokenDate(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: STORE_TIME_ZONE, month: "long", day: "numeric", year: "numeric" })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const day = Number(parts.day);
  return `${parts.month} ${day}${ordinal(day)}, ${parts.year}`;
}

/** The drawing's day: its own date, else the giveaway's end; null when neither is set. */
export const drawingDate = (g: Pick<GiveawayRecord, "drawingAt" | "endsAt">) =>
  g.drawingAt ? spokenDate(g.drawingAt) : g.endsAt ? spokenDate(g.endsAt) : null;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function giveawayWords(g: GiveawayRecord) {
  const date = drawingDate(g);
  const drawing = date ? `Drawing on ${date}` : "Drawing date to be announced";
  const grandPrize = g.prizes[0]?.prize;
  return {
    title: g.title,
    intro: g.description,
    drawingDate: date,
    /** "Drawing on December 13th, 2025" */
    drawing,
    prizes: g.prizes,
    rules:
      g.rules ||
      `No purchase necessary to enter or win. Open to legal residents of the United States who are 18 or older. One entry per person. Winners are drawn at random${date ? ` on ${date}` : ""} and notified by email and phone.`,
    slideInIntro: date ? `Enter our free giveaway. Drawing ${date}.` : "Enter our free giveaway.",
    exitIntro: grandPrize
      ? `Before you go: enter our giveaway for a chance to win ${lowerFirst(grandPrize)}. It takes less than a minute.`
      : "Before you go: enter our giveaway. It takes less than a minute.",
    enteredBody: `Thanks for entering. We'll contact the winners after the drawing${date ? ` on ${date}` : ""}.`,
    metaDescription: `${g.description ? `${g.description} ` : ""}${drawing}. No purchase necessary; 18+.`,
  };
}

/** The answers to a stored entry (SPEC §8), from the running giveaway; `successMessage` is the page's own line. */
export function giveawayToasts(g: GiveawayRecord, successMessage: string) {
  const { drawing } = giveawayWords(g);
  return {
    dialogSuccess: {
      title: "Entry Submitted!",
      description: `You're now entered to win! ${drawing}`,
      variant: "success",
    },
    pageSuccess: {
      title: "Entry Submitted!",
      description: successMessage || `You're now entered to win! ${drawing}.`,
      variant: "success",
    },
    alreadyEntered: {
      title: "You're Already Entered!",
      description: `We already have an entry for this email. ${drawing}`,
      variant: "success",
    },
  } as const satisfies Record<string, ToastMessage>;
}

/**
 * What the giveaway page and an entry posted outside any giveaway's window
 * say: the last one ended (and when it was drawn), the next one opens on a
 * date, or there is none.
 */
export function closedGiveaway({ ended, next }: GiveawaysAt, now: number) {
  const opens = next ? `${next.title} opens on ${spokenDate(next.startsAt)}.` : null;
  if (ended) {
    const date = drawingDate(ended);
    const drawn = date
      ? Date.parse(ended.drawingAt ?? ended.endsAt!) <= now
        ? `The winners were drawn on ${date}.`
        : `The winners will be drawn on ${date}.`
      : null;
    const lines = [
      `${ended.title} closed on ${spokenDate(ended.endsAt!)} and takes no more entries.`,
      ...(drawn ? [drawn] : []),
      opens ? `Next up: ${opens}` : "Check back soon for our next giveaway.",
    ];
    return {
      heading: "This Giveaway Has Ended",
      lines,
      toast: {
        title: "Giveaway Ended",
        description: ["This giveaway has ended and takes no more entries.", ...lines.slice(1)].join(" "),
        variant: "destructive",
      } satisfies ToastMessage,
    };
  }
  if (opens)
    return {
      heading: "Coming Soon",
      lines: [opens, "Entries open on that day."],
      toast: { title: "Giveaway Not Open Yet", description: opens, variant: "destructive" } satisfies ToastMessage,
    };
  return {
    heading: "No Giveaway Right Now",
    lines: ["There is no giveaway running right now.", "Check back soon for our next giveaway."],
    toast: {
      title: "Giveaway Closed",
      description: "There is no giveaway running right now. Check back soon.",
      variant: "destructive",
    } satisfies ToastMessage,
  };
}

/** A prayer-support (cause) sign-up posted outside the cause's window. */
export const closedCause = (title: string | null): ToastMessage => ({
  title: "Sign-up Closed",
  description: `${title ?? "This sign-up"} has closed and takes no more sign-ups. Thank you for your support.`,
  variant: "destructive",
});
