import { describe, expect, it } from "vitest";
import {
  createPopupScheduler,
  LOCAL_FLAGS,
  nextTimedPromotion,
  SESSION_FLAGS,
  trackScroll,
  type Promotion,
} from "~/lib/popups/scheduler";
import { fakeEnvironment } from "./fake-environment";

const MIN = 60_000;

/** Starts a scheduler on a fake environment and records what it shows. */
function start(options: Parameters<typeof fakeEnvironment>[0] & { prayerSeen?: boolean; completed?: boolean } = {}) {
  const fake = fakeEnvironment(options);
  if (options.prayerSeen ?? true) fake.session.setItem(SESSION_FLAGS.jamaicaPrayerModalSeen, "true");
  if (options.completed) fake.local.setItem(LOCAL_FLAGS.kiaGiveawayCompleted, "true");
  const shown: Promotion[] = [];
  const scheduler = createPopupScheduler(fake.env, fake.timers, (p) => shown.push(p));
  return { ...fake, scheduler, shown };
}

describe("at most one promotion per 2 minutes (shared lastModalShown)", () => {
  it("stamps lastModalShown with the clock when a promotion shows", () => {
    const t = start();
    t.advance(2 * MIN);
    expect(t.shown).toEqual(["giveaway"]);
    expect(t.session.getItem(SESSION_FLAGS.lastModalShown)).toBe(String(t.env.now()));
  });

  it("holds the next promotion until 2 minutes after the last one", () => {
    const t = start();
    t.advance(2 * MIN);
    t.scheduler.closed("giveaway", "dismissed");
    t.advance(MIN);
    t.scheduler.mouseLeave(-1);
    expect(t.shown).toEqual(["giveaway"]);
    t.advance(MIN - 1);
    expect(t.shown).toEqual(["giveaway"]);
    t.advance(1);
    expect(t.shown).toEqual(["giveaway", "discount"]);
  });

  it("reads the timestamp left by an earlier page load of the same session", () => {
    const t = fakeEnvironment();
    t.session.setItem(SESSION_FLAGS.lastModalShown, String(t.env.now() - 30_000));
    const shown: Promotion[] = [];
    const scheduler = createPopupScheduler(t.env, t.timers, (p) => shown.push(p));
    expect(shown).toEqual([]);
    scheduler.mouseLeave(0);
    expect(shown).toEqual([]);
    t.advance(90_000);
    expect(shown).toEqual(["prayer"]);
  });

  it("counts the 2 minutes from when a long-open promotion closed", () => {
    const t = start({ prayerSeen: false });
    t.advance(5 * MIN);
    t.scheduler.closed("prayer", "dismissed");
    expect(t.shown).toEqual(["prayer"]);
    t.advance(2 * MIN - 1);
    expect(t.shown).toEqual(["prayer"]);
    t.advance(1);
    expect(t.shown).toEqual(["prayer", "giveaway"]);
  });

  it("never opens a promotion over another one", () => {
    const t = start({ prayerSeen: false });
    expect(t.shown).toEqual(["prayer"]);
    t.advance(10 * MIN);
    t.scheduler.mouseLeave(-5);
    expect(t.shown).toEqual(["prayer"]);
  });
});

