import type { MessageDescriptor } from "@lingui/core";
import { birthDateError, travellerDescriptor } from "../../shared/booking/travellers";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { BookingRequest, FlightOffer, FlightPaymentResult, PaymentCard } from "../../shared/api/flights";
import { REFUND_PROTECTION } from "../../shared/api/refund-protection";
import { money } from "../../shared/money";
import type { Db } from "../db/client";
import { users, type AgencyRow, type UserRow } from "../db/schema";
import { flightBookings, type FlightBookingRow } from "../db/schema-flights";
import type { PaymentGateway, PaymentIntent } from "../payments/types";
import { applyPricing } from "../pricing/markup";
import { SupplierError, type FlightSupplier, type SupplierOrder } from "../suppliers/flights/types";
import { findByIdempotencyKey, insertHeldBooking, loadBooking, newReferenceNumber, setStatus, updateBooking } from "./bookings";
import { cardErrorMessage, FlightError, fromSupplier, notChargedMessage } from "./errors";
import { flightMessages as m } from "./messages";
import { loadPricingRule } from "./pricing";
import { redeemQuote } from "./refund-protection";

interface CheckoutDeps {
  db: Db;
  supplier: FlightSupplier;
  gateway: PaymentGateway;
  /** Called once a booking is ticketed (the confirmation mail); failures are logged, never thrown. */
  onTicketed?: (booking: FlightBookingRow) => Promise<void>;
  log?: { error(obj: unknown, msg: string): void };
}

interface PaymentOutcome {
  message: MessageDescriptor;
  result: FlightPaymentResult;
}

/** How long one request may hold a booking's payment lease (crash safety: it then expires). */
const LEASE_SECONDS = 60;
const LEASE_WAIT_MS = 30_000;
const LEASE_POLL_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countTypes(types: readonly string[]): Record<"ADT" | "CHD" | "INF", number> {
  const c = { ADT: 0, CHD: 0, INF: 0 };
  for (const t of types) if (t === "ADT" || t === "CHD" || t === "INF") c[t] += 1;
  return c;
}

function expectedPassengers(offer: FlightOffer): Record<"ADT" | "CHD" | "INF", number> {
  const c = { ADT: 0, CHD: 0, INF: 0 };
  for (const p of offer.passengers) c[p.type] += p.count;
  return c;
}

/**
 * Booking and payment as one idempotent operation (docs/flights-api.md):
 * POST /booking keeps the priced offer and travellers under the client's idempotency key (one row
 * per key, enforced by a unique index); POST /payment then authorises the card, books with the
 * supplier, and only then captures. A supplier failure releases the authorisation, so nothing is
 * ever "charged but not booked". Each booking has one PaymentIntent (gateway key = booking id), and
 * one payment runs at a time per booking: an in-process promise per booking (PGlite is one
 * connection) plus a database lease column for several servers on PostgreSQL.
 */
export class FlightCheckout {
  private readonly creating = new Map<string, Promise<{ booking: FlightBookingRow; created: boolean }>>();
  private readonly paying = new Map<string, Promise<PaymentOutcome>>();

  constructor(private readonly deps: CheckoutDeps) {}

  // --- POST /api/flight/booking ---------------------------------------------------------------

  async createBooking(agency: AgencyRow, user: UserRow, req: BookingRequest): Promise<{ booking: FlightBookingRow; created: boolean }> {
    const existing = await findByIdempotencyKey(this.deps.db, agency.id, req.idempotencyKey);
    if (existing) return { booking: this.sameRequest(existing, user, req), created: false };
    const key = `${agency.id}:${req.idempotencyKey}`;
    const running = this.creating.get(key);
    if (running) return { booking: this.sameRequest((await running).booking, user, req), created: false };
    const work = this.createOnce(agency, user, req);
    this.creating.set(key, work);
    void work.finally(() => this.creating.delete(key)).catch(() => undefined);
    return work;
  }

  /** A repeat must be the same booking request (same offer, same user); otherwise the key is misused. */
  private sameRequest(existing: FlightBookingRow, user: UserRow, req: BookingRequest): FlightBookingRow {
    if (existing.bookedByUserId !== user.id || existing.offerId !== req.offerId) throw new FlightError(409, m.idempotencyConflict);
    // The same key with or without refund protection is another request: one booking, one amount.
    if ((existing.refundProtection?.quoteId ?? null) !== (req.addOns?.[0]?.quoteId ?? null)) throw new FlightError(409, m.idempotencyConflict);
    return existing;
  }

