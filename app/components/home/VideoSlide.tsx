import { useEffect, useRef, useState } from "react";
import { AddToCartButton } from "~/components/cart/AddToCartButton";
import { VIDEO_DISCLAIMER, type HeroVideo } from "~/content/home";
import { inDisclaimerWindow } from "~/lib/home/carousel";
import type { HeroProduct } from "~/lib/home/products";

/** One hero video: poster, captions, no preload; paused when the slide is left; disclaimer in its last 3 s. */
export function VideoSlide({
  video,
  active,
  product,
}: {
  video: HeroVideo;
  active: boolean;
  product: HeroProduct | null;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [disclaimer, setDisclaimer] = useState(false);
  const src = `/media/hero/${video.file}`;

  useEffect(() => {
    if (!active) ref.current?.pause();
  }, [active]);

  const matched = video.productHandle && product?.handle === video.productHandle ? product : null;
  return (
    <div className="relative bg-black">
      <video
        ref={ref}
        className="aspect-video h-auto w-full"
        width={640}
        height={360}
        poster={`${src}-poster.webp`}
        preload="none"
        controls
        playsInline
        muted
        aria-label={video.title}
        onTimeUpdate={(e) => setDisclaimer(inDisclaimerWindow(e.currentTarget.currentTime, e.currentTarget.duration))}
        onEnded={() => setDisclaimer(true)}
        data-testid={`video-${video.id}`}
      >
        <source src={`${src}.webm`} type="video/webm" />
        <source src={`${src}.mp4`} type="video/mp4" />
        <track kind="captions" src={`${src}.en.vtt`} srcLang="en" label="English" default />
      </video>
      {video.doctor ? (
        <figure
          className="absolute left-3 top-3 z-10 max-w-[16rem] rounded-xl bg-white/95 p-3 text-sm shadow"
          data-testid="doctor-overlay"
        >
          <blockquote className="text-slate-700">{`“${video.doctor.quote}”`}</blockquote>
          <figcaption className="mt-1 font-semibold text-brand-900">
            {`${video.doctor.name}, `}
            <span className="font-normal text-slate-600">{video.doctor.credential}</span>
          </figcaption>
        </figure>
      ) : null}
      {matched && matched.variantId ? (
        <div className="absolute right-3 top-3 z-10">
          <AddToCartButton
            variantId={matched.variantId}
            productTitle={matched.title}
            className="btn-primary shadow"
            redirectTo="/"
          />
        </div>
      ) : null}
      {disclaimer ? (
        <p
          role="note"
          className="absolute inset-x-0 bottom-12 z-10 mx-3 rounded-lg bg-black/80 p-2 text-xs text-white"
          data-testid="video-disclaimer"
        >
          {VIDEO_DISCLAIMER}
        </p>
      ) : null}
    </div>
  );
}
