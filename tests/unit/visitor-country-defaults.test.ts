// spec A §3: the visitor's country (from their address, else the United States) is where the search forms start:
// a hotel search's nationality and a car search's country of residence. The machine takes it as input, so the
// web passes what GET /api/visitor/country answered; a machine given none starts from the United States.
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { carBookingMachine } from "@machines/car-booking/car-booking.machine";
import { hotelBookingMachine } from "@machines/hotel-booking/hotel-booking.machine";
import { DEFAULT_COUNTRY } from "@/shared/constants";

const PORTUGAL = { alpha2Code: "PT", name: "Portugal" };
const input = (country?: typeof PORTUGAL) => ({ today: "2030-05-01", newIdempotencyKey: () => "key", ...(country ? { country } : {}) });

describe("the search forms start from the visitor's country", () => {
  it("a hotel search's nationality", () => {
    expect(createActor(hotelBookingMachine, { input: input(PORTUGAL) }).getSnapshot().context.form.nationality).toEqual(PORTUGAL);
    expect(createActor(hotelBookingMachine, { input: input() }).getSnapshot().context.form.nationality).toEqual(DEFAULT_COUNTRY);
  });

  it("a car search's country of residence", () => {
    expect(createActor(carBookingMachine, { input: input(PORTUGAL) }).getSnapshot().context.form.countryOfResidence).toBe("PT");
    expect(createActor(carBookingMachine, { input: input() }).getSnapshot().context.form.countryOfResidence).toBe("US");
  });
});
