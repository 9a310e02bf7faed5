import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The shop's real services (database, auth provider) and session cookie, on a fresh embedded database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-community-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "integration-session-secret-0123456789abcdef";
delete process.env.DATABASE_URL;

const { startTestServices } = await import("../../support/services");
const shop = startTestServices({ env: { DATA_DIR: dataDir } });
const getDb = shop.services.db;
const { commitAuthSession } = await import("~/.server/auth/session");
const { getCurrentUser } = await import("~/.server/auth/current-user");
const { grantAdmin } = await import("~/.server/auth/roles");
const { refreshCommunity } = await import("~/.server/community/refresh");
const { subscribe } = await import("~/.server/community/subscribe");
const { sendContactMessage } = await import("~/.server/contact/send-contact-message");
const { createLimiter } = await import("~/.server/rate-limit");
const { runSeed } = await import("~/.server/db/seed");
const { loadEvents } = await import("~/.server/community/lists");

const quiet = { error: () => {}, warn: () => {}, info: () => {} };

async function requestAs(email: string | null): Promise<Request> {
  if (!email) return new Request("http://shop.test/community", { method: "POST" });
  const provider = shop.services.auth;
  const password = "correct-horse-42";
  await provider.signUp(email, password, { redirectTo: "http://shop.test/" });
  const signedIn = await provider.signIn(email, password);
  if (!signedIn.ok) throw new Error(`sign-in failed for ${email}`);
  const cookie = (await commitAuthSession(new Request("http://shop.test/"), signedIn.value)).split(";")[0];
  return new Request("http://shop.test/community", { method: "POST", headers: { Cookie: cookie } });
}

