import { lazy, Suspense, useCallback, useState } from "react";
import { useIdle } from "~/lib/react/idle";
import { useTriggerLinks, type SiteDialog } from "./useTriggerLinks";

const loaders = {
  quiz: () => import("~/components/quiz/QuizDialog"),
  giveaway: () => import("~/components/giveaway/GiveawayDialog"),
  promotions: () => import("./PromotionHost"),
};
const QuizDialog = lazy(loaders.quiz);
const GiveawayDialog = lazy(loaders.giveaway);
const PromotionHost = lazy(loaders.promotions);

/**
 * The quiz and giveaway dialogs (opened from any `data-quiz-trigger` /
 * `data-giveaway-trigger` link) and the scheduled promotions. Rendered only
 * after hydration; every dialog's code loads on first use or when idle.
 */
export function SiteDialogs() {
  const [open, setOpen] = useState<SiteDialog | null>(null);
  const [used, setUsed] = useState<Record<SiteDialog, boolean>>({ quiz: false, giveaway: false });
  const [quizRun, setQuizRun] = useState(0);
  const idle = useIdle();

  const openDialog = useCallback((dialog: SiteDialog) => {
    setUsed((u) => (u[dialog] ? u : { ...u, [dialog]: true }));
    if (dialog === "quiz") setQuizRun((n) => n + 1);
    setOpen(dialog);
  }, []);
  const preload = useCallback((dialog: SiteDialog) => void loaders[dialog]().catch(() => {}), []);
  const openGiveaway = useCallback(() => openDialog("giveaway"), [openDialog]);
  useTriggerLinks(openDialog, preload);

  const onOpenChange = (dialog: SiteDialog) => (next: boolean) => setOpen(next ? dialog : null);

  return (
    <>
      {used.quiz ? (
        <Suspense fallback={null}>
          <QuizDialog key={quizRun} open={open === "quiz"} onOpenChange={onOpenChange("quiz")} />
        </Suspense>
      ) : null}
      {used.giveaway ? (
        <Suspense fallback={null}>
          <GiveawayDialog open={open === "giveaway"} onOpenChange={onOpenChange("giveaway")} />
        </Suspense>
      ) : null}
      {idle ? (
        <Suspense fallback={null}>
          <PromotionHost userDialogOpen={open !== null} onEnterGiveaway={openGiveaway} />
        </Suspense>
      ) : null}
    </>
  );
}
