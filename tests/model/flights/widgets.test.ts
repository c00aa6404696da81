import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { dateRangeMachine } from "@machines/date-range/date-range.machine";
import { applyListAction, clearAllOptions, onlyOption, selectAllOptions, toggleOption } from "@/shared/filters/selection";
import { travelerPickerMachine } from "@machines/traveler-picker/traveler-picker.machine";
import { FLIGHT_TRAVELLERS } from "@/shared/flights/travellers";
import { TODAY } from "./fixtures";

describe("traveler picker (spec B §5)", () => {
  const picker = (counts?: { ADT?: number; CHD?: number; INF?: number }) => createActor(travelerPickerMachine, { input: { travellers: FLIGHT_TRAVELLERS, counts } }).start();

  it("starts at one adult; adult decrement is disabled at 1 and other decrements at 0", () => {
    const actor = picker();
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.counts).toEqual({ ADT: 1, CHD: 0, INF: 0 });
    expect(snapshot.can({ type: "traveler.decremented", category: "ADT" })).toBe(false);
    expect(snapshot.can({ type: "traveler.decremented", category: "CHD" })).toBe(false);
    expect(snapshot.can({ type: "traveler.incremented", category: "CHD" })).toBe(true);
  });

  it("increment is disabled at 5 per type", () => {
    const actor = picker();
    for (let i = 0; i < 6; i++) actor.send({ type: "traveler.incremented", category: "ADT" });
    expect(actor.getSnapshot().context.counts.ADT).toBe(5);
    expect(actor.getSnapshot().can({ type: "traveler.incremented", category: "ADT" })).toBe(false);
  });

  it("infants never outnumber adults (extra rule: a lap needs an adult)", () => {
    const actor = picker({ ADT: 2 });
    actor.send({ type: "traveler.incremented", category: "INF" });
    actor.send({ type: "traveler.incremented", category: "INF" });
    actor.send({ type: "traveler.incremented", category: "INF" });
    expect(actor.getSnapshot().context.counts.INF).toBe(2);
    expect(actor.getSnapshot().can({ type: "traveler.decremented", category: "ADT" })).toBe(false);
  });
});

describe("date range (spec B §5, spec A §4/§9)", () => {
  const range = (input: Partial<Parameters<typeof createActor<typeof dateRangeMachine>>[1] & object> = {}) => createActor(dateRangeMachine, { input: { today: TODAY, ...(input as object) } }).start();

  it("defaults to today+1 and start+7", () => {
    expect(range().getSnapshot().context).toMatchObject({ startDate: "2030-05-02", endDate: "2030-05-09", minDate: TODAY, maxDays: 28 });
  });

  it("an end equal to the start becomes start+1; a span past 28 days is clamped", () => {
    const actor = range();
    actor.send({ type: "date.endSelected", date: "2030-05-02" });
    expect(actor.getSnapshot().context.endDate).toBe("2030-05-03");
    actor.send({ type: "date.endSelected", date: "2030-06-30" });
    expect(actor.getSnapshot().context.endDate).toBe("2030-05-30");
    actor.send({ type: "date.rangeSelected", startDate: "2030-06-01", endDate: "2030-06-29" });
    expect(actor.getSnapshot().context).toMatchObject({ startDate: "2030-06-01", endDate: "2030-06-29" });
  });

  it("refuses dates before today (the minimum date)", () => {
    const actor = range();
    actor.send({ type: "date.startSelected", date: "2030-04-30" });
    expect(actor.getSnapshot().context.startDate).toBe("2030-05-02");
  });

  it("the initial-date action sets today+2 (or +N) and the end 7 days later", () => {
    const actor = range();
    actor.send({ type: "date.initialReset" });
    expect(actor.getSnapshot().context).toMatchObject({ startDate: "2030-05-03", endDate: "2030-05-10" });
    actor.send({ type: "date.initialReset", offsetDays: 10 });
    expect(actor.getSnapshot().context).toMatchObject({ startDate: "2030-05-11", endDate: "2030-05-18" });
  });

  it("single mode has no end date to pick", () => {
    const actor = range({ mode: "single" } as never);
    expect(actor.getSnapshot().value).toBe("single");
    expect(actor.getSnapshot().can({ type: "date.endSelected", date: "2030-05-20" })).toBe(false);
  });
});

describe("filter list (spec B §2)", () => {
  it("Only, Clear All and Select All (the rules every vertical's filter lists use)", () => {
    const options = ["AA", "BA", "LH"];
    const only = onlyOption(options, "BA");
    expect(only).toEqual(["BA"]);
    expect(onlyOption(options, "ZZ")).toEqual([]);
    const toggled = toggleOption(options, only, "AA");
    expect(toggled).toEqual(["AA", "BA"]);
    expect(toggleOption(options, toggled, "BA")).toEqual(["AA"]);
    expect(clearAllOptions()).toEqual([]);
    expect(selectAllOptions(options)).toEqual(["AA", "BA", "LH"]);
  });

  it("one list action (the filter lists' one handler): the same rules, and a value that is not an option changes nothing", () => {
    const options = ["AA", "BA", "LH"];
    expect(applyListAction(options, ["AA", "BA", "LH"], { kind: "toggle", value: "BA" })).toEqual(["AA", "LH"]);
    expect(applyListAction(options, ["LH"], { kind: "toggle", value: "AA" })).toEqual(["AA", "LH"]);
    expect(applyListAction(options, ["AA"], { kind: "only", value: "LH" })).toEqual(["LH"]);
    expect(applyListAction(options, ["AA"], { kind: "selectAll" })).toEqual(["AA", "BA", "LH"]);
    expect(applyListAction(options, ["AA"], { kind: "clearAll" })).toEqual([]);
    expect(applyListAction(options, ["AA"], { kind: "toggle", value: "ZZ" })).toEqual(["AA"]);
    expect(applyListAction(options, ["AA"], { kind: "only", value: "ZZ" })).toEqual(["AA"]);
  });
});
