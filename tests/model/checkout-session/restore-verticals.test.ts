// Resumable checkouts of every vertical: a saved hotel, car or activity checkout that cannot be resumed (an older
// version without a migration, a broken context) gives back its own travellers for the next form, read with that
// vertical's traveller form, not only its contact (regression: they were read with the flight passenger schema, so
// a non-flight checkout kept its contact alone).
import { describe, expect, it } from "vitest";
import { activityVertical } from "@machines/activity-booking/activity-booking.machine";
import { carVertical } from "@machines/car-booking/car-booking.machine";
import { hotelVertical } from "@machines/hotel-booking/hotel-booking.machine";
import { checkoutSessionMessages } from "@machines/checkout-session/messages";
import { restoreSnapshot } from "@machines/checkout-session/restore";
import { newIdempotencyKey } from "./fixtures";

const options = { today: "2030-05-01", newIdempotencyKey };
const contact = { email: "ana@example.test", phone: "+1 415 555 0100" };

/** A saved checkout of `machineId` at the traveller forms, its context holding what the form had. */
function saved(machineId: string, machineVersion: number, context: Record<string, unknown>) {
  return { machineId, machineVersion, snapshot: { status: "active", value: "checkout", context } };
}

const cases = [
  {
    name: "a hotel's lead guests",
    vertical: hotelVertical,
    passengers: [
      { firstName: "Ana", lastName: "Silva" },
      { firstName: "Rui", lastName: "Costa" },
    ],
    contact: { ...contact, specialRequests: "High floor" },
  },
  {
    name: "a car's driver",
    vertical: carVertical,
    passengers: [{ firstName: "Ana", lastName: "Silva", birthDate: "1990-01-01", licenceCountry: "PT" }],
    contact,
  },
  {
    name: "an activity's travellers",
    vertical: activityVertical,
    passengers: [
      { type: "ADT", firstName: "Ana", lastName: "Silva" },
      { type: "CHD", firstName: "Tim", lastName: "Silva" },
    ],
    contact: { ...contact, answers: [] },
  },
] as const;

describe("a non-flight checkout that cannot be resumed", () => {
  it.each(cases)("an older version keeps $name and the contact", ({ vertical, passengers, contact: kept }) => {
    const result = restoreSnapshot(saved(vertical.id, vertical.version - 1, { passengers, contact: kept }), options);
    expect(result).toEqual({ ok: false, reason: "outdated", message: checkoutSessionMessages.outdated, travellers: { passengers, contact: kept } });
  });

  it.each(cases)("a broken context keeps $name that are complete by the vertical's form, and drops the rest", ({ vertical, passengers, contact: kept }) => {
    const result = restoreSnapshot(saved(vertical.id, vertical.version, { passengers: [...passengers, { firstName: 3 }], contact: kept, offers: "many" }), options);
    expect(result).toMatchObject({ ok: false, reason: "broken", travellers: { passengers, contact: kept } });
  });

  it("a flight passenger in a car's checkout is no driver: only the contact is kept", () => {
    const flightPassenger = { type: "ADT", title: "Mr", firstName: "Ana", lastName: "Silva", gender: "Female", birthDate: "1990-01-01" };
    const result = restoreSnapshot(saved(carVertical.id, carVertical.version - 1, { passengers: [flightPassenger], contact }), options);
    // A car's driver needs a licence country.
    expect(result).toMatchObject({ ok: false, travellers: { passengers: [], contact } });
  });

  it("an unknown machine has no forms to read with: nothing is kept", () => {
    const result = restoreSnapshot(saved("trainBooking", 1, { passengers: cases[0].passengers, contact }), options);
    expect(result).toEqual({ ok: false, reason: "unknownMachine", message: checkoutSessionMessages.broken, travellers: null });
  });
});
