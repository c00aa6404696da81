import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { carouselMachine, type CarouselInput } from "@machines/carousel/carousel.machine";
import { CAROUSEL_INTERVAL_MS } from "@/shared/constants";
import { describeModel } from "./describe-model";
import { carouselModel } from "./registry";

describeModel(carouselModel);

function start(input: CarouselInput) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { input, clock }).start();
  return { actor, clock };
}

describe("carousel", () => {
  it("advances every 3 s and wraps from the last slide to the first (spec A §1)", () => {
    const { actor, clock } = start({ count: 3 });
    expect(actor.getSnapshot().value).toBe("playing");
    clock.increment(CAROUSEL_INTERVAL_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    clock.increment(CAROUSEL_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(2);
    clock.increment(CAROUSEL_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().matches("playing")).toBe(true);
  });

  it("previous wraps from the first slide to the last", () => {
    const { actor } = start({ count: 3 });
    actor.send({ type: "carousel.previous" });
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it("a manual move restarts the interval", () => {
    const { actor, clock } = start({ count: 3 });
    clock.increment(2_000);
    actor.send({ type: "carousel.next" });
    clock.increment(2_000);
    expect(actor.getSnapshot().context.index).toBe(1);
    clock.increment(1_000);
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it("does not move while paused, and resumes on carousel.resumed", () => {
    const { actor, clock } = start({ count: 3 });
    actor.send({ type: "carousel.paused" });
    clock.increment(CAROUSEL_INTERVAL_MS * 5);
    expect(actor.getSnapshot().value).toBe("paused");
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "carousel.goTo", index: 2 });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: "carousel.resumed" });
    clock.increment(CAROUSEL_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it("ignores an out-of-range or fractional goTo", () => {
    const { actor } = start({ count: 3 });
    for (const index of [3, -1, 1.5]) actor.send({ type: "carousel.goTo", index });
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().can({ type: "carousel.goTo", index: 3 })).toBe(false);
  });

  it("stays paused under reduced motion, even when hover ends", () => {
    const { actor, clock } = start({ count: 3, reducedMotion: true });
    expect(actor.getSnapshot().value).toBe("paused");
    actor.send({ type: "carousel.resumed" });
    clock.increment(CAROUSEL_INTERVAL_MS * 2);
    expect(actor.getSnapshot().value).toBe("paused");
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it.each([0, 1])("with %i slide(s) nothing moves and no control applies", (count) => {
    const { actor, clock } = start({ count, reducedMotion: false });
    expect(actor.getSnapshot().value).toBe("single");
    clock.increment(CAROUSEL_INTERVAL_MS * 2);
    expect(actor.getSnapshot().can({ type: "carousel.next" })).toBe(false);
    expect(actor.getSnapshot().context.index).toBe(0);
  });
});
