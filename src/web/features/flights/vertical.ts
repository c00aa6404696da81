// Flights as the web's composing pages see them (features/booking/plug-in.ts); the back office cancels on its
// own paths (spec B §7 /api/agency/flights/bookings).
import { msg } from "@lingui/core/macro";
import { FLIGHT_PATHS } from "@machines/flight-booking/routes";
import { flightMessages } from "@machines/flight-booking/messages";
import { PlaneIcon } from "../../components/icons";
import type { WebVertical } from "../booking/plug-in";

const booked = (referenceNumber: string) => ({ step: "confirmation" as const, referenceNumber });
const asSearch = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

export const flightPlugIn: WebVertical = {
  id: "flight",
  Icon: PlaneIcon,
  landing: {
    text: msg`Compare airlines and fares, from quick hops to long-haul business class.`,
    cta: msg`Search flights`,
  },
  bookingPage: async () => {
    const { encodeRestore } = await import("./url");
    return (ref) => ({ to: FLIGHT_PATHS.booking, search: asSearch(encodeRestore(booked(ref))) });
  },
  pages: {
    reservation: (ref) => ({ to: FLIGHT_PATHS.reservation, search: { ref } }),
    checkout: FLIGHT_PATHS.checkout,
  },
  checkoutText: {
    search: /*i18n*/ { id: "checkout.unfinished.flightSearch", message: "Flight search" },
    choosing: /*i18n*/ { id: "checkout.step.choosing", message: "Choosing a flight" },
    details: /*i18n*/ { id: "checkout.step.details", message: "Reviewing the flight" },
  },
  cancellation: async () => ({ calls: (await import("../../api/flight-bookings")).agencyFlightCancellation, success: flightMessages.cancelled }),
};
