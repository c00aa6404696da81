import { birthDateError, travellerDescriptor } from "@/shared/booking/travellers";
import type { BookingContact, FlightOffer } from "@/shared/api/flights";
import type { BookingRequest } from "@/shared/api/flight-bookings";
import { REFUND_PROTECTION } from "@/shared/api/refund-protection";
import { money } from "@/shared/money";
import type { HoldPlan } from "../bookings/saga";
import { supplierHoldsOf, type BookingVertical, type Trip } from "../bookings/vertical";
import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import type { BookingRow } from "../db/schema-bookings";
import type { FlightBookingSupplier } from "../suppliers/flights/booking-supplier";
import { airportByCode } from "../suppliers/reference/airports";
import { SupplierError, type SupplierOrderPassenger } from "../suppliers/flights/types";
import { cardErrorMessage, FlightError, fromSupplier, notChargedMessage } from "./errors";
import { flightMessages as m } from "./messages";
import { redeemQuote } from "../bookings/refund-protection";
import { flightProposalItem } from "./proposal-item";

// Flights described for the booking core (src/server/bookings): how a flight is booked, ticketed and
// cancelled with the airline, and what a flight booking keeps of its own (docs/flights-api.md).

/** What only a flight booking has; the core keeps it in `details`. The PNR is the core's supplier reference. */
export interface FlightDetails {
  offer: FlightOffer;
  /** With their e-ticket numbers once ticketed. */
  passengers: SupplierOrderPassenger[];
  contact: BookingContact;
}

/** A flight booking's own part (the core stores it as the vertical wrote it). */
export function flightOf(b: BookingRow): FlightDetails {
  if (b.vertical !== "flight") throw new Error(`booking ${b.id} is a ${b.vertical} booking, not a flight`);
  return b.details as unknown as FlightDetails;
}

function detailsOf(d: FlightDetails): Record<string, unknown> {
  return { ...d };
}

export function flightVertical(supplier: FlightBookingSupplier): BookingVertical {
  const pnrOf = (b: BookingRow) => b.supplierReference ?? "";
  return {
    id: "flight",
    referencePrefix: "FL",
    messages: { ...m, notCharged: notChargedMessage, cardError: cardErrorMessage },
    cancellationMessages: { alreadyCancelled: m.alreadyCancelled, notCancellable: m.notCancellable, notVoidable: m.notTicketed },
    async book(b, idempotencyKey) {
      const d = flightOf(b);
      const order = await supplier.book(b.offerId, { passengers: d.passengers, contact: d.contact }, idempotencyKey);
      return { supplierReference: order.reference, supplierOrderId: order.orderId, details: detailsOf({ ...d, passengers: [...order.passengers] }) };
    },
    // A flight found by its key takes the passengers as the airline answered them (their e-ticket fields).
    ...supplierHoldsOf(supplier),
    async findBooked(b, idempotencyKey) {
      const order = await supplier.findBooking(idempotencyKey);
      return order && { supplierReference: order.reference, supplierOrderId: order.orderId, details: detailsOf({ ...flightOf(b), passengers: [...order.passengers] }) };
    },
    async unbook(b) {
      if (b.supplierReference) await supplier.cancel(b.supplierReference);
    },
    async issue(b) {
      const ticketed = await supplier.ticket(b.supplierOrderId ?? `ord_${pnrOf(b)}`);
      return { status: "ticketed", details: detailsOf({ ...flightOf(b), passengers: [...ticketed.passengers] }) };
    },
    failureCode: (error) => (error instanceof SupplierError ? error.code : null),
    cancelQuote: (b) => supplier.cancelQuote(pnrOf(b)),
    cancel: (b) => supplier.cancel(pnrOf(b)),
    async void(b) {
      // Within 24 hours of booking (docs/decisions.md); the supplier refuses otherwise.
      await supplier.void(pnrOf(b));
    },
    supplierError: (error) => fromSupplier(error),
    // Trip add-on bundle: a flight leads one; the hotel and car are at the airport it lands at.
    async trip(offerId) {
      const { offer } = await supplier.price(offerId);
      return tripOf(offer);
    },
    proposalItem: flightProposalItem(supplier),
  };
}

/** Ages assumed for a bundle's rooms and seats before the travellers are named (a child 2–11, an infant under 2). */
const CHILD_AGE = { CHD: 8, INF: 1 } as const;