  private async createOnce(agency: AgencyRow, user: UserRow, req: BookingRequest): Promise<{ booking: FlightBookingRow; created: boolean }> {
    const client = await this.resolveClient(agency, user, req.clientId);
    let outcome;
    try {
      outcome = await this.deps.supplier.reprice(req.offerId);
    } catch (error) {
      throw fromSupplier(error, "body.offerId");
    }
    // spec A §4: a changed price is accepted on the details page (reprice), never silently here.
    if (outcome.priceChanged) throw new FlightError(409, m.priceChanged);
    const offer = outcome.offer;
    const want = expectedPassengers(offer);
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
    const rule = await loadPricingRule(this.deps.db, {
      agencyId: agency.id,
      agentId: user.isTravelAgent ? user.id : null,
      clientId: client ? client.id : user.isTravelAgent ? null : user.id,
    });
    const price = applyPricing(offer.totalAmount, rule);
    // spec B add-ons: a refund protection quote for this offer and this trip total adds its premium once.
    const protectionQuote = req.addOns?.find((addOn) => addOn.kind === REFUND_PROTECTION);
    const protection = protectionQuote
      ? await redeemQuote(this.deps.db, { agencyId: agency.id, userId: user.id }, protectionQuote.quoteId, { offerId: offer.id, tripTotal: price.total })
      : null;
    const inserted = await insertHeldBooking(this.deps.db, {
      agencyId: agency.id,
      referenceNumber: newReferenceNumber(),
      bookedByUserId: user.id,
      clientUserId: client?.id ?? null,
      idempotencyKey: req.idempotencyKey,
      supplier: this.deps.supplier.name,
      offerId: offer.id,
      offer,
      passengers: req.passengers.map((p) => ({ ...p, ticketNumber: null })),
      contact: req.contact,
      currency: price.total.currency,
      netAmount: price.net.amount,
      markupAmount: price.markup.amount,
      feeAmount: price.fee.amount,
      totalAmount: price.total.amount + (protection?.protectionAmount.amount ?? 0),
      protectionAmount: protection?.protectionAmount.amount ?? 0,
      refundProtection: protection,
      markupType: rule.markupType,
      markupValue: rule.markupValue,
      status: "held",
    });
    if (inserted) return { booking: inserted, created: true };
    // Another server won the insert for this key.
    const winner = await findByIdempotencyKey(this.deps.db, agency.id, req.idempotencyKey);
    if (!winner) throw new Error("idempotent booking insert lost");
    return { booking: this.sameRequest(winner, user, req), created: false };
  }

  private async resolveClient(agency: AgencyRow, user: UserRow, clientId: string | undefined): Promise<UserRow | null> {
    if (!clientId || clientId === user.id) return null;
    if (!user.isTravelAgent) throw new FlightError(403, m.clientNotAllowed);
    const [client] = await this.deps.db
      .select()
      .from(users)
      .where(and(eq(users.id, clientId), eq(users.agencyId, agency.id), eq(users.userType, "Customer")));
    if (!client) throw new FlightError(400, m.clientNotFound, {}, "body.clientId");
    return client;
  }

  // --- POST /api/flight/payment and its 3-D Secure completion ------------------------------------

  async pay(booking: FlightBookingRow, paymentKey: string, card: PaymentCard): Promise<PaymentOutcome> {
    await this.bindPaymentKey(booking, paymentKey);
    return this.exclusive(booking.id, async () => {
      const b = await loadBooking(this.deps.db, booking.id);
      const settled = await this.settled(b);
      if (settled) return settled;
      // Never take money for an offer the airline will refuse: an expired offer is refused before the card.
      const authorised = b.paymentIntentId ? (await this.deps.gateway.get(b.paymentIntentId)).status !== "requires_payment_method" : false;
      if (!authorised && Date.parse(b.offer.expiresAt) <= Date.now()) throw new FlightError(410, m.offerExpired);
      const intent = await this.intentFor(b);
      const confirmed = intent.status === "requires_payment_method" ? await this.deps.gateway.confirm(intent.id, card) : intent;
      return this.afterAuthorisation(b, confirmed);
    });
  }

  async completeChallenge(booking: FlightBookingRow, challengeId: string, approve: boolean): Promise<PaymentOutcome> {
    return this.exclusive(booking.id, async () => {
      const b = await loadBooking(this.deps.db, booking.id);
      const settled = await this.settled(b);
      if (settled) return settled;
      if (!b.paymentIntentId) throw new FlightError(409, m.challengeNotPending);
      let intent = await this.deps.gateway.get(b.paymentIntentId);
      if (intent.status === "requires_action") {
        if (intent.challengeId !== challengeId) throw new FlightError(409, m.challengeNotPending);
        intent = await this.deps.gateway.completeChallenge(intent.id, { approve });
      } else if (intent.status === "requires_payment_method") {
        throw new FlightError(409, m.challengeNotPending);
      }
      return this.afterAuthorisation(b, intent);
    });
  }

