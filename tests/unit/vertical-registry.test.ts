// The registries of verticals (docs/architecture.md "Adding a vertical"): one value per vertical in each layer,
// every list of the verticals derived from the shared one, and one display name per vertical.
import { describe, expect, it } from "vitest";
import { bookingPagesOf, restorableVerticals } from "@machines/checkout-session/verticals";
import { CATEGORY_VERTICAL } from "@/shared/api/agency-bookings";
import { checkoutVertical } from "@/shared/api/checkout-sessions";
import { AGENCY_MENU, MENU_TITLES } from "@/shared/api/provider-agencies";
import { BUNDLE_PRODUCTS } from "@/shared/api/trip-add-on";
import { MARKUP_VERTICALS } from "@/shared/back-office/markups";
import { BOOKING_CATEGORIES } from "@/shared/booking/lists";
import { TRIP_KINDS } from "@/shared/booking/trip-items";
import { BOOKING_MENU_PATHS, BOOKING_MENU_TITLES } from "@/shared/constants";
import { defineExtraVertical, isVerticalId, isVerticalPlural, productVerticalId, VERTICAL_IDS, VERTICAL_PLURALS, VERTICALS, verticalOfBundleProduct } from "@/shared/verticals";
import { checkoutSessionBody } from "@machines/checkout-session/session-body";
import { transferVertical } from "../fixtures/transfers/machine";
import { activeTabFromPath, TAB_BY_TITLE } from "@/web/lib/booking-menu";
import { hasScreenedVertical, screenedVerticals, screenOf, WEB_VERTICALS } from "@/web/verticals";
import { EXTRA_WEB_VERTICALS as TRANSFER_WEB } from "../fixtures/transfers/web/entry";

