import { describe, expect, it } from "vitest";
import { models } from "../model/registry";
import { generatePaths, prepareModel, type ModelPath } from "../model/harness";
import { humanizeEvent, missingDescriptions, pathToSteps } from "../qa/describe";
import { descriptions } from "../qa/descriptions";
import { stateKeyOf } from "../qa/model-paths";

describe("plain-language paths (npm run qa:paths)", () => {
  it.each(models.map((model) => ({ name: model.name, model })))("$name: every state and event is described", ({ model }) => {
    expect(missingDescriptions(model, descriptions[model.name])).toEqual({ states: [], events: [] });
  });

  it("numbers the steps and names the sandbox card that gives the outcome (payment)", () => {
    const model = models.find((entry) => entry.name === "payment");
    if (!model) throw new Error("payment model missing");
    const paths = generatePaths(prepareModel(model));
    const declined = paths.find((path) => path.steps.some((step) => step.expected.value === "declined"));
    if (!declined) throw new Error("no path to declined");
    const lines = pathToSteps(declined, descriptions.payment);
    expect(lines[1]).toMatch(/^1\. /);
    expect(lines.join("\n")).toContain("Pay with the card 4000 0000 0000 0002");
    expect(lines.join("\n")).toContain("Your card was declined. Please try another card.");
  });

  it("says which steps the browser walk sets up itself: a booking shown on hold and its release (hotelBooking)", () => {
    // The confirmation of a booking on hold, released (a shortest path's steps; generating the machine's thousands takes long).
    const context = (status: string) => ({ alert: null, offers: [], visible: [], pricing: null, reservation: { bookingStatus: status }, addOns: [], citizenship: null });
    const snapshot = (value: unknown, status: string) => ({ value, context: context(status), status: "active" });
    const path: ModelPath = {
      description: "a booking on hold, released",
      input: { restore: { step: "confirmation" } },
      initial: snapshot({ confirmation: "loading" }, "held"),
      steps: [
        { event: { type: "xstate.done.actor.loadReservation", output: { bookingStatus: "held" } }, expected: snapshot({ confirmation: "loaded" }, "held") },
        { event: { type: "hold.released" }, expected: snapshot({ confirmation: "releasing" }, "held") },
        { event: { type: "xstate.done.actor.releaseHold" }, expected: snapshot({ confirmation: "loaded" }, "failed") },
      ],
    };
    const lines = pathToSteps(path, descriptions.hotelBooking);
    expect(lines[1]).toMatch(/^1\. The booking loads \('On hold'\) \(the test sets this up: the page shows the booking it just paid as on hold; by hand, book with the card 4000 0000 0000 0002/);
    expect(lines[2]).not.toContain("the test sets this up");
    expect(lines[3]).toMatch(/^3\. The booking is released \(the test sets this up: the test answers the release itself/);
  });

  it("falls back to humanised names", () => {
    expect(humanizeEvent("xstate.done.actor.loadReservation")).toBe("The load reservation step finishes");
    expect(humanizeEvent("carousel.goTo")).toBe("Carousel go to");
    expect(stateKeyOf({ details: "reviewing" })).toBe("details.reviewing");
    expect(stateKeyOf({})).toBe("(root)");
  });
});
