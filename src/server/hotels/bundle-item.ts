import type { RoomOccupancy } from "@/shared/hotels/stay";
import { HOTEL_DEFAULT_RADIUS_KM, HOTEL_MAX_CHILD_AGE } from "@/shared/hotels/stay";
import { money } from "@/shared/money";
import { BookingError } from "../bookings/errors";
import { tripAddOnMessages } from "../bookings/trip-add-on-messages";
import type { BundleItemVertical, TripParty } from "../bookings/vertical";
import { cityServing } from "../suppliers/reference/cities";
import { HotelSupplierError, type HotelSupplier, type SupplierRate } from "../suppliers/hotels/types";
import { hotelMessages as m } from "./messages";
import type { HotelDetails } from "./vertical";

// A hotel as an item of a trip add-on bundle (docs/decisions.md "Trip add-on bundle"): a stay in the city the
// destination airport serves, for the trip's nights, searched and priced live by the hotel supplier. The pick:
// the cheapest free-cancellation rate of a hotel of three stars or more (else the cheapest rate there is).

/** One room per two adults; the children share the first room. */
function roomsFor(adults: number, childAges: readonly number[]): RoomOccupancy[] {
  const rooms: RoomOccupancy[] = Array.from({ length: Math.max(1, Math.ceil(adults / 2)) }, (_, i) => ({ adults: Math.min(2, adults - i * 2), child: [] }));
  rooms[0]?.child.push(...childAges.filter((age) => age <= HOTEL_MAX_CHILD_AGE));
  return rooms;
}

const cheapest = <T extends { net: { amount: number } }>(list: readonly T[]): T | undefined => [...list].sort((a, b) => a.net.amount - b.net.amount)[0];

/** An item plan's supplier refusal is the bundle's: choose the items again (the trip itself is unchanged). */
function stale(error: unknown): never {
  if (error instanceof HotelSupplierError) throw new BookingError(409, tripAddOnMessages.quoteExpired, { reason: error.message }, "body.addOns");
  throw error;
}

export function hotelBundleItem(supplier: HotelSupplier): BundleItemVertical {
  return {
    productCode: "HOTEL",
    async propose(trip, stay) {
      const city = cityServing(trip.destination);
      if (!city) return null;
      const query = {
        cityId: city.id,
        start: stay.start,
        end: stay.end,
        rooms: roomsFor(trip.adults, trip.childAges),
        radiusKm: HOTEL_DEFAULT_RADIUS_KM,
        nationality: trip.destination.country,
        startedAt: Date.now(),
      };
      const { hotels } = await supplier.search(query);
      const good = hotels.filter((h) => h.freeCancellation && h.starRating >= 3);
      const hotel = cheapest(good.length ? good : hotels);
      if (!hotel) return null;
      const rates = (await supplier.rooms(hotel.hotelId, query)).flatMap((room) => room.rates.map((rate) => ({ ...rate, room })));
      const refundable = rates.filter((r: SupplierRate) => r.refundable);
      const rate = cheapest(refundable.length ? refundable : rates);
      if (!rate) return null;
      const { offer } = await supplier.price(rate.rateId);
      return {
        offerId: offer.id,
        expiresAt: offer.rate.expiresAt,
        net: money(offer.rate.net.amount, offer.rate.net.currency),
        product: {
          title: offer.hotel.name,
          subtitle: offer.room.name,
          place: offer.hotel.address,
          start: offer.start,
          end: offer.end,
          units: offer.rate.nights,
          freeCancellation: offer.rate.refundable,
        },
      };
    },
    async plan(offerId, party: TripParty) {
      const outcome = await supplier.price(offerId).catch(stale);
      if (outcome.priceChanged) throw new BookingError(409, tripAddOnMessages.quoteExpired, {}, "body.addOns");
      const offer = outcome.offer;
      // One lead guest per room: the adults in the order they travel.
      const adults = party.travellers.filter((t) => t.adult);
      const guests = offer.rooms.map((_, i) => {
        const lead = adults[i] ?? adults[0] ?? party.travellers[0];
        return { firstName: lead?.firstName ?? "", lastName: lead?.lastName ?? "" };
      });
      const details: HotelDetails = { offer, guests, contact: { ...party.contact }, specialRequests: null };
      return {
        supplier: supplier.name,
        offerId: offer.id,
        offerExpiresAt: new Date(offer.rate.expiresAt),
        net: money(offer.rate.net.amount, offer.rate.net.currency),
        details: { ...details },
      };
    },
    notCharged: (code) => (code === "RATE_SOLD_OUT" ? m.bundleSoldOut : m.bundleFailed),
  };
}
