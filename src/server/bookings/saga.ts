import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { MessageDescriptor } from "@lingui/core";
import type { BookingStatus } from "../../shared/booking/statuses";
import type { BookedRefundProtection } from "../../shared/api/refund-protection";
import { finishDecision } from "../../shared/booking/finishing";
import { money, type Money } from "../../shared/money";
import type { Db } from "../db/client";
import { closeRefusedCheckouts } from "../checkout-sessions/service";
import { runAlone } from "../db/run-alone";
import type { Translator } from "../i18n";
import { users, type AgencyRow, type UserRow } from "../db/schema";
import { bookings, type BookingRow } from "../db/schema-bookings";
import type { CardInput, PaymentGateway, PaymentIntent } from "../payments/types";
import { applyPricingWithPassThrough, type PricingRule } from "../pricing/markup";
import { loadPricingRule, pricingPartyOf } from "../pricing/rules";
import { bundleFailureMessage, BUNDLE_ITEM_FAILED, linkedItemsOf, sameItems } from "./bundle";
import { BookingError } from "./errors";
import { giveMoneyBack } from "./finishing";
import { markProposalBooked, proposalOfBooking } from "./proposal-bookings";
import { findByIdempotencyKey, insertHeldBundle, loadBooking, newReferenceNumber, setStatus, updateBooking } from "./repository";
import type { RegisteredVertical, VerticalRegistry } from "./registry";
import { earnCredit, holdCredit, returnCredit } from "./reward-wallet";
import { rewardWalletMessages } from "./reward-wallet-messages";
import { SupplierCalls, type ReconcileCounts } from "./supplier-calls";
import { tripAddOnMessages } from "./trip-add-on-messages";
import { TripAddOns, type LinkedPlan } from "./trip-add-ons";
import type { BookedWithSupplier, BookingVertical, SagaMessages, TripParty } from "./vertical";

// The book-and-pay saga, once for every vertical (docs/architecture.md "Server"): hold → authorise → book
// with the supplier → capture → issue. Idempotent by the client's keys, one payment at a time per booking
// (a lease in the database, so several servers on one PostgreSQL take turns), and swept: a payment a crashed
// process left half-done is finished, and a hold nobody paid is released when its offer expires.

export interface PaymentOutcome {
  message: MessageDescriptor;
  result: PaymentResult;
}

/** The payment attempt as the client sees it (the same for every vertical). */
export interface PaymentResult {
  referenceNumber: string;
  intentId: string | null;
  bookingStatus: BookingStatus;
  paymentStatus: PaymentIntent["status"];
  challengeId: string | null;
  card: { brand: string; last4: string } | null;
  errorCode: string | null;
  totalAmount: Money;
  /** spec B §3: what the reward wallet paid and what the card paid of totalAmount. */
  paidFromCredit: Money;
  paidFromCard: Money;
}

/** A booking request as the core sees it; the vertical checks the rest (travellers, rooms) in `plan`. */
export interface HoldRequest {
  idempotencyKey: string;
  offerId: string;
  clientId?: string | undefined;
  /** The refund protection quote named (spec B add-ons); part of what makes a repeat "the same request". */
  addOnQuoteId: string | null;
  /** The coupon code named (spec B §3 coupon code), upper case; part of what makes a repeat "the same request". */
  couponCode?: string | null;
  /**
   * Trip add-on bundle: the items chosen with this booking (their quote ids), held with it as linked bookings of
   * their own verticals and paid in the same payment; part of what makes a repeat "the same request".
   */
  tripAddOnQuoteIds?: readonly string[];
  /** Booked from this proposal (docs/decisions.md "Proposals"): marked booked once the booking is paid. */
  proposalId?: string | undefined;
}

/** What the vertical found when it checked the request with its supplier. */
export interface HoldPlan {
  supplier: string;
  offerId: string;
  offerExpiresAt: Date;
  /** The supplier's price: markup and fee are added here. */
  net: Money;
  /**
   * The part of `net` the agency sells at the supplier's price, with no markup (a car's child seat at the
   * vendor's day rate, spec B add-ons): the checkout shows it as its own line at that price. Absent: none.
   */
  atSupplierPrice?: Money;
  details: Record<string, unknown>;
  /** The add-on bought for the priced trip (refund protection), or null. */
  addOn?: (tripTotal: Money) => Promise<BookedRefundProtection | null>;
  /**
   * A coupon's discount on the priced trip (markup and fee included, add-ons not), checked now: it is
   * taken off the total the card is charged. Refund protection is priced on the trip before it.
   */
  discount?: (tripTotal: Money) => Promise<{ code: string; amount: Money } | null>;
  /** Who travels, for the items of a trip add-on bundle booked with this booking (the anchor's travellers). */
  party?: TripParty;
}

interface SagaDeps {
  db: Db;
  gateway: PaymentGateway;
  vertical: BookingVertical;
  /** Called once a booking is confirmed (the confirmation mail); failures are logged, never thrown. */
  onConfirmed?: (booking: BookingRow) => Promise<void>;
  log?: { error(obj: unknown, msg: string): void };
  /**
   * The server's verticals: this saga registers its own, and books a bundle's linked items (trip add-ons) with
   * theirs. Absent (a vertical tested alone): bookings without linked items only.
   */
  verticals?: VerticalRegistry;
  /** Renders the mails the recovery sweep sends when it gives money back (the customer's and the agency's language). */
  translator?: Translator;
  /** The sweep's "now" (tests move it on); default the system clock. */
  clock?: () => Date;
}

