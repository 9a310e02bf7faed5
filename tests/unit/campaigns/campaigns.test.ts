import { describe, expect, it } from "vitest";
import { activeCampaigns, popupCampaigns, type Campaign } from "~/lib/campaigns/active";
import { entriesCsv } from "~/lib/campaigns/csv";
import { campaignFormSchema, campaignFormValues, CAMPAIGN_MESSAGES } from "~/lib/campaigns/form";
import { instantToStoreLocal, storeLocalToInstant } from "~/lib/campaigns/store-time";
import { validateForm } from "~/lib/forms/result";

const campaign = (over: Partial<Campaign>): Campaign => ({
  id: "c",
  kind: "giveaway",
  title: "Win a 2025 KIA!",
  description: "",
  startsAt: "2025-10-01T04:00:00.000Z",
  endsAt: "2025-12-14T04:59:59.999Z",
  popupsEndAt: "2025-12-11T04:59:59.999Z",
  drawingAt: null,
  prizes: [{ place: "Grand Prize", prize: "A brand-new 2025 KIA" }],
  discountCode: null,
  discountPercent: null,
  rules: "",
  successMessage: "",
  ...over,
});

describe("running campaigns", () => {
  const seed = [
    campaign({ id: "g" }),
    campaign({
      id: "t",
      kind: "seasonal_theme",
      title: "Breast Cancer Awareness Month | Supporting Health & Hope",
      endsAt: "2025-11-01T04:00:00.000Z",
      popupsEndAt: null,
    }),
    campaign({ id: "p", kind: "cause_signup", endsAt: "2025-12-11T04:59:59.999Z", popupsEndAt: null }),
    campaign({
      id: "d",
      kind: "discount_offer",
      startsAt: "2025-01-01T05:00:00.000Z",
      endsAt: null,
      popupsEndAt: null,
      discountCode: "WELCOME10",
      discountPercent: 10,
    }),
  ];

  it("runs from the start (inclusive) to the end (exclusive); an open end runs on", () => {
    expect(activeCampaigns(seed, Date.parse("2025-09-30T23:00:00Z"))).toMatchObject({
      giveaway: null,
      theme: null,
      cause: null,
    });
    const october = activeCampaigns(seed, Date.parse("2025-10-15T12:00:00Z"));
    expect(october.theme?.title).toBe("Breast Cancer Awareness Month | Supporting Health & Hope");
    expect(october.giveaway?.popupsEndAt).toBe(Date.parse("2025-12-11T04:59:59.999Z"));
    expect(october.offer).toEqual({ id: "d", title: "Win a 2025 KIA!", code: "WELCOME10", percent: 10 });
    expect(activeCampaigns(seed, Date.parse("2025-11-01T04:00:00Z")).theme).toBeNull();
    const today = activeCampaigns(seed, Date.parse("2026-11-24T12:00:00Z"));
    expect(today).toMatchObject({ giveaway: null, theme: null, cause: null });
    expect(today.offer?.code).toBe("WELCOME10");
    expect(popupCampaigns(today)).toEqual({ giveawayPopupsEnd: null, cause: null, offer: true });
  });

  it("lets the latest start win when two of a kind overlap", () => {
    const newer = campaign({ id: "g2", title: "Spring", startsAt: "2025-11-01T00:00:00Z" });
    expect(activeCampaigns([campaign({ id: "g" }), newer], Date.parse("2025-11-15T00:00:00Z")).giveaway?.id).toBe("g2");
  });
});

