import type { CarouselContext, CarouselInput } from "../../../machines/carousel/carousel.machine";
import { describeMachine } from "../describe";
import { say } from "../labels";

const slide = (context: CarouselContext) => `slide ${context.index + 1} of ${context.count}`;

export const carouselDescriptions = describeMachine<CarouselContext>({
  start: (input) => {
    const { count, reducedMotion } = input as CarouselInput;
    const slides = count === 0 ? "no carousel images" : count === 1 ? "one carousel image" : `${count} carousel images`;
    return `Open the Acme landing page (an agency with ${slides}${reducedMotion ? ", with reduce motion turned on in the system settings" : ""})`;
  },
  states: {
    starting: "(the carousel decides how to start)",
    single: (context) =>
      context.count === 0
        ? "There is no 'Featured destinations' carousel on the page"
        : `The ${say("Featured destinations")} carousel shows one picture, with no ${say("Previous slide")}, ${say("Next slide")} or ${say("Slide {position} of {count}")} buttons`,
    playing: (context) => `The carousel shows ${slide(context)} (${say("Slide {position} of {count}", { position: context.index + 1, count: context.count })} is the current dot) and moves on by itself every 3 seconds`,
    paused: (context) => `The carousel shows ${slide(context)} and stays still`,
  },
  events: {
    "carousel.next": ({ context }) =>
      `Press ${say("Next slide")}${context.index >= context.count - 1 ? " (on the last slide: it wraps round to the first)" : ""}`,
    "carousel.previous": ({ context }) =>
      `Press ${say("Previous slide")}${context.index <= 0 ? " (on the first slide: it wraps round to the last)" : ""}`,
    "carousel.goTo": ({ event, context }) => {
      const index = Number(event.index);
      return index >= 0 && index < context.count
        ? `Press the dot ${say("Slide {position} of {count}", { position: index + 1, count: context.count })}`
        : `Look for a dot ${say("Slide {position} of {count}", { position: index + 1, count: context.count })}: there is none, so nothing can be pressed`;
    },
    "carousel.paused": "Move the mouse over the carousel (or tab into it)",
    "carousel.resumed": "Move the mouse away from the carousel (or tab out of it)",
    "xstate.after.slideInterval.carousel.playing": ({ context }) =>
      `Wait 3 seconds without touching the carousel${context.index >= context.count - 1 ? " (on the last slide: it wraps round to the first)" : ""}`,
  },
});
