// The traveller picker takes its categories as input and knows no vertical: the same machine counts
// an activity's adults and children as it counts a flight's passengers (src/shared/flights/travellers.ts).
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { travelerPickerMachine } from "@machines/traveler-picker/traveler-picker.machine";
import { travellerCounts, type TravellerCategories } from "@/shared/booking/traveller-categories";

/** An activity: one to four adults, up to three children, at most five people on one ticket. */
const activity: TravellerCategories<"adult" | "child"> = {
  categories: [
    { id: "adult", min: 1, max: 4, initial: 2, inTotal: true },
    { id: "child", min: 0, max: 3, initial: 0, inTotal: true },
  ],
  maxTotal: 5,
};

describe("traveller picker over a vertical's categories", () => {
  it("starts from each category's initial count", () => {
    const actor = createActor(travelerPickerMachine, { input: { travellers: activity } }).start();
    expect(actor.getSnapshot().context.counts).toEqual({ adult: 2, child: 0 });
  });

  it("stops at a category's maximum and at the party's limit", () => {
    const actor = createActor(travelerPickerMachine, { input: { travellers: activity } }).start();
    for (let i = 0; i < 4; i++) actor.send({ type: "traveler.incremented", category: "child" });
    expect(actor.getSnapshot().context.counts).toEqual({ adult: 2, child: 3 });
    expect(actor.getSnapshot().can({ type: "traveler.incremented", category: "adult" })).toBe(false); // 5 together
    actor.send({ type: "traveler.decremented", category: "child" });
    expect(actor.getSnapshot().can({ type: "traveler.incremented", category: "adult" })).toBe(true);
  });

  it("stops at a category's minimum and refuses a category it was not given", () => {
    const actor = createActor(travelerPickerMachine, { input: { travellers: activity, counts: { adult: 1 } } }).start();
    expect(actor.getSnapshot().can({ type: "traveler.decremented", category: "adult" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "traveler.incremented", category: "ADT" })).toBe(false);
  });

  it("clamps given counts to every rule, in the categories' order", () => {
    expect(travellerCounts(activity, { adult: 9, child: 9 })).toEqual({ adult: 4, child: 1 });
    expect(travellerCounts(activity, { adult: 0, child: -2 })).toEqual({ adult: 1, child: 0 });
    expect(travellerCounts(activity, { adult: 1.5 })).toEqual({ adult: 1, child: 0 });
  });

  it("binds one category to another with atMostAs (a lap needs a lap)", () => {
    const laps: TravellerCategories = {
      categories: [
        { id: "adult", min: 1, max: 3, initial: 1, inTotal: true },
        { id: "lap", min: 0, max: 3, initial: 0, inTotal: false, atMostAs: "adult" },
      ],
      maxTotal: 3,
    };
    expect(travellerCounts(laps, { adult: 2, lap: 3 })).toEqual({ adult: 2, lap: 2 });
    const actor = createActor(travelerPickerMachine, { input: { travellers: laps, counts: { adult: 2, lap: 2 } } }).start();
    expect(actor.getSnapshot().can({ type: "traveler.incremented", category: "lap" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "traveler.decremented", category: "adult" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "traveler.incremented", category: "adult" })).toBe(true); // laps have no seat
  });
});
