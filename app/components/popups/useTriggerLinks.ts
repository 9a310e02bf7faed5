import { useEffect } from "react";
import { plainClickOn } from "~/components/ui/plain-click";

export type SiteDialog = "quiz" | "giveaway";

const SELECTOR = "[data-quiz-trigger],[data-giveaway-trigger]";

const kindOf = (el: Element): SiteDialog => (el.hasAttribute("data-quiz-trigger") ? "quiz" : "giveaway");

/**
 * Links marked `data-quiz-trigger` / `data-giveaway-trigger` (plain links to
 * /quiz and /kia-giveaway) open the dialogs instead, once scripts run.
 * Listens in the capture phase so it also wins over a router link's handler;
 * clicks with a modifier key (new tab, new window) keep the link's behaviour.
 */
export function useTriggerLinks(open: (dialog: SiteDialog) => void, preload: (dialog: SiteDialog) => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = plainClickOn(event, SELECTOR);
      if (!trigger) return;
      event.preventDefault();
      open(kindOf(trigger));
    };
    const onIntent = (event: Event) => {
      const trigger = (event.target as Element | null)?.closest?.(SELECTOR);
      if (trigger) preload(kindOf(trigger));
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [open, preload]);
}
