// spec B §2 "Cars": the URL follows the car booking machine onto the car pages, and each page's restore
// brings the machine back (a refresh, a shared link).
import { describe, expect, it } from "vitest";
import { routeForState, stepOf, type RouteContext } from "@machines/booking/routes";
import { CAR_PATHS } from "@machines/car-booking/routes";

// The route a snapshot belongs on: its top-level state's.
const carRouteFor = (snapshot: { value: unknown; context: RouteContext }) => routeForState(CAR_PATHS, stepOf(snapshot.value), snapshot.context);
import { decodeCarRestore } from "@/web/features/cars/url";

const context = { search: { age: 30 }, offerId: "C1", referenceNumber: "CR-1" };

describe("car pages (spec B §2)", () => {
  it.each([
    ["search", "/booknow/cars/search", "search"],
    ["results", "/booknow/cars/search", "results"],
    [{ details: "repricing" }, "/booknow/cars/result-details", "details"],
    // The driver, extras and refund protection first, then the payment on a page of its own.
    [{ checkout: "editing" }, "/booknow/cars/reservation-details", "checkout"],
    [{ payment: "paying" }, "/booknow/cars/checkout", "checkout"],
    [{ confirmation: "loaded" }, "/booknow/cars/confirm-payment", "confirmation"],
    [{ cancel: "quoting" }, "/booknow/cars/confirm-payment", "confirmation"],
  ])("%j is on %s", (value, path, step) => {
    const route = carRouteFor({ value, context });
    expect(route.path).toBe(path);
    expect(route.restore.step).toBe(step);
  });

  it("a details page restores its quote and search; a confirmation its reference", () => {
    expect(carRouteFor({ value: { details: "reviewing" }, context }).restore).toEqual({ step: "details", searchParams: { age: 30 }, offerId: "C1" });
    expect(carRouteFor({ value: { confirmation: "loaded" }, context }).restore).toEqual({ step: "confirmation", referenceNumber: "CR-1" });
  });

  it("the reservation details and the payment page both restore the checkout; an old booking link on reservation-details still opens the booking", () => {
    expect(decodeCarRestore(CAR_PATHS.checkout, { offer: "C1" })).toEqual({ step: "checkout", offerId: "C1" });
    expect(decodeCarRestore(CAR_PATHS.payment, { offer: "C1" })).toEqual({ step: "checkout", offerId: "C1" });
    expect(decodeCarRestore(CAR_PATHS.checkout, { ref: "CR-1" })).toEqual({ step: "confirmation", referenceNumber: "CR-1" });
    expect(decodeCarRestore(CAR_PATHS.confirmation, { ref: "CR-1" })).toEqual({ step: "confirmation", referenceNumber: "CR-1" });
  });
});
