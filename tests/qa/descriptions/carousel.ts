import type { CarouselContext, CarouselInput } from "@machines/carousel/carousel.machine";
import { describeMachine } from "../describe";
import { say } from "../labels";
import { tr } from "../phrases";

const slide = (context: CarouselContext) => tr`slide ${context.index + 1} of ${context.count}`;

export const carouselDescriptions = describeMachine<CarouselContext>({
  start: (input) => {
    const { count, reducedMotion } = input as CarouselInput;
    const slides = count === 0 ? tr`no carousel images` : count === 1 ? tr`one carousel image` : tr`${count} carousel images`;
    return tr`Open the Acme landing page (an agency with ${slides}${reducedMotion ? tr`, with reduce motion turned on in the system settings` : ""})`;
  },
  states: {
    starting: tr`(the carousel decides how to start)`,
    single: (context) =>
      context.count === 0
        ? tr`There is no ${say("Featured destinations")} carousel on the page`
        : tr`The ${say("Featured destinations")} carousel shows one picture, with no ${say("Previous slide")}, ${say("Next slide")} or ${say("Slide {position} of {count}")} buttons`,
    playing: (context) =>
      tr`The carousel shows ${slide(context)} (${say("Slide {position} of {count}", { position: context.index + 1, count: context.count })} is the current dot) and moves on by itself every 3 seconds`,
    paused: (context) => tr`The carousel shows ${slide(context)} and stays still`,
  },
  events: {
    "carousel.next": ({ context }) => tr`Press ${say("Next slide")}${context.index >= context.count - 1 ? tr` (on the last slide: it wraps round to the first)` : ""}`,
    "carousel.previous": ({ context }) => tr`Press ${say("Previous slide")}${context.index <= 0 ? tr` (on the first slide: it wraps round to the last)` : ""}`,
    "carousel.goTo": ({ event, context }) => {
      const index = Number(event.index);
      return index >= 0 && index < context.count
        ? tr`Press the dot ${say("Slide {position} of {count}", { position: index + 1, count: context.count })}`
        : tr`Look for a dot ${say("Slide {position} of {count}", { position: index + 1, count: context.count })}: there is none, so nothing can be pressed`;
    },
    "carousel.paused": tr`Move the mouse over the carousel (or tab into it)`,
    "carousel.resumed": tr`Move the mouse away from the carousel (or tab out of it)`,
    "xstate.after.slideInterval.carousel.playing": ({ context }) =>
      tr`Wait 3 seconds without touching the carousel${context.index >= context.count - 1 ? tr` (on the last slide: it wraps round to the first)` : ""}`,
  },
});
