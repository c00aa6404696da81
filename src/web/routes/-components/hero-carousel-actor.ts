// The carousel's actor, imported once the landing is on screen ("Fast on a phone": xstate is not in the first
// download); hero-carousel.tsx shows the first slide, where the machine starts, until it runs.
import { createActor } from "xstate";
import { carouselMachine, type CarouselInput } from "@machines/carousel/carousel.machine";

export const createCarouselActor = (input: CarouselInput) => createActor(carouselMachine, { input });
