import { randomInt } from "node:crypto";
import type { BookingContact, BookingPassenger, FareRules } from "@/shared/api/flights";
import { add, money, multiply, subtract, sum, zero, type Money } from "@/shared/money";
import { decodeOfferId, type OfferKey } from "./sandbox-offer-id";
import { generateOffers, materialize, resolveAirport } from "./sandbox-offers";
import { hash32 } from "../sandbox/random";
import { SANDBOX_TRIGGERS } from "./sandbox-triggers";
import { MemorySandboxHolds, type SandboxHoldStore } from "../sandbox-holds";
import type { SupplierHold } from "../types";
import { SupplierError, systemClock, type CancellationQuote, type Clock, type FlightSupplier, type RepriceOutcome, type SupplierOrder, type SupplierSearchRequest, type SupplierSearchResult } from "./types";

export { SANDBOX_TRIGGERS } from "./sandbox-triggers";

/** Where the sandbox keeps its orders (the "airline's" side of a booking). */
export interface SandboxOrderStore {
  get(pnr: string): Promise<SupplierOrder | undefined>;
  put(order: SupplierOrder): Promise<void>;
}

export class InMemoryOrderStore implements SandboxOrderStore {
  private readonly orders = new Map<string, SupplierOrder>();
  async get(pnr: string) {
    return this.orders.get(pnr);
  }
  async put(order: SupplierOrder) {
    this.orders.set(order.pnr, order);
  }
}

export interface SandboxSupplierOptions {
  readonly clock?: Clock;
  readonly store?: SandboxOrderStore;
  /** The orders still open, by the key each was booked with. */
  readonly holds?: SandboxHoldStore;
  /** Random integer in [0, max): PNRs and ticket numbers. */
  readonly randomInt?: (max: number) => number;
}

const PNR_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const TTL_MS = SANDBOX_TRIGGERS.offerTtlMinutes * 60_000;
const MAX_DAYS_AHEAD = 366;

/** The sandbox's own bookkeeping, kept in the store with the order. */
type SandboxOrder = SupplierOrder & {
  /** Penalty quotes given for this order (REQUOTE trigger only: later quotes cost more). */
  readonly penaltyQuotes?: number;
};

const hasLastName = (passengers: readonly BookingPassenger[], name: string) => passengers.some((p) => p.lastName.trim().toUpperCase() === name);
const utcDay = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

/**
 * Deterministic sandbox: the same search on the same clock gives byte-equal offers; offers are
 * rebuilt from their ids, so nothing about an offer needs storing. See docs/sandbox.md.
 */
export class SandboxFlightSupplier implements FlightSupplier {
  readonly name = "sandbox";
  private readonly clock: Clock;
  private readonly store: SandboxOrderStore;
  private readonly random: (max: number) => number;
  private readonly holds: SandboxHoldStore;

  constructor(options: SandboxSupplierOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.store = options.store ?? new InMemoryOrderStore();
    this.random = options.randomInt ?? ((max) => randomInt(max));
    this.holds = options.holds ?? new MemorySandboxHolds();
  }

  async search(request: SupplierSearchRequest): Promise<SupplierSearchResult> {
    const now = this.clock();
    if (request.slices.length === 0) throw new SupplierError("INVALID_REQUEST", "At least one flight is required");
    const today = utcDay(now);
    const last = utcDay(new Date(now.getTime() + MAX_DAYS_AHEAD * 86_400_000));
    const yesterday = utcDay(new Date(now.getTime() - 86_400_000));
    for (const s of request.slices) {
      resolveAirport(s.origin);
      resolveAirport(s.destination);
      if (s.origin === s.destination) throw new SupplierError("INVALID_REQUEST", "Origin and destination must differ");
      // A day of slack: it is already "tomorrow" somewhere when it is today in UTC.
      if (s.departureDate < yesterday || s.departureDate > last) {
        throw new SupplierError("INVALID_REQUEST", `Departure date must be between ${today} and ${last}`);
      }
      if ([s.origin, s.destination].includes(SANDBOX_TRIGGERS.searchTimeoutAirport)) {
        throw new SupplierError("SUPPLIER_TIMEOUT", "The airline system did not answer in time", true);
      }
    }
    const offers = generateOffers({ ...request, searchedAt: now });
    const searchedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    return { offers, searchedAt: searchedAt.toISOString(), expiresAt: new Date(searchedAt.getTime() + TTL_MS).toISOString() };
  }