/** How long one request may hold a booking's payment lease (crash safety: it then expires). */
const LEASE_SECONDS = 60;
const LEASE_WAIT_MS = 30_000;
const LEASE_POLL_MS = 25;
/** Waits between the tries of saving what a supplier booked (a database that drops connections comes back). */
const RECORD_RETRY_MS = [50, 250, 1000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The agency client an agent books for (null: the user themself): only agents may, and only their agency's customers. */
export async function resolveBookingClient(
  db: Db,
  m: Pick<SagaMessages, "clientNotAllowed" | "clientNotFound">,
  agency: AgencyRow,
  user: UserRow,
  clientId: string | undefined,
): Promise<UserRow | null> {
  if (!clientId || clientId === user.id) return null;
  if (!user.isTravelAgent) throw new BookingError(403, m.clientNotAllowed);
  const [client] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.agencyId, agency.id), eq(users.userType, "Customer")));
  if (!client) throw new BookingError(400, m.clientNotFound, {}, "body.clientId");
  return client;
}

export class BookingSaga {
  // In-process sharing of work already running (PGlite is one connection); the lease column is the lock.
  private readonly creating = new Map<string, Promise<{ booking: BookingRow; created: boolean }>>();
  private readonly paying = new Map<string, Promise<PaymentOutcome>>();
  private readonly calls: SupplierCalls;

  constructor(private readonly deps: SagaDeps) {
    deps.verticals?.register({ vertical: deps.vertical, onConfirmed: deps.onConfirmed });
    this.calls = new SupplierCalls({ db: deps.db, log: deps.log, now: () => this.now() });
  }

  get db(): Db {
    return this.deps.db;
  }

  get verticalId(): string {
    return this.deps.vertical.id;
  }

  private get m() {
    return this.deps.vertical.messages;
  }

  // --- Hold: one booking per idempotency key ----------------------------------------------------

  /** `plan` runs only for a new key: the vertical checks the request with its supplier. */
  async hold(agency: AgencyRow, user: UserRow, req: HoldRequest, plan: () => Promise<HoldPlan>): Promise<{ booking: BookingRow; created: boolean }> {
    const existing = await findByIdempotencyKey(this.deps.db, agency.id, req.idempotencyKey);
    if (existing) return { booking: await this.sameRequest(existing, user, req), created: false };
    const key = `${agency.id}:${req.idempotencyKey}`;
    const running = this.creating.get(key);
    if (running) return { booking: await this.sameRequest((await running).booking, user, req), created: false };
    const work = this.holdOnce(agency, user, req, plan);
    this.creating.set(key, work);
    void work.finally(() => this.creating.delete(key)).catch(() => undefined);
    return work;
  }

  /** A repeat must be the same request (same vertical, offer, user, add-ons); otherwise the key is misused. */
  private async sameRequest(existing: BookingRow, user: UserRow, req: HoldRequest): Promise<BookingRow> {
    const same =
      existing.vertical === this.deps.vertical.id &&
      existing.bookedByUserId === user.id &&
      existing.offerId === req.offerId &&
      (existing.refundProtection?.quoteId ?? null) === req.addOnQuoteId &&
      existing.couponCode === (req.couponCode ?? null) &&
      sameItems(await linkedItemsOf(this.deps.db, existing), req.tripAddOnQuoteIds ?? []);
    if (!same) throw new BookingError(409, this.m.idempotencyConflict);
    return existing;
  }

  private tripAddOns(): TripAddOns {
    if (!this.deps.verticals) throw new BookingError(409, tripAddOnMessages.unavailable, {}, "body.addOns");
    return new TripAddOns({ db: this.deps.db, verticals: this.deps.verticals, log: this.deps.log });
  }

  private async holdOnce(agency: AgencyRow, user: UserRow, req: HoldRequest, plan: () => Promise<HoldPlan>): Promise<{ booking: BookingRow; created: boolean }> {
    const client = await this.resolveClient(agency, user, req.clientId);
    const p = await plan();
    const quoteIds = req.tripAddOnQuoteIds ?? [];
    // Trip add-on bundle: each chosen item checked again by its own vertical and supplier before anything is held.
    const linked = quoteIds.length ? await this.tripAddOns().plan({ agency, user, client }, { vertical: this.deps.vertical.id, offerId: p.offerId }, p.party, quoteIds) : [];
    // A declined card, then the same checkout again (another card, perhaps corrected travellers): the
    // hold is reused, never a second booking of the same offer.
    const retried = await this.declinedHold(agency, user, client, p, req, quoteIds);
    if (retried) {
      for (const item of await linkedItemsOf(this.deps.db, retried)) {
        const again = linked.find((l) => l.quoteId === item.tripAddOn?.quoteId);
        if (again) await updateBooking(this.deps.db, item.id, { details: again.plan.details });
      }
      // The new attempt's key must find the hold too: a checkout that resumes asks what became of its payment by its own key
      // (resumable checkouts), and the key the hold was made with belongs to the attempt that was declined.
      return { booking: await this.takeOver(retried, req.idempotencyKey, p.details), created: false };
    }
    const rule: PricingRule = await loadPricingRule(this.deps.db, this.deps.vertical.id, pricingPartyOf(agency.id, user, client));
    const price = applyPricingWithPassThrough(p.net, p.atSupplierPrice, rule);
    const addOn = p.addOn ? await p.addOn(price.total) : null;
    const addOnsAmount = addOn?.protectionAmount.amount ?? 0;
    const discount = p.discount ? await p.discount(price.total) : null;
    const discountAmount = discount?.amount.amount ?? 0;
    const common = { agencyId: agency.id, bookedByUserId: user.id, clientUserId: client?.id ?? null };
    const proposalId = await proposalOfBooking(this.deps.db, { agencyId: agency.id, clientUserId: client?.id ?? user.id, vertical: this.deps.vertical.id }, req.proposalId);
    const bundleId = linked.length ? randomUUID() : null;
    // A bundle is bookable until its first part expires.
    const offerExpiresAt = new Date(Math.min(p.offerExpiresAt.getTime(), ...linked.map((l) => l.plan.offerExpiresAt.getTime())));
    const inserted = await insertHeldBundle(
      this.deps.db,
      {
        ...common,
        vertical: this.deps.vertical.id,
        referenceNumber: newReferenceNumber(this.deps.vertical.referencePrefix),
        idempotencyKey: req.idempotencyKey,
        supplier: p.supplier,
        offerId: p.offerId,
        offerExpiresAt,
        details: p.details,
        currency: price.total.currency,
        netAmount: price.net.amount,
        markupAmount: price.markup.amount,
        feeAmount: price.fee.amount,
        addOnsAmount,
        discountAmount,
        couponCode: discount?.code ?? null,
        totalAmount: price.total.amount - discountAmount + addOnsAmount,
        // The card pays everything until the payment holds wallet credit (spec B §3 paidFromCard).
        paidFromCard: price.total.amount - discountAmount + addOnsAmount,
        refundProtection: addOn,
        markupType: rule.markupType,
        markupValue: rule.markupValue,
        bundleId,
        proposalId,
      },
      linked.map((l) => this.linkedValues(l, common, req.idempotencyKey, bundleId)),
    );
    if (inserted) return { booking: inserted, created: true };
    // Another server won the insert for this key.
    const winner = await findByIdempotencyKey(this.deps.db, agency.id, req.idempotencyKey);
    if (!winner) throw new Error("idempotent booking insert lost");
    return { booking: await this.sameRequest(winner, user, req), created: false };
  }

