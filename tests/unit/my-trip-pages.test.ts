// My trip's detail pages (spec B §2 /flight-details, /hotel-details; docs/decisions.md "My trip"): each
// trip item links to its vertical's booking page, and that page's URL restores the booking there.
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "@/shared/booking/lists";
import { CANCELLED_VIEW_STATUSES, tripView } from "@/shared/booking/trip-items";
import { decodeRestore as decodeActivity, pageOf as activityPageOf } from "@/web/features/activities/url";
import { decodeCarRestore } from "@/web/features/cars/url";
import { decodeRestore as decodeFlight } from "@/web/features/flights/url";
import { decodeRestore as decodeHotel } from "@/web/features/hotels/url";
import { loadDetailPages } from "@/web/routes/-components/my-trip/booking-pages";

const booked = (referenceNumber: string) => ({ step: "confirmation", referenceNumber });

describe("a trip item's detail page", () => {
  it("links each kind to its own page, whose URL restores that booking", async () => {
    const DETAIL_PAGES = await loadDetailPages();
    expect(DETAIL_PAGES.flight("FLABC23456")).toEqual({ to: "/flight-details", search: { ref: "FLABC23456" } });
    expect(decodeFlight("/flight-details", { ref: "FLABC23456" })).toEqual(booked("FLABC23456"));
    expect(DETAIL_PAGES.hotel("HTABC23456")).toEqual({ to: "/hotel-details", search: { ref: "HTABC23456" } });
    expect(decodeHotel("/hotel-details", { ref: "HTABC23456" })).toEqual(booked("HTABC23456"));
    expect(DETAIL_PAGES.car("CRABC23456")).toEqual({ to: "/car-details", search: { ref: "CRABC23456" } });
    expect(decodeCarRestore("/car-details", { ref: "CRABC23456" })).toEqual(booked("CRABC23456"));
    expect(DETAIL_PAGES.activity("ACABC23456")).toEqual({ to: "/activity-details/ACABC23456" });
    expect(activityPageOf("/activity-details/ACABC23456")).toBe("/activity-details");
    expect(decodeActivity("/activity-details/ACABC23456", {})).toEqual(booked("ACABC23456"));
  });

  it("the server's cancelled view holds exactly the statuses tripView puts there", () => {
    const cancelled = BOOKING_STATUSES.filter((status) => tripView(status, "2099-01-01", null, "2030-01-01") === "cancelled");
    expect([...CANCELLED_VIEW_STATUSES].sort()).toEqual([...cancelled].sort());
  });
});
