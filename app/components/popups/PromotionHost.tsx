import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { createPopupScheduler, type CloseReason, type PopupScheduler, type Promotion } from "~/lib/popups/scheduler";
import { useCampaigns } from "~/components/layout/useCampaigns";
import { popupCampaigns } from "~/lib/campaigns/active";
import { browserPopupEnvironment, browserTimers } from "./browser-environment";

interface PromotionProps {
  open: boolean;
  onClose: (how: CloseReason) => void;
  onEnter: () => void;
}

const views: Record<Promotion, ComponentType<PromotionProps>> = {
  prayer: lazy(() => import("./PrayerModal")),
  giveaway: lazy(() => import("~/components/giveaway/QuickEntryModal")),
  exitGiveaway: lazy(() => import("~/components/giveaway/ExitIntentGiveaway")),
  slideIn: lazy(() => import("~/components/giveaway/GiveawaySlideIn")),
  discount: lazy(() => import("./DiscountModal")),
};

/**
 * Runs the pop-up scheduler in the browser (loaded after hydration, when
 * the page is idle) and shows the promotion it picks, one at a time.
 */
export default function PromotionHost({
  userDialogOpen,
  onEnterGiveaway,
}: {
  userDialogOpen: boolean;
  onEnterGiveaway: () => void;
}) {
  const [current, setCurrent] = useState<Promotion | null>(null);
  const scheduler = useRef<PopupScheduler | null>(null);
  const { pathname } = useLocation();
  const active = useCampaigns();
  const campaigns = useRef(popupCampaigns(active));
  const userDialogOpenNow = useRef(userDialogOpen);
  userDialogOpenNow.current = userDialogOpen;

  useEffect(() => {
    let s: PopupScheduler | null = null;
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null) s?.mouseLeave(event.clientY);
    };
    const onScroll = () => s?.scroll(window.scrollY);
    // Started on the next task, so React's development double-mount never runs two schedulers.
    const start = window.setTimeout(() => {
      s = createPopupScheduler(browserPopupEnvironment(campaigns.current), browserTimers, setCurrent, {
        initialScrollY: window.scrollY,
        userDialogOpen: userDialogOpenNow.current,
      });
      scheduler.current = s;
      document.addEventListener("mouseout", onMouseOut);
      window.addEventListener("scroll", onScroll, { passive: true });
      document.documentElement.dataset.popups = "ready"; // lets tests know the pop-ups' clock is running
    }, 0);
    return () => {
      window.clearTimeout(start);
      s?.stop();
      document.removeEventListener("mouseout", onMouseOut);
      window.removeEventListener("scroll", onScroll);
      delete document.documentElement.dataset.popups;
      scheduler.current = null;
    };
  }, []);

  useEffect(() => scheduler.current?.refresh(), [pathname]);
  useEffect(() => scheduler.current?.setUserDialogOpen(userDialogOpen), [userDialogOpen]);

  const close = useCallback(
    (how: CloseReason) => {
      if (!current) return;
      setCurrent(null);
      scheduler.current?.closed(current, how);
    },
    [current],
  );

  const enter = useCallback(() => {
    close("engaged");
    onEnterGiveaway();
  }, [close, onEnterGiveaway]);

  if (!current) return null;
  const View = views[current];
  return (
    <Suspense fallback={null}>
      <View open onClose={close} onEnter={enter} />
    </Suspense>
  );
}