afterAll(async () => {
  await shop.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("admin check of the community refresh", () => {
  let runs = 0;
  const functions = {
    events: async () => {
      runs += 1;
      return Response.json({ success: true, eventsFound: 4 });
    },
    resources: async () => {
      runs += 1;
      return Response.json(
        { success: false, error: "No caregiver resources feed is configured (RESOURCES_FEED_URL)." },
        { status: 503 },
      );
    },
    groups: async () => {
      runs += 1;
      return new Response("upstream exploded", { status: 500 });
    },
  };
  const deps = { currentUser: (request: Request) => getCurrentUser(request, shop.services), functions, log: quiet };
  let anon: Request, user: Request, admin: Request;

  beforeAll(async () => {
    anon = await requestAs(null);
    user = await requestAs("shopper@example.com");
    admin = await requestAs("admin@example.com");
    expect(await grantAdmin(await getDb(), "admin@example.com")).toBe("granted");
  });

  it("denies a visitor and a signed-in shopper with 403, without running the function", async () => {
    for (const request of [anon, user]) {
      expect(await refreshCommunity("events", request, deps)).toEqual({
        status: 403,
        body: {
          intent: "events",
          ok: false,
          toast: {
            title: "Access Denied",
            description: "Only administrators can refresh events.",
            variant: "destructive",
          },
        },
      });
      expect((await refreshCommunity("resources", request, deps)).body.toast.description).toBe(
        "Only administrators can refresh resources.",
      );
      expect((await refreshCommunity("groups", request, deps)).body.toast.description).toBe(
        "Only administrators can refresh support groups.",
      );
    }
    expect(runs).toBe(0);
  });

  it("lets an admin refresh and reports the count, the function's error, or the fallback text", async () => {
    expect(await refreshCommunity("events", admin, deps)).toEqual({
      status: 200,
      body: {
        intent: "events",
        ok: true,
        toast: { title: "Events Updated", description: "Found 4 events.", variant: "success" },
      },
    });
    const resources = await refreshCommunity("resources", admin, deps);
    expect(resources.status).toBe(502);
    expect(resources.body.toast).toEqual({
      title: "Update Failed",
      description: "No caregiver resources feed is configured (RESOURCES_FEED_URL).",
      variant: "destructive",
    });
    expect((await refreshCommunity("groups", admin, deps)).body.toast).toEqual({
      title: "Update Failed",
      description: "Could not fetch new support groups. Please try again later.",
      variant: "destructive",
    });
    expect(runs).toBe(3);
  });
});

describe("seed data on the embedded database", () => {
  it("is applied at start and running it again adds nothing", async () => {
    const db = await getDb();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("health_events")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(8);
    await runSeed(db);
    expect(await count()).toBe(before);
    const events = await loadEvents(db);
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((e) => e.eventDate > "2026-11-30")).toBe(true);
  });
});

describe("Stay Connected", () => {
  const mails: { to: string; subject: string; text: string }[] = [];
  // The seeded discount offer (WELCOME10) runs from 2025 with no end; nothing ran in mid-2024.
  const deps = (points = 5, at = new Date("2026-01-01T12:00:00Z")) => {
    const limit = createLimiter({ name: `newsletter-test-${points}-${Math.random()}`, points, duration: 600 });
    return {
      db: getDb,
      allow: (key: string) => limit.consume(`ip:${key}`),
      sendMail: async (m: { to: string; subject: string; text: string }) => void mails.push(m),
      offer: async () => (await shop.services.campaigns.active(at)).offer,
      log: quiet,
    };
  };
  const form = (email: string) => {
    const f = new FormData();
    f.set("email", email);
    return f;
  };

  it("rejects an invalid address with the spec's message and keeps it", async () => {
    for (const bad of ["", "no-at-sign", "a@b"]) {
      const { status, body } = await subscribe(form(bad), "1.1.1.1", deps());
      expect(status).toBe(400);
      expect(body.ok ? undefined : body.fieldErrors.email).toBe("Please enter a valid email address");
      expect(body.ok ? undefined : body.values.email).toBe(bad);
    }
  });

  it("stores a subscriber once and mails one welcome with the code", async () => {
    const d = deps();
    expect((await subscribe(form("New.Member@Example.com"), "2.2.2.2", d)).body).toMatchObject({
      ok: true,
      toast: {
        title: "Welcome!",
        description: "Check your email for your 10% discount code!",
      },
    });
    expect((await subscribe(form("new.member@example.com"), "2.2.2.2", d)).status).toBe(200);
    const rows = await (
      await getDb()
    )
      .selectFrom("newsletter_subscribers")
      .select("email")
      .where("email", "=", "new.member@example.com")
      .execute();
    expect(rows).toHaveLength(1);
    expect(mails.filter((m) => m.to === "new.member@example.com")).toHaveLength(1);
    expect(mails[0].text).toContain("WELCOME10");
  });

  it("names no code in the welcome mail when no discount offer runs", async () => {
    const d = deps(5, new Date("2024-06-01T12:00:00Z"));
    expect((await subscribe(form("no.offer@example.com"), "2.2.2.9", d)).status).toBe(200);
    const mail = mails.find((m) => m.to === "no.offer@example.com");
    expect(mail?.text).toContain("Welcome to the BioLife community!");
    expect(mail?.text).not.toMatch(/code/i);
  });

  it("limits sign-ups from one client (LIMITS.newsletter)", async () => {
    const d = deps(2);
    expect((await subscribe(form("one@example.com"), "3.3.3.3", d)).status).toBe(200);
    expect((await subscribe(form("two@example.com"), "3.3.3.3", d)).status).toBe(200);
    const third = await subscribe(form("three@example.com"), "3.3.3.3", d);
    expect(third.status).toBe(429);
    expect((await subscribe(form("three@example.com"), "4.4.4.4", d)).status).toBe(200);
  });
});

describe("contact form action", () => {
  const sent: { to: string; subject: string; text: string }[] = [];
  const deps = (points = 5) => {
    const limit = createLimiter({ name: `contact-test-${Math.random()}`, points, duration: 600 });
    return {
      db: getDb,
      allow: (key: string, email: string) => limit.consume(`ip:${key}`, `email:${email}`),
      sendMail: async (m: { to: string; subject: string; text: string }) => void sent.push(m),
      storeEmail: "orders@biolife.test",
      log: quiet,
    };
  };
  const form = (values: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(values)) f.set(k, v);
    return f;
  };
  const good = {
    name: "Tasha Green",
    email: "tasha@example.com",
    subject: "Order question",
    message: "When will my order ship?",
  };

  it("answers bad input with a message per field and keeps what was typed", async () => {
    const result = await sendContactMessage(
      form({ name: " ", email: "tasha@", subject: "", message: "short" }),
      "5.5.5.5",
      deps(),
    );
    expect(result.status).toBe(400);
    expect(result.body.ok).toBe(false);
    if (result.body.ok) return;
    expect(result.body.fieldErrors).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid email address",
      subject: "Please enter a subject",
      message: "Please enter a message of at least 10 characters",
    });
    expect(result.body.values).toEqual({ name: " ", email: "tasha@", subject: "", message: "short" });
  });

  it("stores the message and mails it to the store", async () => {
    const result = await sendContactMessage(form(good), "6.6.6.6", deps());
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    const rows = await (
      await getDb()
    )
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", "tasha@example.com")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Tasha Green",
      subject: "Order question",
      message: "When will my order ship?",
    });
    expect(sent.at(-1)).toMatchObject({ to: "orders@biolife.test", subject: "Contact form: Order question" });
    expect(sent.at(-1)!.text).toContain("tasha@example.com");
  });

  it("drops a bot's message that filled the honeypot, answering as if sent", async () => {
    const before = sent.length;
    const result = await sendContactMessage(
      form({ ...good, email: "bot@example.com", website: "http://spam.test" }),
      "7.7.7.7",
      deps(),
    );
    expect(result.body.ok).toBe(true);
    expect(sent.length).toBe(before);
    expect(
      await (
        await getDb()
      )
        .selectFrom("contact_messages")
        .select("id")
        .where("email", "=", "bot@example.com")
        .execute(),
    ).toHaveLength(0);
  });

  it("limits messages per client (LIMITS.contact)", async () => {
    const d = deps(1);
    expect((await sendContactMessage(form({ ...good, email: "a@example.com" }), "8.8.8.8", d)).status).toBe(200);
    const limited = await sendContactMessage(form({ ...good, email: "b@example.com" }), "8.8.8.8", d);
    expect(limited.status).toBe(429);
    expect(limited.body.ok ? undefined : limited.body.formError?.title).toBe("Too Many Messages");
  });
});