  private key(offerId: string): OfferKey {
    const key = decodeOfferId(offerId);
    if (!key) throw new SupplierError("OFFER_NOT_FOUND", "This offer is no longer available");
    return key;
  }

  private liveKey(offerId: string): OfferKey {
    const key = this.key(offerId);
    if (this.clock().getTime() >= key.t * 1000 + TTL_MS) {
      throw new SupplierError("OFFER_EXPIRED", "This offer has expired, please search again");
    }
    return key;
  }

  async fareRules(offerId: string): Promise<FareRules> {
    const offer = materialize(this.key(offerId));
    const { conditions, name, cabin } = offer.fareFamily;
    const money = (m: Money | null) => (m ? `${(m.amount / 100).toFixed(2)} ${m.currency}` : "");
    const carrier = offer.flights[0]?.airlineName ?? offer.validatingCarrier;
    return {
      offerId,
      fareFamily: offer.fareFamily,
      rules: [
        { title: "Fare", text: `${carrier} ${cabin} ${name}. Fares are per passenger and include taxes and carrier charges.` },
        {
          title: "Baggage",
          text: `${conditions.cabinBags} cabin bag${conditions.cabinBags === 1 ? "" : "s"} and ${conditions.checkedBags === 0 ? "no checked bags (checked bags can be bought at the airport)" : `${conditions.checkedBags} checked bag${conditions.checkedBags === 1 ? "" : "s"} of up to 23 kg`} per passenger (infants: one checked bag).`,
        },
        {
          title: "Changes",
          text: !conditions.changeable
            ? "Changes are not permitted."
            : conditions.changePenalty?.amount
              ? `Changes are permitted for a fee of ${money(conditions.changePenalty)} per passenger plus any fare difference.`
              : "Changes are permitted free of charge; any fare difference applies.",
        },
        {
          title: "Cancellation",
          text: !conditions.refundable
            ? "Non-refundable: on cancellation the fare is forfeited and only government taxes are refunded. A void within 24 hours of booking refunds everything."
            : conditions.refundPenalty?.amount
              ? `Refundable for a fee of ${money(conditions.refundPenalty)} per passenger (infants free).`
              : "Fully refundable before departure.",
        },
        { title: "No-show", text: "If you do not board a flight, the remaining flights of the booking are cancelled." },
        { title: "Validity", text: `Prices are guaranteed until ${offer.expiresAt} and are confirmed again before payment.` },
      ],
    };
  }

  async reprice(offerId: string): Promise<RepriceOutcome> {
    const key = this.liveKey(offerId);
    const current = materialize(key);
    const marked = key.s.some(([origin, destination]) => [origin, destination].includes(SANDBOX_TRIGGERS.priceChangeAirport));
    if (key.a === undefined && marked) {
      // spec A §4 "details": the airline's price rose since the search; the traveller must accept it.
      const repriced = materialize({ ...key, a: SANDBOX_TRIGGERS.priceChangePercent, t: Math.floor(this.clock().getTime() / 1000) });
      return { offer: repriced, priceChanged: true, previousTotal: current.totalAmount };
    }
    return { offer: current, priceChanged: false, previousTotal: null };
  }

  private pnr(): string {
    let out = "";
    for (let i = 0; i < 6; i++) out += PNR_ALPHABET[this.random(PNR_ALPHABET.length)] ?? "A";
    return out;
  }

