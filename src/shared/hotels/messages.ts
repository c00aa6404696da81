// The hotel rules' messages (spec B §5 and our choices), by id: a zod issue carries the id, the server's
// 400 and the web's field error translate the same descriptor (src/shared/message-ids.ts).
import type { MessageDescriptor } from "../validation/messages";

export const hotelRuleMessages = {
  destination: /*i18n*/ { id: "hotel.destination", message: "Choose a destination from the list" },
  pastStart: /*i18n*/ { id: "hotel.stay.pastStart", message: "Check-in cannot be in the past" },
  endBeforeStart: /*i18n*/ { id: "hotel.stay.endBeforeStart", message: "Check-out must be after check-in" },
  tooLong: /*i18n*/ { id: "hotel.stay.tooLong", message: "A stay is at most 28 nights" },
  roomCount: /*i18n*/ { id: "hotel.rooms.count", message: "Book 1 to 6 rooms" },
  adults: /*i18n*/ { id: "hotel.rooms.adults", message: "Each room has 1 to 5 adults" },
  children: /*i18n*/ { id: "hotel.rooms.children", message: "Each room has at most 5 children" },
  childAge: /*i18n*/ { id: "hotel.rooms.childAge", message: "Child age must be 0 to 17" },
  childAges: /*i18n*/ { id: "hotel.rooms.childAges", message: "Give an age for each child" },
  nationality: /*i18n*/ { id: "hotel.nationality", message: "Choose a nationality" },
  unknownSearch: /*i18n*/ { id: "hotel.search.unknown", message: "Unknown search" },
  unknownHotel: /*i18n*/ { id: "hotel.unknown", message: "Unknown hotel" },
  rateRequired: /*i18n*/ { id: "hotel.rate.required", message: "Choose a room" },
  leadGuests: /*i18n*/ { id: "hotel.guests.required", message: "Add a lead guest for each room" },
  specialRequests: /*i18n*/ { id: "hotel.specialRequests.tooLong", message: "Special requests are at most 500 characters" },
  unknownProposal: /*i18n*/ { id: "hotel.proposal.unknown", message: "Unknown proposal" },
  searchText: /*i18n*/ { id: "hotel.suggest.tooShort", message: "Type at least 2 letters" },
} as const;

const byId = new Map<string, MessageDescriptor>(Object.values(hotelRuleMessages).map((d) => [d.id, d]));

export function hotelDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}
