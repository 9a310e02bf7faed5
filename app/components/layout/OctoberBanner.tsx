import { Ribbon } from "~/components/ui/icons";
import { OCTOBER_BANNER } from "~/lib/season";

export function OctoberBanner() {
  return (
    <div
      className="bg-gradient-to-r from-october-500 to-pink-ribbon px-4 py-2 text-center text-sm font-semibold text-white"
      data-testid="october-banner"
    >
      <span aria-hidden="true">🎃 </span>
      <Ribbon className="inline h-4 w-4 align-text-bottom" /> {OCTOBER_BANNER}
      <span aria-hidden="true"> 🎗️</span>
    </div>
  );
}
