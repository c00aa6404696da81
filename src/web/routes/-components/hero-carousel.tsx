import { useLingui } from "@lingui/react/macro";
import { useDeferredActor, useDeferredSelector } from "../../lib/deferred-actor";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/icons";
import { ResponsivePicture } from "../../components/responsive-picture";
import { prefersReducedMotion } from "../../lib/motion";

/** The carousel spans the page's content column (max-w-7xl less its padding). */
const CAROUSEL_SIZES = "(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/**
 * Landing carousel (spec A §1: advances every 3 s). The carousel machine owns the index
 * and the timer; hovering or focusing the carousel pauses it (WAI-ARIA carousel pattern).
 */
export function HeroCarousel({ images }: { images: string[] }) {
  const { t } = useLingui();
  const carousel = useDeferredActor("carousel", () => import("./hero-carousel-actor").then(({ createCarouselActor }) => createCarouselActor({ count: images.length, reducedMotion: prefersReducedMotion() })));
  // Until the machine runs: its first slide, and no live region either way (whether it plays is its decision).
  const index = useDeferredSelector(carousel, (state) => state.context.index, 0);
  const live = useDeferredSelector(carousel, (state): "off" | "polite" => (state.matches("playing") ? "off" : "polite"), undefined);
  const count = images.length;
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Featured destinations`}
      className="relative"
      onMouseEnter={() => carousel.send({ type: "carousel.paused" })}
      onMouseLeave={() => carousel.send({ type: "carousel.resumed" })}
      onFocus={() => carousel.send({ type: "carousel.paused" })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.send({ type: "carousel.resumed" });
      }}
    >
      <div className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-slate-200 shadow-2xl shadow-slate-900/20 ring-1 ring-slate-900/5 sm:aspect-[21/9]" aria-live={live}>
        {images.map((src, i) => {
          const position = i + 1;
          return (
            <div
              key={src + i}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              aria-hidden={i !== index}
              className={`absolute inset-0 transition-opacity duration-700 ease-out ${i === index ? "opacity-100" : "opacity-0"}`}
            >
              <ResponsivePicture src={src} sizes={CAROUSEL_SIZES} className="size-full object-cover" loading={i === 0 ? "eager" : "lazy"} />
            </div>
          );
        })}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-28 bg-linear-to-t from-slate-950/60 to-transparent" />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => carousel.send({ type: "carousel.previous" })}
              aria-label={t`Previous slide`}
              className="absolute left-3 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-slate-900 shadow-lg backdrop-blur transition hover:bg-white"
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => carousel.send({ type: "carousel.next" })}
              aria-label={t`Next slide`}
              className="absolute right-3 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-slate-900 shadow-lg backdrop-blur transition hover:bg-white"
            >
              <ChevronRightIcon className="size-5" />
            </button>
            <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
              {images.map((src, i) => {
                const position = i + 1;
                const current = i === index;
                return (
                  <button
                    key={src + i}
                    type="button"
                    aria-label={t`Slide ${position} of ${count}`}
                    aria-current={current ? "true" : undefined}
                    onClick={() => carousel.send({ type: "carousel.goTo", index: i })}
                    className="group grid h-6 min-w-6 place-items-center"
                  >
                    {/* The dot is drawn small; the button around it is the 24 px target WCAG 2.2 asks for (2.5.8). */}
                    <span className={`h-2.5 rounded-full transition-all ${current ? "w-8 bg-white" : "w-2.5 bg-white/55 group-hover:bg-white/80"}`} />
                  </button>
                );
              })}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
