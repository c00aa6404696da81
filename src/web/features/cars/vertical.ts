// Cars as the web's composing pages see them (features/booking/plug-in.ts).
import { msg } from "@lingui/core/macro";
import { CAR_PATHS } from "@machines/car-booking/routes";
import { carBookingMessages } from "@machines/car-booking/messages";
import { CarIcon } from "../../components/icons";
import type { WebVertical } from "../booking/plug-in";

const booked = (referenceNumber: string) => ({ step: "confirmation" as const, referenceNumber });
const asSearch = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

export const carPlugIn: WebVertical = {
  id: "car",
  Icon: CarIcon,
  landing: {
    text: msg`Pick up at the airport or in town and drive off on your own schedule.`,
    cta: msg`Search cars`,
  },
  bookingPage: async () => {
    const { encodeCarRestore } = await import("./url");
    return (ref) => ({ to: CAR_PATHS.booking, search: asSearch(encodeCarRestore(booked(ref))) });
  },
  pages: {
    reservation: (ref) => ({ to: CAR_PATHS.reservation, search: { ref } }),
    checkout: CAR_PATHS.checkout,
  },
  checkoutText: {
    search: /*i18n*/ { id: "checkout.unfinished.carSearch", message: "Car search" },
    choosing: /*i18n*/ { id: "checkout.step.choosingCar", message: "Choosing a car" },
    details: /*i18n*/ { id: "checkout.step.detailsCar", message: "Reviewing the car" },
  },
  cancellation: async () => ({ calls: (await import("./cancellation")).carCancellationCalls, success: carBookingMessages.cancelled }),
};
