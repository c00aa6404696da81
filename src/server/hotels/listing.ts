import type { BookingListing } from "../bookings/listing";
import { hotelOf } from "./vertical";

// Hotels in the agency's back office (src/server/bookings/listing.ts): the hotel and room, the stay's
// check-in and check-out days, the lead guests of its rooms.

const labels = {
  room: /*i18n*/ { id: "backOffice.hotel.room", message: "Room" },
  address: /*i18n*/ { id: "backOffice.hotel.address", message: "Address" },
  rooms: /*i18n*/ { id: "backOffice.hotel.rooms", message: "Rooms" },
};

export const hotelListing: BookingListing = {
  vertical: "hotel",
  tripStartPath: "$.offer.start",
  tripEndPath: "$.offer.end",
  searchPaths: ["$.guests[*].firstName", "$.guests[*].lastName", "$.offer.hotel.name", "$.offer.hotel.address"],
  summary(b) {
    const { offer, guests } = hotelOf(b);
    return {
      title: offer.hotel.name,
      detail: offer.room.name,
      travellers: guests.map((g) => `${g.firstName} ${g.lastName}`),
      facts: [
        { label: labels.room, value: offer.room.name },
        { label: labels.rooms, value: String(offer.rooms.length) },
        { label: labels.address, value: offer.hotel.address },
      ],
    };
  },
};
