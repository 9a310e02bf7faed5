import { Ribbon } from "~/components/ui/icons";

/** The running seasonal theme's banner on every page (its text is the campaign's title). */
export function SeasonalBanner({ title }: { title: string }) {
  return (
    <div
      className="bg-gradient-to-r from-october-500 to-pink-ribbon px-4 py-2 text-center text-sm font-semibold text-white"
      data-testid="seasonal-banner"
    >
      <Ribbon className="inline h-4 w-4 align-text-bottom" /> {title}
    </div>
  );
}
