import { hotelProposalOffer, type HotelProposalOffer } from "@/shared/api/hotels";
import { money } from "@/shared/money";
import type { ProposalItemVertical } from "../bookings/vertical";
import { HotelSupplierError, type HotelSupplier, type SupplierRate } from "../suppliers/hotels/types";
import { queryOf } from "./search";

// A hotel as an item of a proposal (docs/decisions.md "Proposals"): the hotel, the stay and the room chosen by
// what it is (room, board, refundability: a rate id expires within the hour), priced again by the supplier each
// time; the client books it on the deal page (spec B §2 /booknow/hotels/deal/{proposalId}).

/** The chosen room's rate now (its cheapest of that board and refundability), or the hotel's lowest rate. */
export function chosenRate<R extends { roomId: string; rates: readonly SupplierRate[] }>(rooms: readonly R[], chosen: HotelProposalOffer["rate"]): { room: R; rate: SupplierRate } | null {
  const candidates = rooms
    .filter((room) => !chosen || room.roomId === chosen.roomId)
    .flatMap((room) => room.rates.filter((rate) => !chosen || (rate.board === chosen.board && rate.refundable === chosen.refundable)).map((rate) => ({ room, rate })));
  return candidates.sort((a, b) => a.rate.net.amount - b.rate.net.amount)[0] ?? null;
}

export function hotelProposalItem(supplier: HotelSupplier): ProposalItemVertical {
  return {
    parse(offer) {
      const parsed = hotelProposalOffer.safeParse(offer);
      return parsed.success ? parsed.data : null;
    },
    async quote(stored) {
      const offer = stored as HotelProposalOffer;
      try {
        const query = queryOf(offer.search, new Date());
        const [content, rooms] = await Promise.all([supplier.content(offer.hotelId), supplier.rooms(offer.hotelId, query)]);
        const pick = chosenRate(rooms, offer.rate);
        if (!pick) return null;
        const { net } = pick.rate;
        return {
          title: content.name,
          subtitle: pick.room.name,
          start: offer.search.stayPeriod.start,
          end: offer.search.stayPeriod.end,
          net: money(net.amount, net.currency),
        };
      } catch (error) {
        // A hotel the supplier no longer has (or a stay it no longer sells) is an offer no longer available.
        if (error instanceof HotelSupplierError) return null;
        throw error;
      }
    },
    bookPath: (proposalId) => `/booknow/hotels/deal/${proposalId}`,
  };
}
