// spec B §2 /booknow/hotels/deal/{proposalId}: the proposal and the room the agent chose, priced for its stay
// now (a rate id expires; the proposal keeps the room, board and refundability), and where booking it starts.
import type { ApiFailure } from "@/shared/api/failure";
import type { HotelProposal, HotelRate, HotelRoom } from "@/shared/api/hotels";
import { getHotelProposal, getRoomsAndRates, startHotelSearch } from "../../api/hotels";
import { encodeRestore } from "./url";

export type HotelDeal = { found: false; message: string | null } | { found: true; proposal: HotelProposal; room: HotelRoom | null; rate: HotelRate | null };

const isNotFound = (error: unknown) => {
  const status = (error as Partial<ApiFailure> | null)?.httpStatus;
  return status === 404 || status === 400;
};

/** The proposal and its room and rate as offered now (null when the hotel no longer offers them for the stay). */
export async function loadHotelDeal(proposalId: string): Promise<HotelDeal> {
  let proposal: HotelProposal;
  try {
    proposal = await getHotelProposal(proposalId);
  } catch (error) {
    if (isNotFound(error)) return { found: false, message: (error as Partial<ApiFailure>).message || null };
    throw error;
  }
  const chosen = proposal.rate;
  const rooms = await startHotelSearch(proposal.search)
    .then((corelationId) => getRoomsAndRates(proposal.hotel.hotelId, corelationId))
    .catch(() => [] as HotelRoom[]);
  const byPrice = (a: HotelRate, b: HotelRate) => a.price.amount - b.price.amount;
  const room = rooms.find((r) => r.roomId === chosen?.roomId) ?? null;
  const rate = room?.rates.filter((r) => r.board === chosen?.board && r.refundable === chosen.refundable).sort(byPrice)[0] ?? null;
  return { found: true, proposal, room: rate ? room : null, rate };
}

/**
 * The details page of the proposed hotel for the proposed stay, on the chosen rate (else on its lowest), booking for
 * the proposal (docs/decisions.md "Proposals": it is marked booked once paid).
 */
export function dealDetailsSearch(deal: Extract<HotelDeal, { found: true }>): Record<string, unknown> {
  return { ...encodeRestore({ step: "details", searchParams: deal.proposal.search, offerId: deal.rate?.rateId ?? deal.proposal.hotel.hotelId }), proposal: deal.proposal.proposalId };
}