describe("timed giveaway modal", () => {
  it("opens 2 minutes after load, not before", () => {
    const t = start();
    t.advance(2 * MIN - 1);
    expect(t.shown).toEqual([]);
    t.advance(1);
    expect(t.shown).toEqual(["giveaway"]);
  });

  it("opens after the remainder of the spacing when another promotion showed meanwhile", () => {
    const t = start();
    t.advance(90_000);
    t.scheduler.mouseLeave(-1); // exit-intent giveaway at 1:30
    expect(t.shown).toEqual(["exitGiveaway"]);
    t.scheduler.closed("exitGiveaway", "dismissed");
    t.advance(30_000); // 2:00 — the spacing has 1:30 left
    expect(t.shown).toEqual(["exitGiveaway"]);
    t.advance(90_000 - 1);
    expect(t.shown).toEqual(["exitGiveaway"]);
    t.advance(1);
    expect(t.shown).toEqual(["exitGiveaway", "giveaway"]);
  });

  it("does not open after 2025-12-10 23:59:59", () => {
    const late = start({ now: new Date(2025, 11, 10, 23, 58, 30) });
    late.advance(2 * MIN);
    expect(late.shown).not.toContain("giveaway");
    const after = start({ now: new Date(2025, 11, 11, 9, 0, 0) });
    after.advance(2 * MIN);
    expect(after.shown).not.toContain("giveaway");
  });

  it("still opens when it falls due on 2025-12-10 23:59:59 exactly", () => {
    const t = start({ now: new Date(2025, 11, 10, 23, 57, 59) });
    t.advance(2 * MIN);
    expect(t.shown).toEqual(["giveaway"]);
  });

  it.each(["/cart", "/checkout", "/account", "/contact", "/account/orders"])("does not open on %s", (path) => {
    const t = start({ path });
    t.advance(2 * MIN);
    expect(t.shown).not.toContain("giveaway");
  });

  it("opens once the shopper navigates away from a quiet path", () => {
    const t = start({ path: "/cart" });
    t.session.setItem(SESSION_FLAGS.exitIntentShown, "true");
    t.advance(3 * MIN);
    t.setPath("/shop");
    t.scheduler.refresh();
    expect(t.shown[0]).toBe("giveaway");
  });

  it("does not open when first launch was already shown, and showing it sets the flag", () => {
    const t = start();
    t.advance(2 * MIN);
    expect(t.session.getItem(SESSION_FLAGS.firstLaunchShown)).toBe("true");
    const again = fakeEnvironment();
    again.session.setItem(SESSION_FLAGS.firstLaunchShown, "true");
    again.session.setItem(SESSION_FLAGS.jamaicaPrayerModalSeen, "true");
    expect(nextTimedPromotion(again.env, { loadedAt: again.env.now(), open: null })?.promotion).toBe("discount");
  });

  it("does not open when the giveaway is completed", () => {
    const t = start({ completed: true });
    t.advance(2 * MIN);
    expect(t.shown).toEqual(["discount"]);
  });
});

describe("exit-intent giveaway", () => {
  it("opens when the mouse leaves through the top on a wide screen", () => {
    const t = start({ width: 768 });
    t.scheduler.mouseLeave(0);
    expect(t.shown).toEqual(["exitGiveaway"]);
  });

  it("ignores the mouse leaving through the sides or bottom", () => {
    const t = start();
    t.scheduler.mouseLeave(300);
    expect(t.shown).toEqual([]);
  });

  it("is not shown under 768 px (the discount modal is)", () => {
    const t = start({ width: 767 });
    t.scheduler.mouseLeave(-1);
    expect(t.shown).toEqual(["discount"]);
  });

  it("is not shown once the giveaway is completed", () => {
    const t = start({ completed: true });
    t.scheduler.mouseLeave(-1);
    expect(t.shown).toEqual(["discount"]);
  });

  it("is not shown again within 2 minutes, but is after them", () => {
    const t = start();
    t.session.setItem(SESSION_FLAGS.firstLaunchShown, "true");
    t.session.setItem(SESSION_FLAGS.exitIntentShown, "true");
    t.scheduler.mouseLeave(-1);
    t.scheduler.closed("exitGiveaway", "dismissed");
    t.advance(MIN);
    t.scheduler.mouseLeave(-1);
    expect(t.shown).toEqual(["exitGiveaway"]);
    t.advance(MIN);
    t.scheduler.mouseLeave(-1);
    expect(t.shown).toEqual(["exitGiveaway", "exitGiveaway"]);
  });

  it("stops after the giveaway cut-off", () => {
    const t = start({ now: new Date(2025, 11, 11, 0, 0, 0) });
    t.scheduler.mouseLeave(-1);
    expect(t.shown).toEqual(["discount"]);
  });

  it("counts a dismissal in kiaGiveawayDismissCount and kiaGiveawayLastDismissed", () => {
    const t = start();
    t.scheduler.mouseLeave(-1);
    t.scheduler.closed("exitGiveaway", "dismissed");
    expect(t.local.getItem(LOCAL_FLAGS.kiaGiveawayDismissCount)).toBe("1");
    expect(t.local.getItem(LOCAL_FLAGS.kiaGiveawayLastDismissed)).toBe(String(t.env.now()));
  });

  it("marks the giveaway completed when its entry succeeds", () => {
    const t = start();
    t.scheduler.mouseLeave(-1);
    t.scheduler.closed("exitGiveaway", "completed");
    expect(t.local.getItem(LOCAL_FLAGS.kiaGiveawayCompleted)).toBe("true");
    t.advance(10 * MIN);
    expect(t.shown).toEqual(["exitGiveaway", "discount"]);
  });
});