describe("the campaign form", () => {
  const base = {
    kind: "seasonal_theme",
    title: "Heart Month",
    startsAt: "2026-02-01T00:00",
    endsAt: "2026-03-01T00:00",
  };

  it("reads store-local (US Eastern) times into instants", () => {
    const checked = validateForm(campaignFormSchema, base);
    expect(checked.ok && checked.data.startsAt).toBe("2026-02-01T05:00:00.000Z");
    expect(storeLocalToInstant("2026-07-04T12:00")?.toISOString()).toBe("2026-07-04T16:00:00.000Z");
    expect(instantToStoreLocal("2026-07-04T16:00:00.000Z")).toBe("2026-07-04T12:00");
  });

  it("answers each rule with its message", () => {
    const fail = (values: Record<string, string>) => {
      const checked = validateForm(campaignFormSchema, values);
      return checked.ok ? {} : checked.fieldErrors;
    };
    expect(fail({ ...base, title: "  " })).toMatchObject({ title: CAMPAIGN_MESSAGES.title });
    expect(fail({ ...base, startsAt: "" })).toMatchObject({ startsAt: CAMPAIGN_MESSAGES.start });
    expect(fail({ ...base, startsAt: "next week" })).toMatchObject({ startsAt: CAMPAIGN_MESSAGES.date });
    expect(fail({ ...base, endsAt: "2026-01-31T23:00" })).toMatchObject({ endsAt: CAMPAIGN_MESSAGES.endAfterStart });
    expect(fail({ ...base, kind: "raffle" })).toMatchObject({ kind: CAMPAIGN_MESSAGES.kind });
    expect(fail({ ...base, kind: "giveaway", prizes: "A car" })).toMatchObject({ prizes: CAMPAIGN_MESSAGES.prizes });
    expect(
      fail({ ...base, kind: "giveaway", prizes: "Grand Prize: A car", popupsEndAt: "2026-03-02T00:00" }),
    ).toMatchObject({
      popupsEndAt: CAMPAIGN_MESSAGES.popupsWithin,
    });
    expect(fail({ ...base, kind: "discount_offer", discountCode: "x", discountPercent: "150" })).toMatchObject({
      discountCode: CAMPAIGN_MESSAGES.code,
      discountPercent: CAMPAIGN_MESSAGES.percent,
    });
  });

  it("keeps only the fields of its kind and round-trips through the form's values", () => {
    const checked = validateForm(campaignFormSchema, {
      ...base,
      kind: "discount_offer",
      discountCode: "spring15",
      discountPercent: "15",
      prizes: "Grand Prize: ignored",
    });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.data).toMatchObject({
      discountCode: "SPRING15",
      discountPercent: 15,
      prizes: [],
      popupsEndAt: null,
    });
    const values = campaignFormValues({ ...checked.data, id: "7f0f6a43-5d61-4d7e-9d38-0fb8d4f1a111" });
    expect(values).toMatchObject({ startsAt: "2026-02-01T00:00", endsAt: "2026-03-01T00:00", discountPercent: "15" });
  });

  it("a giveaway's rules and success line are its own texts (trimmed, bounded), kept only for giveaways", () => {
    const giveaway = {
      ...base,
      kind: "giveaway",
      prizes: "Grand Prize: A hamper",
      rules: "  No purchase necessary.\nOne entry per person.  ",
      successMessage: " You're in! ",
    };
    const checked = validateForm(campaignFormSchema, giveaway);
    expect(checked.ok && checked.data).toMatchObject({
      rules: "No purchase necessary.\nOne entry per person.",
      successMessage: "You're in!",
    });
    if (checked.ok)
      expect(campaignFormValues({ ...checked.data, id: "7f0f6a43-5d61-4d7e-9d38-0fb8d4f1a111" })).toMatchObject({
        rules: "No purchase necessary.\nOne entry per person.",
        successMessage: "You're in!",
      });
    const tooLong = validateForm(campaignFormSchema, { ...giveaway, successMessage: "x".repeat(301) });
    expect(tooLong.ok ? {} : tooLong.fieldErrors).toMatchObject({
      successMessage: CAMPAIGN_MESSAGES.tooLong("Success message", 300),
    });
    const theme = validateForm(campaignFormSchema, { ...base, rules: "ignored", successMessage: "ignored" });
    expect(theme.ok && theme.data).toMatchObject({ rules: "", successMessage: "" });
  });
});

describe("entries as CSV", () => {
  it("quotes what needs quoting and never lets a cell run as a formula", () => {
    const csv = entriesCsv([
      {
        name: 'Ann "A" Lee',
        email: "a@b.co",
        phone: "+1 555",
        address: "1 Main St, Apt 2",
        opted_in: true,
        created_at: new Date("2026-01-02T03:04:05Z"),
      },
      {
        name: '=HYPERLINK("x")',
        email: "b@b.co",
        phone: "555",
        address: "",
        opted_in: false,
        created_at: "2026-01-03T00:00:00.000Z",
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "name,email,phone,address,opted_in,created_at",
      '"Ann ""A"" Lee",a@b.co,\'+1 555,"1 Main St, Apt 2",true,2026-01-02T03:04:05.000Z',
      '"\'=HYPERLINK(""x"")",b@b.co,555,,false,2026-01-03T00:00:00.000Z',
      "",
    ]);
  });
});
