// Resumable checkouts on the core: a saved checkout's body is filed and listed in the vertical's words
// (its description's `checkoutSession`), for any vertical, with no card data and only for steps worth resuming.
import { describe, expect, it } from "vitest";
import { checkoutSessionBody } from "@machines/checkout-session/session-body";
import { activityVertical } from "@machines/activity-booking/activity-booking.machine";
import { hotelVertical } from "@machines/hotel-booking/hotel-booking.machine";
import { bookablePricing, productPricing, searchParams } from "../activities/fixtures";
import { hotelPricing, hotelSearch } from "../hotels/fixtures";
import { widgetVertical } from "./widgets";

const context = { search: { keyword: "blue" }, pricing: null, addOns: [], passengers: [{ name: "Ana" }, { name: "Rui" }] };

describe("saved checkout body (booking core)", () => {
  it("files a checkout under the vertical's name and lists it by the vertical's summary", () => {
    const body = checkoutSessionBody(widgetVertical, { value: "checkout", context });
    expect(body).toMatchObject({
      vertical: "activities",
      machineId: "widgetBooking",
      machineVersion: 1,
      summary: { step: "checkout", title: "blue", travellers: 2, startDate: null, endDate: null },
      price: null,
      offerExpiresAt: null,
    });
  });

  it("saves nothing before a search or once booked", () => {
    expect(checkoutSessionBody(widgetVertical, { value: "search", context })).toBeNull();
    expect(checkoutSessionBody(widgetVertical, { value: { confirmation: "loaded" }, context })).toBeNull();
  });

  // Unfinished checkouts read "Activity search" / "Lisbon": they name what is being booked.
  it("an activity's checkout is listed by the activity's title and the day chosen, not the search", () => {
    const search = { ...searchParams, activityDate: "2030-05-18", selectedLocation: { ...searchParams.selectedLocation, productName: "Activity search" } };
    const body = checkoutSessionBody(activityVertical, { value: "checkout", context: { search, pricing: bookablePricing(false), addOns: [], passengers: null } });
    expect(body?.summary).toEqual({ step: "checkout", title: "Lisbon Old Town Walking Tour", startDate: "2030-05-20", endDate: "2030-05-20", travellers: 3 });
    // Its details before a choice: the product's title, the day searched.
    const looked = checkoutSessionBody(activityVertical, { value: { details: "reviewing" }, context: { search, pricing: productPricing, addOns: [], passengers: null } });
    expect(looked?.summary).toMatchObject({ title: "Lisbon Old Town Walking Tour", startDate: "2030-05-18" });
  });

  it("a hotel's checkout is listed by the hotel's name once a rate is priced", () => {
    const body = checkoutSessionBody(hotelVertical, { value: "checkout", context: { search: hotelSearch, pricing: hotelPricing(false), addOns: [], passengers: null } });
    expect(body?.summary).toMatchObject({ step: "checkout", title: "Grand Lisbon Palace" });
    const searching = checkoutSessionBody(hotelVertical, { value: "results", context: { search: hotelSearch, pricing: null, addOns: [], passengers: null } });
    expect(searching?.summary.title).toBe(hotelSearch.searchString);
  });
});