  /**
   * Crash recovery (reliability hardening, "Faults"). A process killed, or cut off from its database, after the card
   * was authorised but before the outcome was saved leaves a `held` booking whose intent is
   * authorised or even captured: "charged but not booked" until the same traveller retries, which
   * may never happen. This finishes each such booking exactly as that retry would (book → capture →
   * paid → ticketed, or release the card and fail), under the same lease, once the dead holder's
   * lease has lapsed. Run at start and every minute (routes.ts). Returns how many it settled.
   */
  async recoverInterrupted(): Promise<number> {
    const stale = await this.deps.db
      .select()
      .from(flightBookings)
      .where(
        and(
          eq(flightBookings.status, "held"),
          isNotNull(flightBookings.paymentIntentId),
          or(isNull(flightBookings.paymentLockedUntil), lt(flightBookings.paymentLockedUntil, sql`now()`)),
        ),
      );
    let settled = 0;
    for (const booking of stale) {
      const intent = booking.paymentIntentId ? await this.deps.gateway.get(booking.paymentIntentId) : null;
      if (intent?.status !== "requires_capture" && intent?.status !== "succeeded") continue;
      try {
        await this.exclusive(booking.id, async () => {
          const b = await loadBooking(this.deps.db, booking.id);
          const done = await this.settled(b);
          if (done) return done;
          return this.afterAuthorisation(b, await this.deps.gateway.get(intent.id));
        });
      } catch (error) {
        // A FlightError here is a settled failure (card released); anything else waits for the next run.
        if (!(error instanceof FlightError)) {
          this.deps.log?.error({ err: error }, "payment recovery failed");
          continue;
        }
      }
      settled += 1;
    }
    return settled;
  }

  /** A payment key names one booking: reusing it for another booking is refused. */
  private async bindPaymentKey(booking: FlightBookingRow, key: string): Promise<void> {
    const [other] = await this.deps.db
      .select({ id: flightBookings.id })
      .from(flightBookings)
      .where(and(eq(flightBookings.agencyId, booking.agencyId), eq(flightBookings.paymentIdempotencyKey, key)));
    if (other && other.id !== booking.id) throw new FlightError(409, m.idempotencyConflict);
    if (other || booking.paymentIdempotencyKey) return;
    try {
      await this.deps.db
        .update(flightBookings)
        .set({ paymentIdempotencyKey: key })
        .where(and(eq(flightBookings.id, booking.id), isNull(flightBookings.paymentIdempotencyKey)));
    } catch {
      // The unique index: the key was bound to another booking a moment ago.
      throw new FlightError(409, m.idempotencyConflict);
    }
  }

  /** One payment at a time per booking: concurrent submits share the first one's answer. */
  private exclusive(bookingId: string, work: () => Promise<PaymentOutcome>): Promise<PaymentOutcome> {
    const running = this.paying.get(bookingId);
    if (running) return running;
    const run = (async () => {
      await this.acquireLease(bookingId);
      try {
        return await work();
      } finally {
        await this.deps.db.update(flightBookings).set({ paymentLockedUntil: null }).where(eq(flightBookings.id, bookingId));
      }
    })();
    this.paying.set(bookingId, run);
    void run.finally(() => this.paying.delete(bookingId)).catch(() => undefined);
    return run;
  }