/** Where a flight offer's trip goes: the first leg's arrival, until the next leg leaves (none: one way). */
function tripOf(offer: FlightOffer): Trip {
  const [out, next] = offer.flights;
  const airport = out ? airportByCode(out.destination) : undefined;
  if (!out || !airport) throw new FlightError(404, m.offerNotFound);
  const counts = countTypes(offer.passengers.flatMap((p) => Array<string>(p.count).fill(p.type)));
  return {
    destination: { code: airport.code, name: airport.name, city: airport.city, country: airport.countryCode, lat: airport.lat, lon: airport.lon, timeZone: airport.timeZone },
    arrival: out.arrivalTime.slice(0, 16),
    leaving: next ? next.departureTime.slice(0, 16) : null,
    adults: counts.ADT,
    childAges: [...Array<number>(counts.CHD).fill(CHILD_AGE.CHD), ...Array<number>(counts.INF).fill(CHILD_AGE.INF)],
    currency: offer.totalAmount.currency,
    offerExpiresAt: offer.expiresAt,
  };
}

function countTypes(types: readonly string[]): Record<"ADT" | "CHD" | "INF", number> {
  const c = { ADT: 0, CHD: 0, INF: 0 };
  for (const t of types) if (t === "ADT" || t === "CHD" || t === "INF") c[t] += 1;
  return c;
}

/**
 * POST /api/flight/booking's own checks before the core holds the booking: the offer repriced (spec A §4:
 * a changed price is accepted on the details page, never silently here), the travellers matching it,
 * their age bands, and the refund protection quote (spec B add-ons).
 */
export function flightHoldPlan(deps: { db: Db; supplier: FlightBookingSupplier }, agency: AgencyRow, user: UserRow, req: BookingRequest): () => Promise<HoldPlan> {
  return async () => {
    let outcome;
    try {
      outcome = await deps.supplier.price(req.offerId);
    } catch (error) {
      throw fromSupplier(error, "body.offerId");
    }
    if (outcome.priceChanged) throw new FlightError(409, m.priceChanged);
    const offer = outcome.offer;
    const want = countTypes(offer.passengers.flatMap((p) => Array<string>(p.count).fill(p.type)));
    const got = countTypes(req.passengers.map((p) => p.type));
    if (want.ADT !== got.ADT || want.CHD !== got.CHD || want.INF !== got.INF) {
      const expected = `ADT ${want.ADT}, CHD ${want.CHD}, INF ${want.INF}`;
      throw new FlightError(400, m.passengersMismatch, { expected }, "body.passengers");
    }
    // The age bands the checkout form shows, checked here too (src/shared/booking/travellers.ts):
    // on the first flight's local date; "today" with a day of slack for travellers east of UTC.
    const travelDate = offer.flights[0]?.departureTime.slice(0, 10) ?? "";
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const [index, p] of req.passengers.entries()) {
      const problem = birthDateError(p.type, p.birthDate, travelDate, tomorrow);
      const descriptor = problem ? travellerDescriptor(problem) : undefined;
      if (descriptor) throw new FlightError(400, descriptor, {}, `body.passengers.${index}.birthDate`);
    }
    const protectionQuote = req.addOns?.find((addOn) => addOn.kind === REFUND_PROTECTION);
    const details: FlightDetails = { offer, passengers: req.passengers.map((p) => ({ ...p, ticketNumber: null })), contact: req.contact };
    return {
      supplier: deps.supplier.name,
      offerId: offer.id,
      offerExpiresAt: new Date(offer.expiresAt),
      net: money(offer.totalAmount.amount, offer.totalAmount.currency),
      details: detailsOf(details),
      // Trip add-on bundle: the hotel's guests and the car's driver come from the flight's travellers.
      party: {
        travellers: req.passengers.map((p) => ({ firstName: p.firstName, lastName: p.lastName, birthDate: p.birthDate, citizenship: p.citizenship, adult: p.type === "ADT" })),
        contact: req.contact,
      },
      addOn: protectionQuote ? (tripTotal) => redeemQuote(deps.db, { agencyId: agency.id, userId: user.id }, protectionQuote.quoteId, { offerId: offer.id, tripTotal }) : undefined,
    };
  };
}
