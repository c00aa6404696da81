// Resumable checkouts on the core: a saved checkout's body is filed and listed in the vertical's words
// (its description's `checkoutSession`), for any vertical, with no card data and only for steps worth resuming.
import { describe, expect, it } from "vitest";
import { checkoutSessionBody } from "../../../machines/checkout-session/session-body";
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
});