  private async acquireLease(bookingId: string): Promise<void> {
    const deadline = Date.now() + LEASE_WAIT_MS;
    for (;;) {
      const got = await this.deps.db
        .update(flightBookings)
        .set({ paymentLockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(
          and(
            eq(flightBookings.id, bookingId),
            or(isNull(flightBookings.paymentLockedUntil), lt(flightBookings.paymentLockedUntil, sql`now()`)),
          ),
        )
        .returning({ id: flightBookings.id });
      if (got.length > 0) return;
      if (Date.now() > deadline) throw new FlightError(409, m.paymentInProgress);
      await sleep(LEASE_POLL_MS);
    }
  }

  /** Repeats after the end: the same answer, no second charge. */
  private async settled(b: FlightBookingRow): Promise<PaymentOutcome | null> {
    if (b.status === "paid" || b.status === "ticketed") {
      const intent = b.paymentIntentId ? await this.deps.gateway.get(b.paymentIntentId) : null;
      return { message: m.bookingConfirmed, result: this.result(b, intent) };
    }
    if (b.status === "failed") throw new FlightError(409, notChargedMessage(b.failureCode));
    if (b.status === "cancelled" || b.status === "voided") throw new FlightError(409, m.notPayable);
    return null;
  }

  private async intentFor(b: FlightBookingRow): Promise<PaymentIntent> {
    const intent = await this.deps.gateway.createIntent({ amount: b.totalAmount, currency: b.currency, idempotencyKey: `flight-booking:${b.id}` });
    if (b.paymentIntentId !== intent.id) await updateBooking(this.deps.db, b.id, { paymentIntentId: intent.id });
    return intent;
  }

  private async afterAuthorisation(b: FlightBookingRow, intent: PaymentIntent): Promise<PaymentOutcome> {
    switch (intent.status) {
      case "requires_payment_method":
        // Declined: the booking stays held; the same key with another card may try again.
        throw new FlightError(402, cardErrorMessage(intent.lastError), {}, undefined, this.result(b, intent));
      case "requires_action":
        return { message: m.requiresAction, result: this.result(b, intent) };
      case "canceled":
        throw new FlightError(409, notChargedMessage(b.failureCode));
      case "requires_capture":
      case "succeeded":
        return this.fulfil(b, intent);
    }
  }

  private async fail(b: FlightBookingRow, intent: PaymentIntent, code: string): Promise<never> {
    if (intent.status === "requires_capture" || intent.status === "requires_action") await this.deps.gateway.cancel(intent.id);
    await setStatus(this.deps.db, b.id, "failed", { failureCode: code }, "authorisation released");
    throw new FlightError(code === "SUPPLIER_TIMEOUT" ? 504 : 409, notChargedMessage(code));
  }

  /** Authorised: book with the supplier, then capture, then ticket. */
  private async fulfil(booking: FlightBookingRow, intent: PaymentIntent): Promise<PaymentOutcome> {
    const { supplier, gateway, db } = this.deps;
    let b = booking;
    if (!b.pnr) {
      let order: SupplierOrder;
      try {
        order = await supplier.book(b.offerId, b.passengers, b.contact);
      } catch (error) {
        if (!(error instanceof SupplierError)) this.deps.log?.error({ err: error }, "supplier book failed");
        return this.fail(b, intent, error instanceof SupplierError ? error.code : "SUPPLIER_ERROR");
      }
      b = await updateBooking(db, b.id, { pnr: order.pnr, supplierOrderId: order.orderId, passengers: [...order.passengers] });
    }
    let captured: PaymentIntent;
    try {
      captured = await gateway.capture(intent.id);
    } catch (error) {
      // Booked but not charged is not allowed either: give the seats back, then release.
      this.deps.log?.error({ err: error }, "capture failed; cancelling the supplier order");
      if (b.pnr) await supplier.cancel(b.pnr).catch(() => undefined);
      return this.fail(b, intent, "CAPTURE_FAILED");
    }
    b = await setStatus(db, b.id, "paid", { cardBrand: captured.card?.brand ?? null, cardLast4: captured.card?.last4 ?? null });
    try {
      const ticketed = await supplier.ticket(b.supplierOrderId ?? `ord_${b.pnr ?? ""}`);
      b = await setStatus(db, b.id, "ticketed", { passengers: [...ticketed.passengers] });
      await this.deps.onTicketed?.(b).catch((error: unknown) => this.deps.log?.error({ err: error }, "confirmation mail failed"));
    } catch (error) {
      // Paid and booked; ticketing is retried by support. The traveller still has a confirmed booking.
      this.deps.log?.error({ err: error }, "ticketing failed");
    }
    return { message: m.bookingConfirmed, result: this.result(b, captured) };
  }

  result(b: FlightBookingRow, intent: PaymentIntent | null): FlightPaymentResult {
    const card = intent?.card ?? (b.cardBrand && b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null);
    return {
      referenceNumber: b.referenceNumber,
      intentId: intent?.id ?? b.paymentIntentId,
      bookingStatus: b.status,
      paymentStatus: intent?.status ?? "requires_payment_method",
      challengeId: intent?.status === "requires_action" ? intent.challengeId : null,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      errorCode: intent?.lastError ? (intent.lastError.declineCode ?? intent.lastError.code) : null,
      totalAmount: money(b.totalAmount, b.currency),
    };
  }
}