  async book(offerId: string, passengers: readonly BookingPassenger[], contact: BookingContact, idempotencyKey?: string): Promise<SupplierOrder> {
    const again = idempotencyKey ? await this.findOrder(idempotencyKey) : null;
    if (again) return again;
    const key = this.liveKey(offerId);
    const offer = materialize(key);
    if (hasLastName(passengers, SANDBOX_TRIGGERS.timeoutLastName)) {
      throw new SupplierError("SUPPLIER_TIMEOUT", "The airline system did not answer in time", true);
    }
    if (hasLastName(passengers, SANDBOX_TRIGGERS.soldOutLastName)) {
      throw new SupplierError("OFFER_SOLD_OUT", "The seats for this offer are no longer available");
    }
    const expected = { ADT: key.p[0], CHD: key.p[1], INF: key.p[2] };
    for (const type of ["ADT", "CHD", "INF"] as const) {
      const n = passengers.filter((p) => p.type === type).length;
      if (n !== expected[type]) throw new SupplierError("INVALID_REQUEST", `The offer is for ${expected[type]} ${type} passenger(s), got ${n}`);
    }
    let pnr = this.pnr();
    while (await this.store.get(pnr)) pnr = this.pnr();
    const order: SupplierOrder = {
      orderId: `ord_${pnr}`,
      pnr,
      status: "held",
      offer,
      passengers: passengers.map((p) => ({ ...p, ticketNumber: null })),
      contact,
      totalAmount: offer.totalAmount,
      createdAt: this.clock().toISOString(),
      ticketedAt: null,
      cancelledAt: null,
      penalty: null,
      refund: null,
    };
    await this.store.put(order);
    await this.holds.add({ reference: pnr, orderId: order.orderId, idempotencyKey: idempotencyKey ?? null, createdAt: order.createdAt });
    return order;
  }

  async findOrder(idempotencyKey: string): Promise<SupplierOrder | null> {
    const hold = await this.holds.byKey(idempotencyKey);
    return hold ? ((await this.store.get(hold.reference)) ?? null) : null;
  }

  openOrders(since: Date): Promise<readonly SupplierHold[]> {
    return this.holds.open(since);
  }

  async ticket(orderId: string): Promise<SupplierOrder> {
    // Order ids are "ord_" + PNR, so ticketing needs no second index.
    const order = orderId.startsWith("ord_") ? await this.store.get(orderId.slice(4)) : undefined;
    if (!order) throw new SupplierError("ORDER_NOT_FOUND", "Booking not found");
    if (order.status === "ticketed") return order;
    if (order.status !== "held") throw new SupplierError("ORDER_ALREADY_CANCELLED", "This booking is already cancelled");
    // Airline accounting code (3 digits) + 10-digit serial, the shape of a real e-ticket number.
    const prefix = String(100 + (hash32(order.offer.validatingCarrier) % 900));
    const ticketed: SupplierOrder = {
      ...order,
      status: "ticketed",
      ticketedAt: this.clock().toISOString(),
      passengers: order.passengers.map((p) => ({ ...p, ticketNumber: prefix + String(this.random(1e10)).padStart(10, "0") })),
    };
    await this.store.put(ticketed);
    return ticketed;
  }

  async getReservation(pnr: string): Promise<SupplierOrder> {
    const order = await this.store.get(pnr.toUpperCase());
    if (!order) throw new SupplierError("ORDER_NOT_FOUND", "Booking not found");
    return order;
  }

