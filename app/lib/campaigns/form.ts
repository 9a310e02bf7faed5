import { z } from "zod";
import { CAMPAIGN_KINDS, type Campaign, type Prize } from "./active";
import { instantToStoreLocal, storeLocalToInstant } from "./store-time";

/** The Campaigns tab's messages. */
export const CAMPAIGN_MESSAGES = {
  kind: "Please choose a kind of campaign",
  title: "Please enter a title",
  tooLong: (what: string, max: number) => `${what} must be at most ${max} characters`,
  start: "Please enter when the campaign starts",
  date: "Please enter a date and time",
  endAfterStart: "The end must be after the start",
  popupsWithin: "Pop-ups must stop after the start and no later than the end",
  prizes: 'Write one prize per line as "Place: Prize"',
  code: "Please enter a discount code of 3 to 32 letters, digits, - or _",
  percent: "Please enter a discount between 1 and 100 percent",
  oneGiveaway: "Another giveaway runs at that time: end it or change its dates first",
  unknownCode: (code: string) =>
    `The store does not know the code ${code}: create it in the store first, or check its spelling`,
  codeCheckFailed: "Could not check the code with the store. Please try again.",
  saved: "Campaign saved",
  created: "Campaign created",
  ended: "Campaign ended",
  notFound: "That campaign no longer exists",
  saveFailed: "Failed to save the campaign",
  loadFailed: "Failed to load campaigns",
} as const;

const text = (max: number, what: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z.string().max(max, CAMPAIGN_MESSAGES.tooLong(what, max)),
  );

/** A `datetime-local` value in the store's zone → ISO instant; empty → null. */
const instant = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : ""),
  z.string().transform((value, ctx) => {
    if (value === "") return null;
    const at = storeLocalToInstant(value);
    if (!at) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: CAMPAIGN_MESSAGES.date });
      return z.NEVER;
    }
    return at.toISOString();
  }),
);

/** "Grand Prize: A brand-new 2025 KIA" per line. */
function parsePrizes(value: string): Prize[] | null {
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const prizes = lines.map((line) => {
    const at = line.indexOf(":");
    return at > 0 ? { place: line.slice(0, at).trim(), prize: line.slice(at + 1).trim() } : null;
  });
  return prizes.every((p): p is Prize => p !== null && p.place !== "" && p.prize !== "") ? prizes : null;
}

export const prizesText = (prizes: Prize[]) => prizes.map((p) => `${p.place}: ${p.prize}`).join("\n");

/** The create/edit form (the same with and without JavaScript). */
export const campaignFormSchema = z
  .object({
    id: z.preprocess((v) => (typeof v === "string" && v !== "" ? v : undefined), z.string().uuid().optional()),
    kind: z.enum(CAMPAIGN_KINDS, { errorMap: () => ({ message: CAMPAIGN_MESSAGES.kind }) }),
    title: text(200, "Title").pipe(z.string().min(1, CAMPAIGN_MESSAGES.title)),
    description: text(2000, "Description"),
    startsAt: instant,
    endsAt: instant,
    popupsEndAt: instant,
    drawingAt: instant,
    prizes: text(2000, "Prizes"),
    rules: text(4000, "Official rules"),
    successMessage: text(300, "Success message"),
    discountCode: text(32, "Discount code").transform((v) => v.toUpperCase()),
    discountPercent: text(3, "Discount"),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!form.startsAt) issue("startsAt", CAMPAIGN_MESSAGES.start);
    if (form.startsAt && form.endsAt && form.endsAt <= form.startsAt) issue("endsAt", CAMPAIGN_MESSAGES.endAfterStart);
    if (form.kind === "giveaway") {
      const { popupsEndAt, startsAt, endsAt } = form;
      if (popupsEndAt && ((startsAt && popupsEndAt <= startsAt) || (endsAt && popupsEndAt > endsAt)))
        issue("popupsEndAt", CAMPAIGN_MESSAGES.popupsWithin);
      if (parsePrizes(form.prizes) === null) issue("prizes", CAMPAIGN_MESSAGES.prizes);
    }
    if (form.kind === "discount_offer") {
      if (!/^[A-Z0-9_-]{3,32}$/.test(form.discountCode)) issue("discountCode", CAMPAIGN_MESSAGES.code);
      const percent = Number(form.discountPercent);
      if (!Number.isInteger(percent) || percent < 1 || percent > 100)
        issue("discountPercent", CAMPAIGN_MESSAGES.percent);
    }
  })
  .transform((form): Omit<Campaign, "id"> & { id?: string } => ({
    id: form.id,
    kind: form.kind,
    title: form.title,
    description: form.description,
    startsAt: form.startsAt!,
    endsAt: form.endsAt,
    popupsEndAt: form.kind === "giveaway" ? form.popupsEndAt : null,
    drawingAt: form.kind === "giveaway" ? form.drawingAt : null,
    prizes: form.kind === "giveaway" ? (parsePrizes(form.prizes) ?? []) : [],
    discountCode: form.kind === "discount_offer" ? form.discountCode : null,
    discountPercent: form.kind === "discount_offer" ? Number(form.discountPercent) : null,
    rules: form.kind === "giveaway" ? form.rules : "",
    successMessage: form.kind === "giveaway" ? form.successMessage : "",
  }));

export type CampaignInput = z.output<typeof campaignFormSchema>;

/** A campaign as the form's field values. */
export function campaignFormValues(campaign: Campaign): Record<string, string> {
  return {
    id: campaign.id,
    kind: campaign.kind,
    title: campaign.title,
    description: campaign.description,
    startsAt: instantToStoreLocal(campaign.startsAt),
    endsAt: instantToStoreLocal(campaign.endsAt),
    popupsEndAt: instantToStoreLocal(campaign.popupsEndAt),
    drawingAt: instantToStoreLocal(campaign.drawingAt),
    prizes: prizesText(campaign.prizes),
    discountCode: campaign.discountCode ?? "",
    discountPercent: campaign.discountPercent === null ? "" : String(campaign.discountPercent),
    rules: campaign.rules,
    successMessage: campaign.successMessage,
  };
}
