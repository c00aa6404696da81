import { assign, not, setup } from "xstate";
import { CAROUSEL_INTERVAL_MS } from "@/shared/constants";

export interface CarouselInput {
  /** Number of slides. */
  count: number;
  /** The user prefers reduced motion: start paused and never auto-advance. */
  reducedMotion?: boolean;
}

export interface CarouselContext {
  index: number;
  count: number;
  reducedMotion: boolean;
}

export type CarouselEvent =
  | { type: "carousel.next" }
  | { type: "carousel.previous" }
  | { type: "carousel.goTo"; index: number }
  /** Pointer hover or keyboard focus entered the carousel. */
  | { type: "carousel.paused" }
  /** Hover/focus left the carousel. */
  | { type: "carousel.resumed" };

/**
 * Landing carousel (spec A §1: advances every 3 s).
 *
 * `playing` restarts its timer on every move (`reenter: true`), so a slide the
 * user picked stays for a full interval. Nothing here touches timers: the
 * interval is the named delay `slideInterval`.
 */
export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  guards: {
    hasSeveralSlides: ({ context }) => context.count > 1,
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    isLastSlide: ({ context }) => context.index >= context.count - 1,
    isFirstSlide: ({ context }) => context.index <= 0,
    isSlideIndex: ({ context, event }) => event.type === "carousel.goTo" && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
  },
  actions: {
    showFirst: assign({ index: 0 }),
    showLast: assign({ index: ({ context }) => context.count - 1 }),
    showNext: assign({ index: ({ context }) => context.index + 1 }),
    showPrevious: assign({ index: ({ context }) => context.index - 1 }),
    showRequested: assign({
      index: ({ context, event }) => (event.type === "carousel.goTo" ? event.index : context.index),
    }),
  },
  delays: {
    slideInterval: CAROUSEL_INTERVAL_MS,
  },
}).createMachine({
  id: "carousel",
  context: ({ input }) => ({
    index: 0,
    count: Math.max(0, Math.floor(input.count)),
    reducedMotion: input.reducedMotion ?? false,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: not("hasSeveralSlides"), target: "single" }, { guard: "prefersReducedMotion", target: "paused" }, { target: "playing" }],
    },
    /** Zero or one slide: nothing moves and no control applies. */
    single: {},
    playing: {
      after: {
        slideInterval: [
          { guard: "isLastSlide", target: "playing", reenter: true, actions: "showFirst" },
          { target: "playing", reenter: true, actions: "showNext" },
        ],
      },
      on: {
        "carousel.next": [
          { guard: "isLastSlide", target: "playing", reenter: true, actions: "showFirst" },
          { target: "playing", reenter: true, actions: "showNext" },
        ],
        "carousel.previous": [
          { guard: "isFirstSlide", target: "playing", reenter: true, actions: "showLast" },
          { target: "playing", reenter: true, actions: "showPrevious" },
        ],
        "carousel.goTo": { guard: "isSlideIndex", target: "playing", reenter: true, actions: "showRequested" },
        "carousel.paused": { target: "paused" },
      },
    },
    paused: {
      on: {
        "carousel.next": [{ guard: "isLastSlide", actions: "showFirst" }, { actions: "showNext" }],
        "carousel.previous": [{ guard: "isFirstSlide", actions: "showLast" }, { actions: "showPrevious" }],
        "carousel.goTo": { guard: "isSlideIndex", actions: "showRequested" },
        // Reduced motion keeps the carousel still even after hover ends.
        "carousel.resumed": { guard: not("prefersReducedMotion"), target: "playing" },
      },
    },
  },
});