describe("mobile slide-in", () => {
  const scrollSteps = (t: ReturnType<typeof start>, ys: number[]) => ys.forEach((y) => t.scheduler.scroll(y));

  it("opens 0.5 s after the third scroll step of more than 200 px", () => {
    const t = start({ width: 390 });
    scrollSteps(t, [201, 402, 603]);
    t.advance(499);
    expect(t.shown).toEqual([]);
    t.advance(1);
    expect(t.shown).toEqual(["slideIn"]);
  });

  it("does not count moves of 200 px or less", () => {
    const t = start({ width: 390 });
    scrollSteps(t, [200, 400, 600, 800]); // steps only at 400 and 800
    t.advance(1000);
    expect(t.shown).toEqual([]);
  });

  it("counts scrolling back up as steps too", () => {
    const t = start({ width: 390 });
    scrollSteps(t, [300, 0, 300]);
    t.advance(500);
    expect(t.shown).toEqual(["slideIn"]);
  });

  it("is not shown at 768 px or wider", () => {
    const t = start({ width: 768 });
    scrollSteps(t, [300, 600, 900, 1200]);
    t.advance(1000);
    expect(t.shown).toEqual([]);
  });

  it("is not shown when completed or dismissed", () => {
    const done = start({ width: 390, completed: true });
    scrollSteps(done, [300, 600, 900]);
    done.advance(1000);
    expect(done.shown).toEqual([]);
    const dismissed = fakeEnvironment({ width: 390 });
    dismissed.local.setItem(LOCAL_FLAGS.kiaSlideInDismissed, "true");
    dismissed.session.setItem(SESSION_FLAGS.jamaicaPrayerModalSeen, "true");
    const shown: Promotion[] = [];
    const scheduler = createPopupScheduler(dismissed.env, dismissed.timers, (p) => shown.push(p));
    [300, 600, 900].forEach((y) => scheduler.scroll(y));
    dismissed.advance(1000);
    expect(shown).toEqual([]);
  });

  it("stores kiaSlideInDismissed when closed", () => {
    const t = start({ width: 390 });
    scrollSteps(t, [300, 600, 900]);
    t.advance(500);
    t.scheduler.closed("slideIn", "dismissed");
    expect(t.local.getItem(LOCAL_FLAGS.kiaSlideInDismissed)).toBe("true");
  });

  it("stops after the giveaway cut-off", () => {
    const t = start({ width: 390, now: new Date(2025, 11, 12) });
    scrollSteps(t, [300, 600, 900]);
    t.advance(500);
    expect(t.shown).toEqual([]);
  });

  it("waits for the 2-minute spacing and a further scroll step", () => {
    const t = start({ width: 390, prayerSeen: false });
    t.scheduler.closed("prayer", "dismissed");
    scrollSteps(t, [300, 600, 900]);
    t.advance(500);
    expect(t.shown).toEqual(["prayer"]);
    t.advance(2 * MIN);
    expect(t.shown).toEqual(["prayer", "giveaway"]);
    t.scheduler.closed("giveaway", "dismissed");
    t.session.setItem(SESSION_FLAGS.exitIntentShown, "true");
    t.advance(2 * MIN);
    t.scheduler.scroll(1200);
    t.advance(500);
    expect(t.shown).toEqual(["prayer", "giveaway", "slideIn"]);
  });
});

describe("scroll steps", () => {
  it("moves the anchor on each step", () => {
    let track = { anchorY: 0, steps: 0 };
    for (const y of [150, 250, 400, 460]) track = trackScroll(track, y).track;
    expect(track).toEqual({ anchorY: 460, steps: 2 });
  });
});

describe("exit-intent discount modal", () => {
  it("appears on mouse-leave once per session (exitIntentShown)", () => {
    const t = start({ completed: true });
    t.scheduler.mouseLeave(-1);
    expect(t.shown).toEqual(["discount"]);
    expect(t.session.getItem(SESSION_FLAGS.exitIntentShown)).toBe("true");
    t.scheduler.closed("discount", "dismissed");
    t.advance(5 * MIN);
    t.scheduler.mouseLeave(-1);
    expect(t.shown).toEqual(["discount"]);
  });

  it("appears after 2 minutes without a mouse-leave", () => {
    const t = start({ completed: true });
    t.advance(2 * MIN - 1);
    expect(t.shown).toEqual([]);
    t.advance(1);
    expect(t.shown).toEqual(["discount"]);
  });

  it("waits behind the giveaway modal that falls due at the same time", () => {
    const t = start();
    t.advance(2 * MIN);
    expect(t.shown).toEqual(["giveaway"]);
    t.scheduler.closed("giveaway", "dismissed");
    t.advance(2 * MIN);
    expect(t.shown).toEqual(["giveaway", "discount"]);
  });
});