  /** A bundle's item as an ordinary held booking of its own vertical, at its bundle price (the discount as its own column). */
  private linkedValues(l: LinkedPlan, common: { agencyId: string; bookedByUserId: string; clientUserId: string | null }, key: string, bundleId: string | null) {
    const { plan, price } = l;
    return {
      ...common,
      vertical: l.entry.vertical.id,
      referenceNumber: newReferenceNumber(l.entry.vertical.referencePrefix),
      idempotencyKey: `${key}#${l.productCode}`,
      supplier: plan.supplier,
      offerId: plan.offerId,
      offerExpiresAt: plan.offerExpiresAt,
      details: plan.details,
      currency: price.price.currency,
      netAmount: price.priced.net.amount,
      markupAmount: price.priced.markup.amount,
      feeAmount: price.priced.fee.amount,
      addOnsAmount: 0,
      discountAmount: price.discount.amount,
      couponCode: null,
      totalAmount: price.price.amount,
      paidFromCard: price.price.amount,
      refundProtection: null,
      markupType: price.rule.markupType,
      markupValue: price.rule.markupValue,
      bundleId,
      tripAddOn: { quoteId: l.quoteId, productCode: l.productCode, discountPercent: l.discountPercent },
    };
  }

  /** The user's unexpired hold of this offer, for the same client and add-ons, whose last card was declined. */
  private async declinedHold(agency: AgencyRow, user: UserRow, client: UserRow | null, p: HoldPlan, req: HoldRequest, quoteIds: readonly string[]): Promise<BookingRow | null> {
    const couponCode = req.couponCode ?? null;
    const candidates = await this.deps.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.agencyId, agency.id),
          eq(bookings.vertical, this.deps.vertical.id),
          eq(bookings.bookedByUserId, user.id),
          client ? eq(bookings.clientUserId, client.id) : isNull(bookings.clientUserId),
          eq(bookings.offerId, p.offerId),
          eq(bookings.status, "held"),
          isNotNull(bookings.paymentIntentId),
          isNull(bookings.leadBookingId),
          gt(bookings.offerExpiresAt, sql`now()`),
          or(isNull(bookings.paymentLockedUntil), lt(bookings.paymentLockedUntil, sql`now()`)),
        ),
      )
      .orderBy(desc(bookings.createdAt));
    for (const b of candidates) {
      // The same purchase only: extras chosen again after the decline (another net) are a new hold at their own price.
      if ((b.refundProtection?.quoteId ?? null) !== req.addOnQuoteId || b.couponCode !== couponCode || b.netAmount !== p.net.amount || !b.paymentIntentId) continue;
      if (!sameItems(await linkedItemsOf(this.deps.db, b), quoteIds)) continue;
      const intent = await this.deps.gateway.get(b.paymentIntentId);
      if (intent.status === "requires_payment_method" && intent.lastError) return b;
    }
    return null;
  }

  private async takeOver(hold: BookingRow, key: string, details: HoldPlan["details"]): Promise<BookingRow> {
    try {
      return await updateBooking(this.deps.db, hold.id, { details, paymentIdempotencyKey: key });
    } catch {
      // The unique index: this key already pays for another booking of the agency.
      throw new BookingError(409, this.m.idempotencyConflict);
    }
  }

  /** The agency client an agent books for (null: the user themself); the same rule for a hold and for its add-ons' quotes. */
  resolveClient(agency: AgencyRow, user: UserRow, clientId: string | undefined): Promise<UserRow | null> {
    return resolveBookingClient(this.deps.db, this.m, agency, user, clientId);
  }

  // --- Pay, and its 3-D Secure completion ---------------------------------------------------------

  /**
   * `creditAmount`: reward wallet credit applied (docs/decisions.md "Reward wallet"), held from the wallet under the
   * payment lease before the card is tried and given back when the card fails; the card pays the rest, and no card
   * is needed when the credit pays everything.
   */
  async pay(booking: BookingRow, paymentKey: string, card: CardInput | undefined, creditAmount = 0): Promise<PaymentOutcome> {
    await this.bindPaymentKey(booking, paymentKey);
    return this.exclusive(booking.id, async () => {
      let b = await loadBooking(this.deps.db, booking.id);
      // A bundle's item is paid with its lead (trip add-ons), never on its own.
      if (b.leadBookingId) throw new BookingError(409, tripAddOnMessages.paidWithTrip);
      const settled = await this.settled(b);
      if (settled) return settled;
      // Never take money for an offer the supplier will refuse: an expired offer is refused before the card.
      const authorised = b.paymentIntentId ? (await this.deps.gateway.get(b.paymentIntentId)).status !== "requires_payment_method" : false;
      if (!authorised && b.offerExpiresAt.getTime() <= Date.now()) throw new BookingError(410, this.m.offerExpired);
      // An authorised card (3-D Secure pending, a crash after authorising) keeps the credit its attempt held.
      if (!authorised) {
        const items = await linkedItemsOf(this.deps.db, b);
        if (creditAmount < this.amounts(b, items).total && !card) throw new BookingError(400, rewardWalletMessages.cardRequired, {}, "body.card");
        b = await holdCredit(this.deps.db, b, items, creditAmount);
        if (this.amounts(b, await linkedItemsOf(this.deps.db, b)).card === 0) return this.fulfil(b, null);
      }
      const intent = await this.intentFor(b);
      if (intent.status === "requires_payment_method" && !card) throw new BookingError(400, rewardWalletMessages.cardRequired, {}, "body.card");
      const confirmed = intent.status === "requires_payment_method" && card ? await this.deps.gateway.confirm(intent.id, card) : intent;
      return this.afterAuthorisation(b, confirmed);
    });
  }

  /** The payment's total (the booking and its linked items) and the card's part of it. */
  private amounts(b: BookingRow, items: readonly BookingRow[]): { total: number; card: number; credit: number } {
    const parts = [b, ...items];
    const total = parts.reduce((n, p) => n + p.totalAmount, 0);
    const credit = parts.reduce((n, p) => n + p.paidFromCredit, 0);
    return { total, credit, card: total - credit };
  }

  async completeChallenge(booking: BookingRow, challengeId: string, approve: boolean): Promise<PaymentOutcome> {
    return this.exclusive(booking.id, async () => {
      const b = await loadBooking(this.deps.db, booking.id);
      const settled = await this.settled(b);
      if (settled) return settled;
      if (!b.paymentIntentId) throw new BookingError(409, this.m.challengeNotPending);
      let intent = await this.deps.gateway.get(b.paymentIntentId);
      if (intent.status === "requires_action") {
        if (intent.challengeId !== challengeId) throw new BookingError(409, this.m.challengeNotPending);
        intent = await this.deps.gateway.completeChallenge(intent.id, { approve });
      } else if (intent.status === "requires_payment_method") {
        throw new BookingError(409, this.m.challengeNotPending);
      }
      return this.afterAuthorisation(b, intent);
    });
  }

  /**
   * Crash recovery (reliability hardening, "Faults"). A process killed, or cut off from its database, after the card
   * was authorised but before the outcome was saved leaves a `held` booking whose intent is
   * authorised or even captured: "charged but not booked" until the same traveller retries, which
   * may never happen. This finishes each such booking exactly as that retry would (book → capture →
   * paid → issued, or release the card and fail), under the same lease, once the dead holder's
   * lease has lapsed. Run at start and every minute (scheduleSweeps). Returns how many it settled.
   */
  async recoverInterrupted(): Promise<number> {
    const stale = await this.deps.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.vertical, this.deps.vertical.id),
          eq(bookings.status, "held"),
          isNotNull(bookings.paymentIntentId),
          or(isNull(bookings.paymentLockedUntil), lt(bookings.paymentLockedUntil, sql`now()`)),
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
        // A BookingError here is a settled failure (card released); anything else waits for the next run.
        if (!(error instanceof BookingError)) {
          this.deps.log?.error({ err: error }, "payment recovery failed");
          continue;
        }
      }
      settled += 1;
    }
    return settled;
  }

  /**
   * Charged means finished or refunded (docs/decisions.md): a booking whose card was captured but whose last steps
   * (issuing, the confirmation) did not happen is finished here, each step with the same supplier order as before;
   * once FINISH_PAID_WITHIN_MINUTES have passed since the capture, its money goes back instead (giveMoneyBack) and
   * the customer and the agency are told. The vertical's lead bookings, under the payment lease; a bundle's items
   * are finished and given back with their lead, whatever their vertical. Run with the other sweeps.
   */
  async finishPaid(): Promise<{ finished: number; givenBack: number; pending: number }> {
    const { db } = this.deps;
    const unfinished = await db.select({ id: bookings.id, leadBookingId: bookings.leadBookingId }).from(bookings).where(isNotNull(bookings.unfinishedSince));
    const leadIds = [...new Set(unfinished.map((r) => r.leadBookingId ?? r.id))];
    const counts = { finished: 0, givenBack: 0, pending: 0 };
    if (leadIds.length === 0) return counts;
    const leads = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(inArray(bookings.id, leadIds), eq(bookings.vertical, this.deps.vertical.id)));
    for (const { id } of leads) {
      // A payment request or another server holds it: the next round looks again.
      if (!(await this.tryLease(id))) continue;
      try {
        counts[await this.finishOne(id)] += 1;
      } catch (error) {
        this.deps.log?.error({ err: error, bookingId: id }, "finishing a paid booking failed; the recovery sweep tries again");
        counts.pending += 1;
      } finally {
        await db.update(bookings).set({ paymentLockedUntil: null }).where(eq(bookings.id, id));
      }
    }
    return counts;
  }

  /**
   * Write-ahead reconciliation (supplier-calls.ts): the vertical's supplier calls whose answer was never saved are
   * settled: what the supplier holds for one is adopted by its booking when that booking still wants it (its payment
   * authorised, nothing booked yet; recoverInterrupted then captures and issues it), else given back. Runs first in
   * each sweep, so the recovery that follows books nothing twice.
   */
  reconcileSupplierCalls(): Promise<ReconcileCounts> {
    return this.calls.reconcile(this.deps.vertical, {
      paymentAuthorised: async (b) => {
        const lead = b.leadBookingId ? await loadBooking(this.deps.db, b.leadBookingId) : b;
        if (!lead.paymentIntentId) return false;
        const intent = await this.deps.gateway.get(lead.paymentIntentId);
        return intent.status === "requires_capture" || intent.status === "succeeded";
      },
      adopt: async (b, booked) => {
        // A bundle's item is booked under its lead's lease, like the payment that books it.
        const leaseId = b.leadBookingId ?? b.id;
        if (!(await this.tryLease(leaseId))) return false;
        try {
          const now = await loadBooking(this.deps.db, b.id);
          if (now.status !== "held" || now.supplierReference) return false;
          await updateBooking(this.deps.db, b.id, { supplierReference: booked.supplierReference, supplierOrderId: booked.supplierOrderId, details: booked.details });
          return true;
        } finally {
          await this.deps.db.update(bookings).set({ paymentLockedUntil: null }).where(eq(bookings.id, leaseId));
        }
      },
    });
  }

  /** The listing round (supplier-calls.ts): the supplier's open bookings that no booking owns are given back. */
  releaseOrphanHolds(): Promise<number> {
    return this.calls.releaseOrphans(this.deps.vertical);
  }

  private entryOf(vertical: string): RegisteredVertical | undefined {
    if (vertical === this.deps.vertical.id) return { vertical: this.deps.vertical, onConfirmed: this.deps.onConfirmed };
    return this.deps.verticals?.get(vertical);
  }

  private async finishOne(leadId: string): Promise<"finished" | "givenBack" | "pending"> {
    const { db } = this.deps;
    const lead = await loadBooking(db, leadId);
    const items = await linkedItemsOf(db, lead);
    const parts = [lead, ...items].filter((p) => p.unfinishedSince);
    const charged = parts.filter((p) => p.status === "paid" || p.status === "ticketed");
    // Cancelled or failed meanwhile (the back office, a traveller): nothing left to finish.
    for (const p of parts) if (!charged.includes(p)) await updateBooking(db, p.id, { unfinishedSince: null });
    const since = Math.min(...charged.map((p) => p.unfinishedSince?.getTime() ?? Infinity));
    if (charged.length === 0) return "finished";
    const awaitingSupplier = charged.some((p) => p.status === "paid" && this.entryOf(p.vertical)?.vertical.issue !== undefined);
    if (finishDecision(new Date(since), this.now(), awaitingSupplier) === "giveBack") {
      await giveMoneyBack(
        { db, gateway: this.deps.gateway, verticalOf: (id) => this.entryOf(id)?.vertical, translator: this.deps.translator, log: this.deps.log },
        lead,
        items,
      );
      return "givenBack";
    }
    let pending = false;
    for (const part of charged) {
      const entry = this.entryOf(part.vertical);
      if (!entry) {
        pending = true;
        continue;
      }
      if ((await this.finish(entry.vertical, part, entry.onConfirmed)).unfinishedSince) pending = true;
    }
    return pending ? "pending" : "finished";
  }

  /**
   * Holds never paid are released once their offer has expired (the supplier would refuse it by then):
   * a card left waiting for 3-D Secure or declined is abandoned, the booking fails as HOLD_EXPIRED and
   * leaves the traveller's list of open bookings. Nothing is held at the supplier before payment. A
   * booking whose card was authorised is left to recoverInterrupted. Each booking is claimed with the
   * payment lease, so servers sweeping the same database never release one twice. Returns how many.
   */
  async releaseExpiredHolds(): Promise<number> {
    const expired = await this.deps.db
      .select({ id: bookings.id })
      .from(bookings)
      // A bundle's items are released with their lead (whose expiry is the bundle's first).
      .where(and(eq(bookings.vertical, this.deps.vertical.id), eq(bookings.status, "held"), isNull(bookings.leadBookingId), lt(bookings.offerExpiresAt, sql`now()`)));
    let released = 0;
    for (const { id } of expired) {
      if (!(await this.tryLease(id))) continue;
      try {
        if (await this.release(await loadBooking(this.deps.db, id), "HOLD_EXPIRED", "hold expired unpaid; released")) released += 1;
      } catch (error) {
        this.deps.log?.error({ err: error }, "hold release failed");
      } finally {
        await this.deps.db.update(bookings).set({ paymentLockedUntil: null }).where(eq(bookings.id, id));
      }
    }
    return released;
  }

  /**
   * The traveller gives up a held booking (declined card, 3-D Secure left open): the card attempt is
   * abandoned and the booking fails as HOLD_RELEASED, so it leaves their open bookings. Under the
   * payment lease, like a payment: a release never races a payment of the same booking.
   */
  async releaseHold(booking: BookingRow): Promise<void> {
    await this.exclusive(booking.id, async () => {
      const b = await loadBooking(this.deps.db, booking.id);
      if (!(await this.release(b, "HOLD_RELEASED", "released by the traveller"))) throw new BookingError(409, this.m.notReleasable);
    });
  }

  /**
   * Issues a booking that was paid but never issued (spec B §4 back office: "a flight booking can be
   * ticketed"; a process cut between capture and issuing leaves it paid, docs/performance.md "Known
   * gaps"). Under the payment lease, like a payment; a booking no longer paid is left as it is.
   * Answers the booking as it stands afterwards.
   */
  async issuePaid(booking: BookingRow): Promise<BookingRow> {
    const { vertical, db } = this.deps;
    const issue = vertical.issue?.bind(vertical);
    if (!issue) return booking;
    await this.exclusive(booking.id, async () => {
      const b = await loadBooking(db, booking.id);
      if (b.status !== "paid") return;
      let issued;
      try {
        issued = await issue(b);
      } catch (error) {
        throw vertical.supplierError(error);
      }
      const done = await setStatus(db, b.id, issued.status, { details: issued.details }, "issued from the back office");
      try {
        await this.deps.onConfirmed?.(done);
        await updateBooking(db, b.id, { unfinishedSince: null });
      } catch (error) {
        // Issued; the confirmation is left to the recovery sweep (finishPaid).
        this.deps.log?.error({ err: error }, "confirmation mail failed");
      }
    });
    return loadBooking(db, booking.id);
  }

  /** Releases a held booking whose card was never authorised; false when it is not such a booking. */
  private async release(b: BookingRow, code: string, note: string): Promise<boolean> {
    // A bundle's item is released with its lead.
    if (b.status !== "held" || b.leadBookingId) return false;
    const intent = b.paymentIntentId ? await this.deps.gateway.get(b.paymentIntentId) : null;
    if (intent?.status === "requires_capture" || intent?.status === "succeeded") return false;
    if (intent?.status === "requires_action" || intent?.status === "requires_payment_method") await this.deps.gateway.cancel(intent.id);
    const items = await linkedItemsOf(this.deps.db, b);
    await returnCredit(this.deps.db, b, items);
    for (const item of items) await setStatus(this.deps.db, item.id, "failed", { failureCode: code }, note);
    await setStatus(this.deps.db, b.id, "failed", { failureCode: code }, note);
    return true;
  }

  /** A payment key names one booking: reusing it for another booking is refused. */
  private async bindPaymentKey(booking: BookingRow, key: string): Promise<void> {
    const [other] = await this.deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.agencyId, booking.agencyId), eq(bookings.paymentIdempotencyKey, key)));
    if (other && other.id !== booking.id) throw new BookingError(409, this.m.idempotencyConflict);
    if (other || booking.paymentIdempotencyKey) return;
    try {
      await this.deps.db
        .update(bookings)
        .set({ paymentIdempotencyKey: key })
        .where(and(eq(bookings.id, booking.id), isNull(bookings.paymentIdempotencyKey)));
    } catch {
      // The unique index: the key was bound to another booking a moment ago.
      throw new BookingError(409, this.m.idempotencyConflict);
    }
  }

  /** One payment at a time per booking: concurrent submits share the first one's answer. */
  private exclusive<T>(bookingId: string, work: () => Promise<T>): Promise<T> {
    const running = this.paying.get(bookingId) as Promise<T> | undefined;
    if (running) return running;
    const run = (async () => {
      await this.acquireLease(bookingId);
      try {
        return await work();
      } finally {
        await this.deps.db.update(bookings).set({ paymentLockedUntil: null }).where(eq(bookings.id, bookingId));
      }
    })();
    this.paying.set(bookingId, run as Promise<never>);
    void run.finally(() => this.paying.delete(bookingId)).catch(() => undefined);
    return run;
  }

  /** Takes the booking's payment lease when it is free; false when another request or server holds it. */
  private async tryLease(bookingId: string): Promise<boolean> {
    const got = await this.deps.db
      .update(bookings)
      .set({ paymentLockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(and(eq(bookings.id, bookingId), or(isNull(bookings.paymentLockedUntil), lt(bookings.paymentLockedUntil, sql`now()`))))
      .returning({ id: bookings.id });
    return got.length > 0;
  }

  private async acquireLease(bookingId: string): Promise<void> {
    const deadline = Date.now() + LEASE_WAIT_MS;
    for (;;) {
      if (await this.tryLease(bookingId)) return;
      if (Date.now() > deadline) throw new BookingError(409, this.m.paymentInProgress);
      await sleep(LEASE_POLL_MS);
    }
  }

  /** Repeats after the end: the same answer, no second charge. */
  private async settled(b: BookingRow): Promise<PaymentOutcome | null> {
    if (b.status === "paid" || b.status === "ticketed") {
      const intent = b.paymentIntentId && b.paidFromCard > 0 ? await this.deps.gateway.get(b.paymentIntentId) : null;
      return { message: this.m.bookingConfirmed, result: this.result(b, intent, await linkedItemsOf(this.deps.db, b)) };
    }
    if (b.status === "failed") {
      const items = await linkedItemsOf(this.deps.db, b);
      throw new BookingError(409, bundleFailureMessage(this.deps.verticals, b, items, this.m.notCharged));
    }
    if (b.status === "cancelled" || b.status === "voided") throw new BookingError(409, this.m.notPayable);
    return null;
  }

  /** One payment for the booking and its linked items (trip add-ons): their totals together. */
  private async intentFor(b: BookingRow): Promise<PaymentIntent> {
    const { card: amount, credit } = this.amounts(b, await linkedItemsOf(this.deps.db, b));
    // The gateway's key names one amount: with wallet credit the card's part is its own intent (another credit, another amount).
    const idempotencyKey = credit > 0 ? `${b.vertical}-booking:${b.id}:card-${amount}` : `${b.vertical}-booking:${b.id}`;
    const intent = await this.deps.gateway.createIntent({ amount, currency: b.currency, idempotencyKey });
    if (b.paymentIntentId !== intent.id) await updateBooking(this.deps.db, b.id, { paymentIntentId: intent.id });
    return intent;
  }

  private async afterAuthorisation(b: BookingRow, intent: PaymentIntent): Promise<PaymentOutcome> {
    switch (intent.status) {
      case "requires_payment_method": {
        // Declined: the booking stays held; the same key with another card may try again. The credit the attempt
        // held goes back to the wallet (the next attempt holds it again).
        const items = await linkedItemsOf(this.deps.db, b);
        await returnCredit(this.deps.db, b, items);
        const released = await loadBooking(this.deps.db, b.id);
        throw new BookingError(402, this.m.cardError(intent.lastError), {}, undefined, this.result(released, intent, await linkedItemsOf(this.deps.db, b)));
      }
      case "requires_action":
        return { message: this.m.requiresAction, result: this.result(b, intent, await linkedItemsOf(this.deps.db, b)) };
      case "canceled":
        await returnCredit(this.deps.db, b, await linkedItemsOf(this.deps.db, b));
        throw new BookingError(409, this.m.notCharged(b.failureCode));
      case "requires_capture":
      case "succeeded":
        return this.fulfil(b, intent);
    }
  }

  /**
   * Nothing is booked, nothing charged: the authorisation is released and the booking fails with its linked items
   * (trip add-ons). `cause`: the item that failed (it keeps its supplier's code; the others say why they were released).
   */
  private async fail(b: BookingRow, intent: PaymentIntent | null, code: string, items: readonly BookingRow[] = [], cause?: BookingRow): Promise<never> {
    if (intent?.status === "requires_capture" || intent?.status === "requires_action") await this.deps.gateway.cancel(intent.id);
    await returnCredit(this.deps.db, b, items);
    for (const item of items) {
      await setStatus(this.deps.db, item.id, "failed", { failureCode: item.id === cause?.id ? code : BUNDLE_ITEM_FAILED }, "authorisation released");
    }
    const failed = await setStatus(this.deps.db, b.id, "failed", { failureCode: cause ? BUNDLE_ITEM_FAILED : code }, "authorisation released");
    // Refused for good: its saved checkout is not offered for resume any more (docs/checkout-sessions.md "Server").
    await closeRefusedCheckouts(this.deps.db, failed).catch((error: unknown) => this.deps.log?.error({ err: error, bookingId: b.id }, "closing the refused checkout failed"));
    const message = bundleFailureMessage(this.deps.verticals, failed, await linkedItemsOf(this.deps.db, failed), this.m.notCharged);
    throw new BookingError(code === "SUPPLIER_TIMEOUT" ? 504 : 409, message);
  }

  /** Gives back what was booked before a later part failed (the lead, earlier items); best effort, logged. */
  private async unbookAll(booked: readonly BookingRow[]): Promise<void> {
    for (const b of booked) {
      const vertical = b.vertical === this.deps.vertical.id ? this.deps.vertical : this.deps.verticals?.get(b.vertical)?.vertical;
      await vertical?.unbook(b).catch((error: unknown) => this.deps.log?.error({ err: error, bookingId: b.id }, "giving back a booked part failed"));
    }
  }

  /**
   * Saves what the supplier booked, tried again while the database drops connections. If it still cannot be saved,
   * the supplier's booking is given back before the error goes up: no booking would point at it, and the next try
   * (the traveller's retry, the recovery round) books again. The card stays authorised, never captured here.
   */
  private async recordBooked(vertical: BookingVertical, b: BookingRow, { booked, callId }: { booked: BookedWithSupplier; callId: string }): Promise<BookingRow> {
    const patch = { supplierReference: booked.supplierReference, supplierOrderId: booked.supplierOrderId, details: booked.details };
    for (let attempt = 0; ; attempt++) {
      try {
        const saved = await updateBooking(this.deps.db, b.id, patch);
        await this.calls.settle(callId, "owned", booked.supplierReference);
        return saved;
      } catch (error) {
        const wait = RECORD_RETRY_MS[attempt];
        if (wait === undefined) {
          this.deps.log?.error({ err: error, bookingId: b.id }, "saving the supplier's booking failed; giving it back");
          try {
            await vertical.unbook({ ...b, ...patch });
            await this.calls.settle(callId, "released", booked.supplierReference);
          } catch (unbookError) {
            // Its write-ahead row stays `calling`: the reconciliation round gives it back.
            this.deps.log?.error({ err: unbookError, bookingId: b.id }, "giving back an unsaved supplier booking failed");
          }
          throw error;
        }
        await sleep(wait);
      }
    }
  }

  /** Authorised: book with the supplier (then each linked item with its own), then capture, then issue. */
  private async fulfil(booking: BookingRow, intent: PaymentIntent | null): Promise<PaymentOutcome> {
    const { gateway, db, vertical } = this.deps;
    let b = booking;
    let items = await linkedItemsOf(db, b);
    if (!b.supplierReference) {
      let booked: { booked: BookedWithSupplier; callId: string };
      try {
        booked = await this.calls.book(vertical, b);
      } catch (error) {
        const code = vertical.failureCode(error);
        if (!code) this.deps.log?.error({ err: error }, "supplier book failed");
        return this.fail(b, intent, code ?? "SUPPLIER_ERROR", items);
      }
      b = await this.recordBooked(vertical, b, booked);
    }
    // Trip add-ons: each linked item with its own vertical; one that fails gives back everything booked before it.
    for (const [index, item] of items.entries()) {
      if (item.supplierReference) continue;
      const own = this.deps.verticals?.get(item.vertical)?.vertical;
      let booked: { booked: BookedWithSupplier; callId: string };
      try {
        if (!own) throw new Error(`vertical ${item.vertical} is not registered`);
        booked = await this.calls.book(own, item);
      } catch (error) {
        const code = own?.failureCode(error) ?? null;
        if (!code) this.deps.log?.error({ err: error }, "linked item book failed");
        await this.unbookAll([b, ...items.slice(0, index)]);
        return this.fail(b, intent, code ?? "SUPPLIER_ERROR", items, item);
      }
      items[index] = await this.recordBooked(own, item, booked);
    }
    // Credit only (docs/decisions.md "Reward wallet"): no card to capture; the credit was held under this lease.
    let captured: PaymentIntent | null = null;
    try {
      if (intent) captured = await gateway.capture(intent.id);
    } catch (error) {
      // Booked but not charged is not allowed either: give the booking back, then release.
      this.deps.log?.error({ err: error }, "capture failed; cancelling the supplier booking");
      await this.unbookAll([b, ...items]);
      return this.fail(b, intent, "CAPTURE_FAILED", items);
    }
    const paid = { cardBrand: captured?.card?.brand ?? null, cardLast4: captured?.card?.last4 ?? null };
    // Charged: from here the booking is finished or its money given back (finishPaid), never left as it is.
    const unfinishedSince = this.now();
    items = await Promise.all(items.map((item) => setStatus(db, item.id, "paid", { ...paid, paymentIntentId: captured?.id ?? null, unfinishedSince })));
    b = await setStatus(db, b.id, "paid", { ...paid, unfinishedSince });
    // A completed booking earns the owner's reward, each part of a bundle on its own total; never fails the payment.
    for (const part of [b, ...items]) await earnCredit(db, part).catch((error: unknown) => this.deps.log?.error({ err: error, bookingId: part.id }, "reward wallet earning failed"));
    b = await this.finish(vertical, b, this.deps.onConfirmed);
    for (const [index, item] of items.entries()) {
      const entry = this.deps.verticals?.get(item.vertical);
      if (entry) items[index] = await this.finish(entry.vertical, item, entry.onConfirmed);
    }
    return { message: this.m.bookingConfirmed, result: this.result(b, captured, items) };
  }

  /**
   * Paid: what the traveller holds (a flight's e-tickets), then the confirmation mail; then the booking is finished.
   * Each step can run again: issuing with the same supplier order (the supplier answers an issued order as it is),
   * the confirmation once issued. A step that fails leaves the booking unfinished for the recovery sweep (finishPaid).
   */
  private async finish(vertical: BookingVertical, paid: BookingRow, onConfirmed: SagaDeps["onConfirmed"]): Promise<BookingRow> {
    let b = paid;
    // Paid is booked for the client: a proposal it was made from is booked.
    await markProposalBooked(this.deps.db, b).catch((error: unknown) => this.deps.log?.error({ err: error }, "marking the proposal booked failed"));
    try {
      if (vertical.issue && b.status === "paid") {
        const issued = await vertical.issue(b);
        b = await setStatus(this.deps.db, b.id, issued.status, { details: issued.details });
      }
      await onConfirmed?.(b);
      return await updateBooking(this.deps.db, b.id, { unfinishedSince: null });
    } catch (error) {
      this.deps.log?.error({ err: error, bookingId: b.id }, "finishing a paid booking failed; the recovery sweep tries again");
      await updateBooking(this.deps.db, b.id, { finishAttempts: b.finishAttempts + 1 }).catch(() => undefined);
      return b;
    }
  }

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  /** `items`: a bundle's linked items, paid with it (their credit is part of the payment). */
  result(b: BookingRow, intent: PaymentIntent | null, items: readonly BookingRow[] = []): PaymentResult {
    const { total, credit } = this.amounts(b, items);
    const card = intent?.card ?? (b.cardBrand && b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null);
    return {
      referenceNumber: b.referenceNumber,
      intentId: intent?.id ?? b.paymentIntentId,
      bookingStatus: b.status,
      paymentStatus: intent?.status ?? "requires_payment_method",
      challengeId: intent?.status === "requires_action" ? intent.challengeId : null,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      errorCode: intent?.lastError ? (intent.lastError.declineCode ?? intent.lastError.code) : null,
      // The payment's amount: a bundle's lead pays for its linked items too.
      totalAmount: money(total, b.currency),
      paidFromCredit: money(credit, b.currency),
      paidFromCard: money(total - credit, b.currency),
    };
  }
}

/**
 * Sweeps (at start, then every minute). Two servers, one database: each vertical's sweep runs on one
 * instance at a time (runAlone, a PostgreSQL advisory lock); the others skip that minute. The payment
 * lease still makes each booking's settlement safe on its own (a payment request beside a sweep).
 */
export function scheduleSweeps(app: FastifyInstance, saga: BookingSaga): void {
  let timer: NodeJS.Timeout | undefined;
  const sweepOnce = () =>
    saga
      .reconcileSupplierCalls()
      .catch((error: unknown) => app.log.error({ err: error }, "supplier call reconciliation failed"))
      .then(() => saga.recoverInterrupted())
      .catch((error: unknown) => app.log.error({ err: error }, "payment recovery failed"))
      .then(() => saga.finishPaid())
      .catch((error: unknown) => app.log.error({ err: error }, "finishing paid bookings failed"))
      .then(() => saga.releaseExpiredHolds())
      .catch((error: unknown) => app.log.error({ err: error }, "hold release failed"))
      .then(() => saga.releaseOrphanHolds())
      .catch((error: unknown) => app.log.error({ err: error }, "releasing supplier bookings no booking owns failed"));
  const sweep = () =>
    void runAlone(saga.db, `booking-sweeps:${saga.verticalId}`, sweepOnce).catch((error: unknown) => app.log.error({ err: error }, "booking sweeps failed"));
  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, 60_000).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
