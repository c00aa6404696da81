// spec B §2 "Cars": the URL follows the car booking machine onto the car pages, and each page's restore
// brings the machine back (a refresh, a shared link).
import { describe, expect, it } from "vitest";
import { carRouteFor } from "../../machines/car-booking/routes";

const context = { search: { age: 30 }, offerId: "C1", referenceNumber: "CR-1" };

describe("car pages (spec B §2)", () => {
  it.each([
    ["search", "/booknow/cars/search", "search"],
    ["results", "/booknow/cars/search", "results"],
    [{ details: "repricing" }, "/booknow/cars/result-details", "details"],
    [{ checkout: "editing" }, "/booknow/cars/checkout", "checkout"],
    [{ payment: "paying" }, "/booknow/cars/checkout", "checkout"],
    [{ confirmation: "loaded" }, "/booknow/cars/confirm-payment", "confirmation"],
    [{ cancel: "quoting" }, "/booknow/cars/reservation-details", "confirmation"],
  ])("%j is on %s", (value, path, step) => {
    const route = carRouteFor({ value, context });
    expect(route.path).toBe(path);
    expect(route.restore.step).toBe(step);
  });

  it("a details page restores its quote and search; a confirmation its reference", () => {
    expect(carRouteFor({ value: { details: "reviewing" }, context }).restore).toEqual({ step: "details", searchParams: { age: 30 }, offerId: "C1" });
    expect(carRouteFor({ value: { confirmation: "loaded" }, context }).restore).toEqual({ step: "confirmation", referenceNumber: "CR-1" });
  });
});
