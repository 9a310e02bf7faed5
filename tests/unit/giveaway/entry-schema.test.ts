import { describe, expect, it } from "vitest";
import { validateForm } from "~/lib/forms/result";
import { entrySchema, toEntryRow, validationMessage, type EntrySource } from "~/lib/giveaway/entry-schema";

const parseEntry = (values: Record<string, unknown>) => entrySchema.safeParse(values);

function messageFor(source: EntrySource, fields: Record<string, string>) {
  const parsed = validateForm(entrySchema, { source, ...fields });
  if (parsed.ok) throw new Error("expected a validation error");
  return validationMessage(source, parsed.fieldErrors);
}

const full: Record<string, string> = {
  email: "Maya@Example.com ",
  phone: "555-0100",
  consent: "on",
  name: " Maya Johnson ",
  address: "12 Peachtree St",
};

describe("giveaway entry validation (SPEC §5)", () => {
  it("dialog step 1: email, phone and consent, else Required Fields: Please fill in email, phone, and agree to terms.", () => {
    for (const missing of ["email", "phone", "consent"]) {
      const { [missing]: _, ...rest } = full;
      expect(messageFor("dialog", rest)).toEqual({
        title: "Required Fields",
        description: "Please fill in email, phone, and agree to terms.",
        variant: "destructive",
      });
    }
  });

  it("dialog step 2: name and address, else Required Fields: Please complete all required fields.", () => {
    for (const missing of ["name", "address"]) {
      const { [missing]: _, ...rest } = full;
      expect(messageFor("dialog", rest)).toMatchObject({
        title: "Required Fields",
        description: "Please complete all required fields.",
      });
    }
  });

  it("marketing consent is optional and not stored", () => {
    const parsed = parseEntry({ source: "dialog", ...full, marketingOptIn: "on" });
    expect(parsed.success).toBe(true);
    if (parsed.success)
      expect(toEntryRow(parsed.data)).toEqual({
        name: "Maya Johnson",
        email: "maya@example.com",
        phone: "555-0100",
        address: "12 Peachtree St",
        opted_in: true,
      });
  });

  it("no phone format or age check beyond text", () => {
    expect(parseEntry({ source: "dialog", ...full, phone: "call me maybe" }).success).toBe(true);
  });

  it("quick entry: agreement, else Agreement Required: Please agree to the terms to continue.; stores empty name and address", () => {
    const agreement = { title: "Agreement Required", description: "Please agree to the terms to continue." };
    expect(messageFor("quick", { email: "a@b.co", phone: "1" })).toMatchObject(agreement);
    expect(messageFor("quick", { email: "a@b.co", agreement: "on" })).toMatchObject(agreement);
    expect(messageFor("quick", { phone: "1", agreement: "on" })).toMatchObject(agreement);
    const parsed = parseEntry({ source: "quick", email: "a@b.co", phone: "1", agreement: "on" });
    expect(parsed.success && toEntryRow(parsed.data)).toEqual({
      name: "",
      email: "a@b.co",
      phone: "1",
      address: "",
      opted_in: true,
    });
  });

  it("prayer: opt-in, else Opt-in Required: Please opt in to receive updates and prayers for Jamaica.; stored with the address Jamaica Prayer Support", () => {
    const optIn = {
      title: "Opt-in Required",
      description: "Please opt in to receive updates and prayers for Jamaica.",
    };
    expect(messageFor("prayer", { fullName: "G", email: "g@b.co", phone: "1" })).toMatchObject(optIn);
    for (const gap of ["fullName", "email", "phone"]) {
      const fields: Record<string, string> = { fullName: "G", email: "g@b.co", phone: "1", optIn: "on", [gap]: "" };
      expect(messageFor("prayer", fields)).toMatchObject(optIn);
    }
    const parsed = parseEntry({ source: "prayer", fullName: "Grace", email: "g@b.co", phone: "1", optIn: "on" });
    expect(parsed.success && toEntryRow(parsed.data)).toMatchObject({
      name: "Grace",
      address: "Jamaica Prayer Support",
      opted_in: true,
    });
  });

  it("page: consent, else Opt-in Required: Please agree to the terms to enter the giveaway.", () => {
    const { consent: _, ...rest } = full;
    expect(messageFor("page", rest)).toMatchObject({
      title: "Opt-in Required",
      description: "Please agree to the terms to enter the giveaway.",
    });
    for (const gap of ["name", "email", "phone", "address"])
      expect(messageFor("page", { ...full, [gap]: "" })).toMatchObject({ title: "Opt-in Required" });
  });

  it("rejects a malformed email and over-long text", () => {
    expect(messageFor("page", { ...full, email: "nope" })).toMatchObject({ title: "Invalid Email" });
    expect(parseEntry({ source: "page", ...full, address: "x".repeat(301) }).success).toBe(false);
    expect(parseEntry({ source: "page", ...full, name: "   " }).success).toBe(false);
  });

  it("rejects an unknown form", () => {
    expect(parseEntry({ source: "other", ...full }).success).toBe(false);
  });
});
