import { useState, type MouseEvent } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { CLAIMS } from "~/content/navigation";
import type { HeroMode } from "~/lib/home/carousel";
import { ImageHero } from "./ImageHero";
import type { HeroProduct } from "~/lib/home/products";
import { VideoHero } from "./VideoHero";
import { QuizLink } from "~/components/quiz/QuizLink";

const MODES: Array<{ mode: HeroMode; label: string }> = [
  { mode: "videos", label: "Videos" },
  { mode: "images", label: "Images" },
];

/**
 * Headline, quiz button and the Videos/Images hero. The toggle is a pair of
 * links (?hero=...) the loader reads; with scripts it switches in place.
 */
export function HomeHero({ initialMode, product }: { initialMode: HeroMode; product: HeroProduct | null }) {
  const hydrated = useHydrated();
  const [mode, setMode] = useState(initialMode);

  const choose = (event: MouseEvent<HTMLAnchorElement>, next: HeroMode) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setMode(next);
  };

  return (
    <section className="bg-brand-50" aria-labelledby="home-title">
      <div className="container-page grid items-center gap-8 py-8 lg:grid-cols-[2fr_3fr] lg:py-12">
        <div>
          <h1 id="home-title" className="text-4xl font-extrabold text-brand-900 sm:text-5xl">
            Wellness made for us
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">
            {`Supplements for the health concerns that matter most in our community. ${CLAIMS.customers}.`}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <QuizLink className="btn-primary">Take the Wellness Quiz</QuizLink>
            <a href="/shop" className="btn-secondary">
              Shop Products
            </a>
          </div>
          <nav className="mt-6 inline-flex rounded-full bg-white p-1 shadow-sm" aria-label="Hero media">
            {MODES.map(({ mode: value, label }) => (
              <a
                key={value}
                href={`/?hero=${value}`}
                onClick={(event) => choose(event, value)}
                aria-current={mode === value ? "true" : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold ${mode === value ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`}
              >
                {label}
              </a>
            ))}
          </nav>
        </div>
        <div className="min-w-0">
          {mode === "videos" ? <VideoHero product={product} hydrated={hydrated} /> : <ImageHero hydrated={hydrated} />}
        </div>
      </div>
    </section>
  );
}