describe("prayer modal", () => {
  it("is open on load", () => {
    const t = start({ prayerSeen: false });
    expect(t.shown).toEqual(["prayer"]);
  });

  it("records jamaicaPrayerModalSeen when closed by Not Now or after submit", () => {
    for (const how of ["dismissed", "completed"] as const) {
      const t = start({ prayerSeen: false });
      t.scheduler.closed("prayer", how);
      expect(t.session.getItem(SESSION_FLAGS.jamaicaPrayerModalSeen)).toBe("true");
      expect(t.local.getItem(LOCAL_FLAGS.kiaGiveawayCompleted)).toBeNull();
    }
  });

  it("is not shown once seen", () => {
    const t = start({ prayerSeen: true });
    expect(t.shown).toEqual([]);
  });

  it("is not shown after the giveaway cut-off", () => {
    const t = start({ prayerSeen: false, now: new Date(2026, 10, 22) });
    expect(t.shown).toEqual([]);
  });

  it("respects the 2-minute spacing", () => {
    const t = fakeEnvironment();
    t.session.setItem(SESSION_FLAGS.lastModalShown, String(t.env.now() - 90_000));
    const shown: Promotion[] = [];
    createPopupScheduler(t.env, t.timers, (p) => shown.push(p));
    t.advance(29_999);
    expect(shown).toEqual([]);
    t.advance(1);
    expect(shown).toEqual(["prayer"]);
  });
});

describe("never in the shopper's way", () => {
  it("waits while the shopper types in a form, then opens", () => {
    const t = start();
    t.setTyping(true);
    t.advance(2 * MIN);
    expect(t.shown).toEqual([]);
    t.scheduler.mouseLeave(-1);
    expect(t.shown).toEqual([]);
    t.setTyping(false);
    t.advance(3_000);
    expect(t.shown).toEqual(["giveaway"]);
  });

  it("waits while a dialog the shopper opened is open", () => {
    const t = start();
    t.scheduler.setUserDialogOpen(true);
    t.advance(3 * MIN);
    t.scheduler.mouseLeave(-1);
    expect(t.shown).toEqual([]);
    t.scheduler.setUserDialogOpen(false);
    expect(t.shown).toEqual(["giveaway"]);
  });

  it("stop() cancels every timer", () => {
    const t = start({ width: 390 });
    [300, 600, 900].forEach((y) => t.scheduler.scroll(y));
    t.scheduler.stop();
    t.advance(10 * MIN);
    expect(t.shown).toEqual([]);
  });
});

describe("storage scopes (SPEC §3)", () => {
  it("keeps session flags in session storage and giveaway flags in local storage", () => {
    const t = start({ prayerSeen: false, width: 390 });
    t.scheduler.closed("prayer", "dismissed");
    t.advance(2 * MIN);
    t.scheduler.closed("giveaway", "completed");
    t.advance(2 * MIN);
    expect([...t.session.values.keys()].sort()).toEqual(
      [
        SESSION_FLAGS.jamaicaPrayerModalSeen,
        SESSION_FLAGS.lastModalShown,
        SESSION_FLAGS.firstLaunchShown,
        SESSION_FLAGS.exitIntentShown,
      ].sort(),
    );
    expect([...t.local.values.keys()]).toEqual([LOCAL_FLAGS.kiaGiveawayCompleted]);
  });
});

describe("starting behind a dialog the shopper already opened", () => {
  it("waits for it to close before the on-load promotion", () => {
    const t = fakeEnvironment();
    const shown: Promotion[] = [];
    const scheduler = createPopupScheduler(t.env, t.timers, (p) => shown.push(p), { userDialogOpen: true });
    expect(shown).toEqual([]);
    scheduler.setUserDialogOpen(false);
    expect(shown).toEqual(["prayer"]);
  });
});
