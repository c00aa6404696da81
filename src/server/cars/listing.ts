import type { BookingListing } from "../bookings/listing";
import { carOf } from "./vertical";

// Cars in the agency's back office (src/server/bookings/listing.ts): the vendor and vehicle, the pick-up
// and return, the driver.

const labels = {
  vehicle: /*i18n*/ { id: "backOffice.car.vehicle", message: "Vehicle" },
  pickUp: /*i18n*/ { id: "backOffice.car.pickUp", message: "Pick-up" },
  dropOff: /*i18n*/ { id: "backOffice.car.dropOff", message: "Drop-off" },
};

/** "2030-05-10T10:00" → "2030-05-10 10:00" (the place's local time). */
const local = (dateTime: string) => dateTime.slice(0, 16).replace("T", " ");

export const carListing: BookingListing = {
  vertical: "car",
  tripStartPath: "$.offer.pickUpDateTime",
  tripEndPath: "$.offer.returnDateTime",
  searchPaths: ["$.driver.firstName", "$.driver.lastName", "$.offer.vendorName", "$.offer.vehicleName", "$.offer.pickUpLocation.name", "$.offer.dropOffLocation.name"],
  summary(b) {
    const { offer, driver } = carOf(b);
    return {
      title: `${offer.vendorName}, ${offer.vehicleName}`,
      detail: offer.pickUpLocation.name === offer.dropOffLocation.name ? offer.pickUpLocation.name : `${offer.pickUpLocation.name} → ${offer.dropOffLocation.name}`,
      travellers: [`${driver.firstName} ${driver.lastName}`],
      facts: [
        { label: labels.vehicle, value: offer.vehicleName },
        { label: labels.pickUp, value: `${offer.pickUpLocation.name}, ${local(offer.pickUpDateTime)}` },
        { label: labels.dropOff, value: `${offer.dropOffLocation.name}, ${local(offer.returnDateTime)}` },
      ],
    };
  },
};
