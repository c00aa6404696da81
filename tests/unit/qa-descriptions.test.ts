import { describe, expect, it } from "vitest";
import { models } from "../model/registry";
import { generatePaths, prepareModel } from "../model/harness";
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

  it("falls back to humanised names", () => {
    expect(humanizeEvent("xstate.done.actor.loadReservation")).toBe("The load reservation step finishes");
    expect(humanizeEvent("carousel.goTo")).toBe("Carousel go to");
    expect(stateKeyOf({ details: "reviewing" })).toBe("details.reviewing");
    expect(stateKeyOf({})).toBe("(root)");
  });
});
