/**
 * Pop-up sequencing (SPEC §4 "Pop-up sequencing", §3 storage flags, §9
 * constants) as one module with no browser globals: the clock, the two
 * storages, the viewport, the path, "is the shopper typing" and the timer
 * are all passed in, so unit tests (and Playwright's clock in the browser)
 * drive every rule.
 *
 * The rules decide; `createPopupScheduler` only turns the decisions into
 * timers and calls `show(promotion)`.
 */

export const PROMOTION_SPACING_MS = 2 * 60_000;
export const GIVEAWAY_MODAL_DELAY_MS = 2 * 60_000;
export const DISCOUNT_MODAL_DELAY_MS = 2 * 60_000;
export const SLIDE_IN_DELAY_MS = 500;
export const SCROLL_STEP_PX = 200;
export const SCROLL_STEPS_FOR_SLIDE_IN = 3;
/** Mobile is a viewport narrower than this; the exit-intent giveaway needs at least this. */
export const MOBILE_BREAKPOINT_PX = 768;
/** While the shopper types in a form, a due pop-up waits and is checked again after this. */
export const TYPING_RECHECK_MS = 3_000;
/** Paths on which the timed giveaway modal never opens (and their sub-paths). */
export const GIVEAWAY_QUIET_PATHS = ["/cart", "/checkout", "/account", "/contact"] as const;

/** SPEC §3 browser storage flags, with their scopes. */
export const SESSION_FLAGS = {
  firstLaunchShown: "firstLaunchShown",
  lastModalShown: "lastModalShown",
  exitIntentShown: "exitIntentShown",
  jamaicaPrayerModalSeen: "jamaicaPrayerModalSeen",
} as const;
export const LOCAL_FLAGS = {
  kiaGiveawayCompleted: "kiaGiveawayCompleted",
  kiaGiveawayDismissCount: "kiaGiveawayDismissCount",
  kiaGiveawayLastDismissed: "kiaGiveawayLastDismissed",
  kiaSlideInDismissed: "kiaSlideInDismissed",
} as const;

/**
 * The promotions: the prayer-support modal (on load), the timed giveaway
 * (quick-entry) modal, the exit-intent giveaway pop-up (desktop), the mobile
 * giveaway slide-in, and the exit-intent discount modal.
 */
export type Promotion = "prayer" | "giveaway" | "exitGiveaway" | "slideIn" | "discount";

export interface FlagStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What the running campaigns (decided on the server, passed down by the root loader) allow. */
export interface PopupCampaigns {
  /** When the running giveaway's pop-ups stop (ms since epoch); null when no giveaway runs. */
  giveawayPopupsEnd: number | null;
  /** The running cause sign-up (the prayer modal) and its end; null when none runs. */
  cause: { endsAt: number | null } | null;
  /** A discount offer runs (the discount modal quotes it). */
  offer: boolean;
}

export interface PopupEnvironment {
  now(): number;
  campaigns: PopupCampaigns;
  session: FlagStore;
  local: FlagStore;
  viewportWidth(): number;
  pathname(): string;
  /**
   * True while the shopper is busy: a text field, select or editable region outside the pop-ups has focus, or a
   * dialog they opened (or the chat) is on screen. No pop-up opens then.
   */
  isBusy(): boolean;
}

/** What is on screen: a promotion, a dialog the shopper opened (quiz, giveaway), or nothing. */
export type OpenDialog = Promotion | "user" | null;

export interface SchedulerState {
  loadedAt: number;
  open: OpenDialog;
}

// ---------------------------------------------------------------- rules

const isSet = (store: FlagStore, key: string) => store.getItem(key) === "true";

export function giveawayPopupsOver(env: Pick<PopupEnvironment, "now" | "campaigns">): boolean {
  const end = env.campaigns.giveawayPopupsEnd;
  return end === null || env.now() > end;
}