  private quote(order: SupplierOrder): CancellationQuote {
    const currency = order.totalAmount.currency;
    const cancellable = order.status === "held" || order.status === "ticketed";
    const voidable = order.status === "ticketed" && this.clock().getTime() - Date.parse(order.createdAt) < SANDBOX_TRIGGERS.voidWindowHours * 3_600_000;
    if (order.status !== "ticketed") {
      // Nothing was issued: releasing a held booking costs nothing and refunds nothing.
      return { pnr: order.pnr, penalty: zero(currency), refund: zero(currency), cancellable, voidable };
    }
    const { conditions } = order.offer.fareFamily;
    const payingPassengers = order.passengers.filter((p) => p.type !== "INF").length;
    let penalty: Money;
    if (!conditions.refundable) {
      penalty = sum(
        order.offer.passengers.map((p) => multiply(p.baseAmount, p.count)),
        currency,
      );
    } else {
      penalty = multiply(conditions.refundPenalty ?? zero(currency), payingPassengers);
    }
    if (hasLastName(order.passengers, SANDBOX_TRIGGERS.penaltyLastName) && penalty.amount === 0) {
      penalty = money(SANDBOX_TRIGGERS.forcedPenaltyPerPassenger * payingPassengers, currency);
    }
    if (hasLastName(order.passengers, SANDBOX_TRIGGERS.requoteLastName) && ((order as SandboxOrder).penaltyQuotes ?? 0) > 0) {
      // The fare's refund rules changed since the first quote (docs/sandbox.md REQUOTE).
      penalty = add(penalty, money(SANDBOX_TRIGGERS.forcedPenaltyPerPassenger * payingPassengers, currency));
    }
    if (penalty.amount > order.totalAmount.amount) penalty = order.totalAmount;
    return { pnr: order.pnr, penalty, refund: subtract(order.totalAmount, penalty), cancellable, voidable };
  }

  async cancellationPenalty(pnr: string): Promise<CancellationQuote> {
    const order: SandboxOrder = await this.getReservation(pnr);
    const quote = this.quote(order);
    if (order.status === "ticketed" && hasLastName(order.passengers, SANDBOX_TRIGGERS.requoteLastName)) {
      const counted: SandboxOrder = { ...order, penaltyQuotes: (order.penaltyQuotes ?? 0) + 1 };
      await this.store.put(counted);
    }
    return quote;
  }

  async cancel(pnr: string): Promise<SupplierOrder> {
    const order = await this.getReservation(pnr);
    if (order.status === "cancelled" || order.status === "voided") {
      throw new SupplierError("ORDER_ALREADY_CANCELLED", "This booking is already cancelled");
    }
    if (hasLastName(order.passengers, SANDBOX_TRIGGERS.cancelRejectedLastName)) {
      throw new SupplierError("CANCEL_REJECTED", "The airline rejected the cancellation, please contact support");
    }
    const q = this.quote(order);
    const cancelled: SupplierOrder = { ...order, status: "cancelled", cancelledAt: this.clock().toISOString(), penalty: q.penalty, refund: q.refund };
    await this.store.put(cancelled);
    await this.holds.close(cancelled.pnr);
    return cancelled;
  }

  async void(pnr: string): Promise<SupplierOrder> {
    const order = await this.getReservation(pnr);
    if (order.status === "cancelled" || order.status === "voided") {
      throw new SupplierError("ORDER_ALREADY_CANCELLED", "This booking is already cancelled");
    }
    if (order.status !== "ticketed") throw new SupplierError("ORDER_NOT_TICKETED", "Only ticketed bookings can be voided");
    if (hasLastName(order.passengers, SANDBOX_TRIGGERS.cancelRejectedLastName)) {
      throw new SupplierError("CANCEL_REJECTED", "The airline rejected the void, please contact support");
    }
    if (!this.quote(order).voidable) {
      throw new SupplierError("VOID_NOT_ALLOWED", "A ticket can only be voided within 24 hours of booking");
    }
    const voided: SupplierOrder = {
      ...order,
      status: "voided",
      cancelledAt: this.clock().toISOString(),
      penalty: zero(order.totalAmount.currency),
      refund: add(order.totalAmount, zero(order.totalAmount.currency)),
    };
    await this.store.put(voided);
    await this.holds.close(voided.pnr);
    return voided;
  }
}
