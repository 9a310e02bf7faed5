import { heroVideos, TV_COVER } from "~/content/home";
import { CoverImage } from "./CoverImage";
import { HeroArrows, HeroDots } from "./HeroControls";
import { HeroOverlay } from "./HeroOverlay";
import { HeroTrack } from "./HeroTrack";
import type { HeroProduct } from "~/lib/home/products";
import { useSlideMover } from "./useSlideMover";
import { VideoSlide } from "./VideoSlide";

/** Video hero: a TV cover, then the videos; arrows and dots wrap around. */
export function VideoHero({ product, hydrated }: { product: HeroProduct | null; hydrated: boolean }) {
  const count = heroVideos.length + 1;
  const { index, overlay, goTo, move } = useSlideMover(count, "videos");
  const labelFor = (i: number) => (i === 0 ? TV_COVER.title : heroVideos[i - 1].title);
  const slides = [
    {
      key: "cover",
      label: TV_COVER.title,
      content: (
        <div className="rounded-2xl border-[10px] border-slate-900 bg-slate-900 shadow-xl">
          <div className="relative overflow-hidden rounded-lg">
            <CoverImage alt="BioLife TV: wellness made for us" />
            <div className="i-tv absolute bottom-3 left-3 flex items-center gap-2 rounded-full bg-black/70 px-3 py-1 text-sm font-semibold text-white">
              {`${TV_COVER.title}: ${TV_COVER.subtitle}`}
            </div>
          </div>
        </div>
      ),
    },
    ...heroVideos.map((video, i) => ({
      key: video.id,
      label: video.title,
      content: <VideoSlide video={video} active={!hydrated || index === i + 1} product={product} />,
    })),
  ];
  return (
    <section className="relative" aria-roledescription="carousel" aria-label="Videos">
      <div className="relative overflow-hidden rounded-2xl">
        <HeroTrack label="Videos" slides={slides} index={index} hydrated={hydrated} />
        <HeroOverlay shown={overlay} />
        {hydrated ? <HeroArrows showPrevious onMove={move} /> : null}
      </div>
      <HeroDots count={count} index={index} onGoTo={goTo} labelFor={labelFor} placeholder={!hydrated} />
    </section>
  );
}
