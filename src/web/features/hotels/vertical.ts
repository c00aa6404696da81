// Hotels as the web's composing pages see them (features/booking/plug-in.ts).
import { msg } from "@lingui/core/macro";
import { HOTEL_PATHS } from "@machines/hotel-booking/routes";
import { hotelBookingMessages } from "@machines/hotel-booking/messages";
import { BedIcon } from "../../components/icons";
import type { WebVertical } from "../booking/plug-in";

const booked = (referenceNumber: string) => ({ step: "confirmation" as const, referenceNumber });
const asSearch = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

export const hotelPlugIn: WebVertical = {
  id: "hotel",
  Icon: BedIcon,
  landing: {
    text: msg`Boutique stays, city hotels and resorts, with clear cancellation terms.`,
    cta: msg`Search hotels`,
  },
  bookingPage: async () => {
    const { encodeRestore } = await import("./url");
    return (ref) => ({ to: HOTEL_PATHS.booking, search: asSearch(encodeRestore(booked(ref))) });
  },
  pages: {
    reservation: (ref) => ({ to: HOTEL_PATHS.reservation, search: { ref } }),
    checkout: HOTEL_PATHS.checkout,
  },
  checkoutText: {
    search: /*i18n*/ { id: "checkout.unfinished.hotelSearch", message: "Hotel search" },
    choosing: /*i18n*/ { id: "checkout.step.choosingHotel", message: "Choosing a hotel" },
    details: /*i18n*/ { id: "checkout.step.detailsHotel", message: "Reviewing the stay" },
  },
  cancellation: async () => ({ calls: (await import("./cancellation")).hotelCancellationCalls, success: hotelBookingMessages.cancelled }),
};
