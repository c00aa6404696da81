import type { BookingContact, BookingPassenger, FareRules, FlightOffer } from "@/shared/api/flights";
import type { Supplier } from "../types";
import type { FlightSupplier, SupplierOrder, SupplierSearchRequest, SupplierSearchResult } from "./types";

// A flight supplier seen through the one supplier contract (src/server/suppliers/types.ts), plus what only
// flights have: fare rules, ticketing and void. The NDC-shaped FlightSupplier stays what adapters implement.

export interface FlightBookInput {
  readonly passengers: readonly BookingPassenger[];
  readonly contact: BookingContact;
}

export type FlightBooked = SupplierOrder & { readonly reference: string };

export interface FlightBookingSupplier extends Supplier<SupplierSearchRequest, SupplierSearchResult, FlightOffer, FlightBookInput, FlightBooked> {
  fareRules(offerId: string): Promise<FareRules>;
  ticket(orderId: string): Promise<SupplierOrder>;
  /** Voids a ticketed order for a full refund (within 24 hours of booking). */
  void(reference: string): Promise<SupplierOrder>;
}

export function flightBookingSupplier(s: FlightSupplier): FlightBookingSupplier {
  return {
    name: s.name,
    search: (request) => s.search(request),
    price: (offerId) => s.reprice(offerId),
    book: async (offerId, input, idempotencyKey) => {
      const order = await s.book(offerId, input.passengers, input.contact, idempotencyKey);
      return { ...order, reference: order.pnr };
    },
    findBooking: async (idempotencyKey) => {
      const order = await s.findOrder(idempotencyKey);
      return order ? { ...order, reference: order.pnr } : null;
    },
    openBookings: (since) => s.openOrders(since),
    cancelQuote: (pnr) => s.cancellationPenalty(pnr),
    cancel: (pnr) => s.cancel(pnr),
    fareRules: (offerId) => s.fareRules(offerId),
    ticket: (orderId) => s.ticket(orderId),
    void: (pnr) => s.void(pnr),
  };
}