describe("the shared registry of verticals", () => {
  it("is where every list of the verticals comes from", () => {
    expect(VERTICAL_IDS).toEqual(["flight", "hotel", "car", "activity"]);
    expect(VERTICAL_PLURALS).toEqual(["flights", "hotels", "cars", "activities"]);
    expect(MARKUP_VERTICALS).toEqual(VERTICAL_IDS);
    expect(TRIP_KINDS).toEqual(VERTICAL_IDS);
    expect(BOOKING_CATEGORIES).toEqual(VERTICAL_PLURALS);
    expect(AGENCY_MENU).toEqual(VERTICAL_PLURALS);
    expect(checkoutVertical.options).toEqual(VERTICAL_PLURALS);
    expect(BOOKING_MENU_TITLES).toEqual(["Air Travel", "Hotels", "Cars", "Activities"]);
    expect(BUNDLE_PRODUCTS).toEqual(["HOTEL", "CAR"]);
    expect(verticalOfBundleProduct("CAR")?.id).toBe("car");
    expect(verticalOfBundleProduct("BOAT")).toBeUndefined();
  });

  it("keeps the maps between the names each subsystem uses (spec B §3 list totals, spec A §2 menu)", () => {
    expect(CATEGORY_VERTICAL).toEqual({ flights: "flight", hotels: "hotel", cars: "car", activities: "activity" });
    // The server's back office reads each registered vertical's plural and total (src/server/bookings/categories.ts).
    expect(Object.fromEntries(VERTICALS.map((v) => [v.id, v.plural]))).toEqual({ flight: "flights", hotel: "hotels", car: "cars", activity: "activities" });
    expect(Object.fromEntries(VERTICALS.map((v) => [v.plural, v.totalKey]))).toEqual({ flights: "totalFlightRecords", hotels: "totalHotelRecords", cars: "totalCarRecords", activities: "totalActivityRecords" });
    expect(MENU_TITLES).toEqual({ flights: "Air Travel", hotels: "Hotels", cars: "Cars", activities: "Activities" });
    expect(BOOKING_MENU_PATHS["Air Travel"]).toBe("/booknow/flights/search");
    expect(TAB_BY_TITLE.Cars).toBe("cars");
  });

  it('a path naming cars, hotels or activities selects that tab, any other booking page the flights (spec A §2; docs/decisions.md "Active booking tab")', () => {
    expect(activeTabFromPath("/booknow/Cars/checkout")).toBe("cars");
    expect(activeTabFromPath("/booknow/hotels/search")).toBe("hotels");
    expect(activeTabFromPath("/booknow/activities/confirmation/AC1")).toBe("activities");
    expect(activeTabFromPath("/hotel-details")).toBe("hotels");
    expect(activeTabFromPath("/activity-details/AC1")).toBe("activities");
    expect(activeTabFromPath("/flight-details")).toBe("flights");
    expect(activeTabFromPath("/booknow/flights/search")).toBe("flights");
    expect(activeTabFromPath("/mytrip")).toBeNull();
    expect(activeTabFromPath("/back-office/clients")).toBeNull();
  });

  it("gives each vertical one name, singular and plural, with unique message ids", () => {
    expect(VERTICALS.map((v) => [v.name.message, v.names.message])).toEqual([
      ["Flight", "Flights"],
      ["Hotel", "Hotels"],
      ["Car", "Cars"],
      ["Activity", "Activities"],
    ]);
    const ids = VERTICALS.flatMap((v) => [v.name.id, v.names.id]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("each layer's registry", () => {
  it("the web registers every shared vertical once, in the shared order", () => {
    expect(WEB_VERTICALS.map((v) => v.id)).toEqual([...VERTICAL_IDS]);
  });

  it("the web's generic routes draw no product vertical (their static routes do), and a build without extras has none", async () => {
    expect([...screenedVerticals([], true).keys()]).toEqual([]);
    expect(hasScreenedVertical("transfers")).toBe(false);
    expect(hasScreenedVertical("cars")).toBe(false);
    expect(await screenOf("transfers", "search")).toBeNull();
  });

  it("a test build's web extras are drawn by their plural; a production build refuses them, and none replaces a registered vertical", () => {
    expect([...screenedVerticals(TRANSFER_WEB, false).keys()]).toEqual(["transfers"]);
    expect(() => screenedVerticals(TRANSFER_WEB, true)).toThrow(/refused in a production build/);
    const carsAgain = TRANSFER_WEB.map((v) => ({ ...v, shared: { ...v.shared, plural: "cars" as typeof v.shared.plural } }));
    expect(() => screenedVerticals(carsAgain, false)).toThrow(/may not replace/);
  });

  it("the machines register every vertical: its booking page is the shared registry's, its saved checkouts restore", () => {
    for (const vertical of VERTICALS) expect(bookingPagesOf[vertical.id].booking).toBe(vertical.bookingPath);
    expect(Object.keys(restorableVerticals)).toHaveLength(VERTICALS.length);
  });
});

describe('a test vertical at the core\'s edges (docs/decisions.md "Test verticals")', () => {
  const transfer = defineExtraVertical({ ...VERTICALS[2], id: "transfer", plural: "transfers", totalKey: "totalTransferRecords" });

  it("its id and plural are none of the product's: the answers that list the product's kinds refuse it", () => {
    expect(isVerticalId(transfer.id)).toBe(false);
    expect(isVerticalPlural(transfer.plural)).toBe(false);
    expect(productVerticalId("car")).toBe("car");
    expect(() => productVerticalId(transfer.id)).toThrow(/test vertical/);
  });

  it("its checkout is not saved (the API's saved checkouts are the product's), where a product vertical's is", () => {
    const snapshot = { value: "results", context: { search: null, pricing: null, addOns: [], passengers: null } };
    expect(checkoutSessionBody(transferVertical, snapshot)).toBeNull();
    expect(checkoutSessionBody({ ...transferVertical, checkoutSession: { ...transferVertical.checkoutSession, vertical: "cars" } }, snapshot)).toMatchObject({ vertical: "cars" });
  });
});