function causeOver(env: Pick<PopupEnvironment, "now" | "campaigns">): boolean {
  const { cause } = env.campaigns;
  return cause === null || (cause.endsAt !== null && env.now() >= cause.endsAt);
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

export function isGiveawayQuietPath(pathname: string): boolean {
  return GIVEAWAY_QUIET_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function giveawayCompleted(env: PopupEnvironment): boolean {
  return isSet(env.local, LOCAL_FLAGS.kiaGiveawayCompleted);
}

/** When the shared spacing allows the next promotion (ms since epoch); 0 if nothing was shown yet. */
export function promotionFreeAt(env: PopupEnvironment): number {
  const last = Number(env.session.getItem(SESSION_FLAGS.lastModalShown));
  return Number.isFinite(last) && last > 0 ? last + PROMOTION_SPACING_MS : 0;
}

export function spacingAllows(env: PopupEnvironment): boolean {
  return env.now() >= promotionFreeAt(env);
}

/** Prayer modal: open on load until seen, while the cause sign-up runs. */
export function prayerEligibleAt(env: PopupEnvironment, state: SchedulerState): number | null {
  if (causeOver(env) || isSet(env.session, SESSION_FLAGS.jamaicaPrayerModalSeen)) return null;
  return state.loadedAt;
}

/** Timed giveaway modal: 2 minutes after load unless past the cut-off, on a quiet path, first launch shown, or completed. */
export function giveawayModalEligibleAt(env: PopupEnvironment, state: SchedulerState): number | null {
  if (giveawayPopupsOver(env)) return null;
  if (isGiveawayQuietPath(env.pathname())) return null;
  if (isSet(env.session, SESSION_FLAGS.firstLaunchShown)) return null;
  if (giveawayCompleted(env)) return null;
  return state.loadedAt + GIVEAWAY_MODAL_DELAY_MS;
}

/** Exit-intent discount modal: once per session, 2 minutes after load if mouse-leave has not shown it already. */
export function discountEligibleAt(env: PopupEnvironment, state: SchedulerState): number | null {
  if (!env.campaigns.offer || isSet(env.session, SESSION_FLAGS.exitIntentShown)) return null;
  return state.loadedAt + DISCOUNT_MODAL_DELAY_MS;
}

const TIMED_PRIORITY: Promotion[] = ["prayer", "giveaway", "discount"];

/**
 * The next timed promotion and when it may open: its own time, pushed back
 * to the end of the shared 2-minute spacing ("or the remainder"). Ties go
 * to the prayer modal, then the giveaway, then the discount.
 */
export function nextTimedPromotion(
  env: PopupEnvironment,
  state: SchedulerState,
): { promotion: Promotion; at: number } | null {
  const eligible: Record<string, number | null> = {
    prayer: prayerEligibleAt(env, state),
    giveaway: giveawayModalEligibleAt(env, state),
    discount: discountEligibleAt(env, state),
  };
  const freeAt = promotionFreeAt(env);
  let best: { promotion: Promotion; at: number } | null = null;
  for (const promotion of TIMED_PRIORITY) {
    const own = eligible[promotion];
    if (own === null || own === undefined) continue;
    const at = Math.max(own, freeAt);
    if (!best || at < best.at) best = { promotion, at };
  }
  return best;
}

/** Whether nothing on screen or in the shopper's hands stops a promotion from opening now. */
export function canInterrupt(env: PopupEnvironment, state: SchedulerState): boolean {
  return state.open === null && !env.isBusy() && spacingAllows(env);
}

/**
 * The mouse left the page. Through the top: the exit-intent giveaway
 * (width ≥ 768, not completed, before the cut-off), else the discount modal
 * (once per session); both subject to the 2-minute spacing.
 */
export function exitIntentPromotion(env: PopupEnvironment, state: SchedulerState, clientY: number): Promotion | null {
  if (clientY > 0 || !canInterrupt(env, state)) return null;
  if (!isMobileWidth(env.viewportWidth()) && !giveawayCompleted(env) && !giveawayPopupsOver(env)) return "exitGiveaway";
  if (env.campaigns.offer && !isSet(env.session, SESSION_FLAGS.exitIntentShown)) return "discount";
  return null;
}

/** Mobile slide-in: width < 768, not completed, not dismissed, before the cut-off, and the spacing allows. */
export function slideInAllowed(env: PopupEnvironment, state: SchedulerState): boolean {
  if (!isMobileWidth(env.viewportWidth())) return false;
  if (giveawayCompleted(env) || isSet(env.local, LOCAL_FLAGS.kiaSlideInDismissed)) return false;
  if (giveawayPopupsOver(env)) return false;
  return canInterrupt(env, state);
}

export interface ScrollTrack {
  anchorY: number;
  steps: number;
}

/** Counts scroll steps: a move of more than 200 px from the last step's position is one step. */
export function trackScroll(track: ScrollTrack, scrollY: number): { track: ScrollTrack; stepped: boolean } {
  if (Math.abs(scrollY - track.anchorY) > SCROLL_STEP_PX)
    return { track: { anchorY: scrollY, steps: track.steps + 1 }, stepped: true };
  return { track, stepped: false };
}

// ---------------------------------------------------------------- flags

/** Records a promotion as shown: the shared timestamp, and the once-only flags. */
export function recordShown(env: PopupEnvironment, promotion: Promotion): void {
  env.session.setItem(SESSION_FLAGS.lastModalShown, String(env.now()));
  if (promotion === "giveaway") env.session.setItem(SESSION_FLAGS.firstLaunchShown, "true");
  if (promotion === "discount") env.session.setItem(SESSION_FLAGS.exitIntentShown, "true");
}

/** How a promotion closed: closed or "Not Now", its call to action followed, or its form succeeded. */
export type CloseReason = "dismissed" | "engaged" | "completed";

const GIVEAWAY_PROMOTIONS: ReadonlySet<Promotion> = new Set(["giveaway", "exitGiveaway", "slideIn"]);

/**
 * Records a promotion closing. The shared timestamp moves to the closing
 * time, so the next promotion never follows straight on a long-open one.
 * The prayer modal is seen however it closes;
 * closing the slide-in stores its dismissed flag; dismissing a giveaway
 * pop-up counts the dismissal; a giveaway pop-up's successful form marks the
 * giveaway completed.
 */
export function recordClosed(env: PopupEnvironment, promotion: Promotion, how: CloseReason): void {
  env.session.setItem(SESSION_FLAGS.lastModalShown, String(env.now()));
  if (promotion === "prayer") env.session.setItem(SESSION_FLAGS.jamaicaPrayerModalSeen, "true");
  if (promotion === "slideIn") env.local.setItem(LOCAL_FLAGS.kiaSlideInDismissed, "true");
  if ((promotion === "giveaway" || promotion === "exitGiveaway") && how === "dismissed") {
    const count = Number(env.local.getItem(LOCAL_FLAGS.kiaGiveawayDismissCount)) || 0;
    env.local.setItem(LOCAL_FLAGS.kiaGiveawayDismissCount, String(count + 1));
    env.local.setItem(LOCAL_FLAGS.kiaGiveawayLastDismissed, String(env.now()));
  }
  if (how === "completed" && GIVEAWAY_PROMOTIONS.has(promotion)) recordGiveawayCompleted(env);
}

/** A giveaway entry succeeded: no giveaway pop-up shows again on this browser. */
export function recordGiveawayCompleted(env: Pick<PopupEnvironment, "local">): void {
  env.local.setItem(LOCAL_FLAGS.kiaGiveawayCompleted, "true");
}

// ---------------------------------------------------------------- driver

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PopupScheduler {
  /** Re-evaluate now (after a route change or when storage changed). */
  refresh(): void;
  /** The mouse left the document at this clientY. */
  mouseLeave(clientY: number): void;
  /** The page scrolled to this scrollY. */
  scroll(scrollY: number): void;
  /** A dialog the shopper opened (quiz, giveaway) is open or closed; promotions wait for it. */
  setUserDialogOpen(open: boolean): void;
  /** The promotion on screen closed. */
  closed(promotion: Promotion, how: CloseReason): void;
  /** Stops every timer. */
  stop(): void;
  readonly state: Readonly<SchedulerState>;
}

/**
 * Turns the rules into timers. `show` is called at most once per decision
 * and is expected to open the promotion's dialog.
 */
export function createPopupScheduler(
  env: PopupEnvironment,
  timers: Timers,
  show: (promotion: Promotion) => void,
  options: { initialScrollY?: number; userDialogOpen?: boolean } = {},
): PopupScheduler {
  const state: SchedulerState = { loadedAt: env.now(), open: options.userDialogOpen ? "user" : null };
  let timer: unknown = null;
  let slideInTimer: unknown = null;
  let scrollTrack: ScrollTrack = { anchorY: options.initialScrollY ?? 0, steps: 0 };
  let stopped = false;

  const open = (promotion: Promotion) => {
    state.open = promotion;
    recordShown(env, promotion);
    show(promotion);
  };

  const arm = (ms: number) => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(
      () => {
        timer = null;
        tick();
      },
      Math.max(0, ms),
    );
  };

  function tick() {
    if (stopped) return;
    if (timer !== null) {
      timers.clearTimeout(timer);
      timer = null;
    }
    if (state.open !== null) return; // closing re-ticks
    const next = nextTimedPromotion(env, state);
    if (!next) return;
    const wait = next.at - env.now();
    if (wait > 0) return arm(wait);
    if (env.isBusy()) return arm(TYPING_RECHECK_MS);
    open(next.promotion);
  }

  tick();

  return {
    state,
    refresh: tick,
    mouseLeave(clientY) {
      if (stopped) return;
      const promotion = exitIntentPromotion(env, state, clientY);
      if (promotion) open(promotion);
    },
    scroll(scrollY) {
      if (stopped) return;
      const result = trackScroll(scrollTrack, scrollY);
      scrollTrack = result.track;
      if (!result.stepped || scrollTrack.steps < SCROLL_STEPS_FOR_SLIDE_IN || slideInTimer !== null) return;
      if (!slideInAllowed(env, state)) return;
      slideInTimer = timers.setTimeout(() => {
        slideInTimer = null;
        if (!stopped && slideInAllowed(env, state)) open("slideIn");
      }, SLIDE_IN_DELAY_MS);
    },
    setUserDialogOpen(isOpen) {
      if (isOpen) {
        if (state.open === null) state.open = "user";
        return;
      }
      if (state.open === "user") state.open = null;
      tick();
    },
    closed(promotion, how) {
      recordClosed(env, promotion, how);
      if (state.open === promotion) state.open = null;
      tick();
    },
    stop() {
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      if (slideInTimer !== null) timers.clearTimeout(slideInTimer);
    },
  };
}
