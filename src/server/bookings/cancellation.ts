import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { money, toMajor, type Money } from "@/shared/money";
import { customerPenaltyOf, customerRefundOf } from "@/shared/booking/cancellation-charge";
import { splitRefund } from "@/shared/booking/reward-wallet";
import { isCancellable, type BookingStatus } from "@/shared/booking/statuses";
import type { Db } from "../db/client";
import { bookings, type BookingRow } from "../db/schema-bookings";
import type { PaymentGateway } from "../payments/types";
import type { ExchangeRate, SupplierCancelQuote } from "../suppliers/types";
import { auditChange } from "../back-office/audit";
import { auditUnchanged } from "../back-office/audit-scope";
import { BookingError } from "./errors";
import { loadBooking, setStatus } from "./repository";
import { settleCancelledCredit } from "./reward-wallet";
import type { BookingVertical } from "./vertical";

// Cancellation, once for every vertical: quote → confirm with the quoted refund → a new quote when the
// supplier's refund moved in between (spec B §4: "if priceChanged is returned the new refund amount is
// shown for reconfirmation"). A void (where the vertical has one) refunds everything.

export interface CancellationQuoteResult {
  referenceNumber: string;
  penalty: Money;
  refund: Money;
  cancellable: boolean;
  voidable: boolean;
  /** A void's own figure (everything paid), so it is never shown beside the cancel's penalty. */
  voidRefund?: Money;
  /** The supplier refunds in another currency: the figures above are converted at this rate. */
  exchangeRate?: ExchangeRate;
  /** Paid from the reward wallet: a refund goes back there first (`splitRefund`), so the dialog can say where. */
  paidFromCredit?: Money;
}

export interface CancellationOutcome {
  referenceNumber: string;
  bookingStatus: BookingStatus;
  penalty: Money;
  refund: Money;
  /** The refund moved since the quote: nothing was cancelled; the new figures are above. */
  priceChanged?: boolean;
  exchangeRate?: ExchangeRate;
}

interface CancellationDeps {
  db: Db;
  gateway: PaymentGateway;
  vertical: BookingVertical;
}

/**
 * What the traveller gets back on cancel: the supplier's refund, plus the markup in the same
 * proportion; the agency fee is kept. With refund protection (spec B add-ons) everything but the
 * premium comes back. Documented in docs/flights-api.md.
 */
export function customerQuote(b: BookingRow, q: SupplierCancelQuote): CancellationQuoteResult {
  const zero = money(0, b.currency);
  if (!isCancellable(b.status)) {
    return { referenceNumber: b.referenceNumber, penalty: zero, refund: zero, cancellable: false, voidable: false };
  }
  const extras = {
    ...(q.voidable ? { voidRefund: money(b.totalAmount, b.currency) } : {}),
    ...(q.exchangeRate ? { exchangeRate: q.exchangeRate } : {}),
    ...(b.paidFromCredit > 0 ? { paidFromCredit: money(b.paidFromCredit, b.currency) } : {}),
  };
  if (b.refundProtection && b.addOnsAmount > 0) {
    return { referenceNumber: b.referenceNumber, penalty: zero, refund: money(b.totalAmount - b.addOnsAmount, b.currency), cancellable: q.cancellable, voidable: q.voidable, ...extras };
  }
  const refund = customerRefundOf({ total: b.totalAmount, net: b.netAmount, markup: b.markupAmount }, q.refund.amount);
  return {
    referenceNumber: b.referenceNumber,
    penalty: money(b.totalAmount - refund, b.currency),
    refund: money(refund, b.currency),
    cancellable: q.cancellable,
    voidable: q.voidable,
    ...extras,
  };
}

/**
 * A supplier's penalty as this booking's cancellation will take it (the same rule as `customerQuote`): the
 * booking page and its documents show this, never the supplier's net figure.
 */
export function bookedPenaltyOf(b: BookingRow, supplierPenalty: Money): Money {
  if (b.refundProtection && b.addOnsAmount > 0) return money(0, supplierPenalty.currency);
  return customerPenaltyOf({ total: b.totalAmount, net: b.netAmount, markup: b.markupAmount }, supplierPenalty);
}

/** The payment lease, as the saga takes it (bookings/saga/lease.ts): a dead holder's lapses after this long. */
const LEASE_SECONDS = 60;
const LEASE_WAIT_MS = 30_000;
const LEASE_POLL_MS = 25;

export class BookingCancellation {
  /** One cancellation at a time per booking in this process; the status check makes repeats refuse. */
  private readonly running = new Map<string, Promise<CancellationOutcome>>();

  constructor(private readonly deps: CancellationDeps) {}

  async quote(b: BookingRow): Promise<CancellationQuoteResult> {
    const none = { penalty: money(0, b.currency), refund: money(0, b.currency), cancellable: false, voidable: false };
    if (!isCancellable(b.status) || !b.supplierReference) return customerQuote(b, none);
    try {
      return customerQuote(b, await this.deps.vertical.cancelQuote(b));
    } catch (error) {
      throw this.deps.vertical.supplierError(error);
    }
  }

  /**
   * `expectedRefund` (cancel only): the refund the traveller confirmed. When the supplier's refund is
   * different now, nothing is cancelled and the answer is the new quote with `priceChanged: true`.
   */
  cancel(booking: BookingRow, action: "cancel" | "void", expectedRefund?: Money, reason?: string): Promise<CancellationOutcome> {
    const running = this.running.get(booking.id);
    if (running) return running;
    const work = this.cancelOnce(booking.id, action, expectedRefund, reason);
    this.running.set(booking.id, work);
    void work.finally(() => this.running.delete(booking.id)).catch(() => undefined);
    return work;
  }

  /**
   * Two servers, one database: the in-process map above shares a cancel running in this process; the
   * booking's payment lease (the column the saga pays under) makes a cancel on another instance wait,
   * then find the booking cancelled (409), so a booking is never refunded twice. It also keeps a cancel
   * from racing a payment of the same booking.
   */
  private async cancelOnce(id: string, action: "cancel" | "void", expectedRefund?: Money, reason?: string): Promise<CancellationOutcome> {
    const { db } = this.deps;
    const deadline = Date.now() + LEASE_WAIT_MS;
    while (!(await this.tryLease(id))) {
      // After half a minute the holder is taken to be busy paying; the traveller tries again later.
      if (Date.now() > deadline) throw new BookingError(409, this.deps.vertical.messages.paymentInProgress);
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    }
    try {
      return await this.cancelLeased(id, action, expectedRefund, reason);
    } finally {
      await db.update(bookings).set({ paymentLockedUntil: null }).where(eq(bookings.id, id));
    }
  }

  private async tryLease(id: string): Promise<boolean> {
    const got = await this.deps.db
      .update(bookings)
      .set({ paymentLockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(and(eq(bookings.id, id), or(isNull(bookings.paymentLockedUntil), lt(bookings.paymentLockedUntil, sql`now()`))))
      .returning({ id: bookings.id });
    return got.length > 0;
  }

  private async cancelLeased(id: string, action: "cancel" | "void", expectedRefund?: Money, reason?: string): Promise<CancellationOutcome> {
    const { db, vertical, gateway } = this.deps;
    const m = vertical.cancellationMessages;
    const b = await loadBooking(db, id);
    if (b.status === "cancelled" || b.status === "voided") throw new BookingError(409, m.alreadyCancelled);
    if (!isCancellable(b.status) || !b.supplierReference || (action === "void" && !vertical.void)) {
      throw new BookingError(409, action === "void" ? m.notVoidable : m.notCancellable);
    }
    if (action === "cancel" && expectedRefund) {
      const current = await this.quote(b);
      if (current.refund.amount !== expectedRefund.amount || current.refund.currency !== expectedRefund.currency) {
        const rate = current.exchangeRate ? { exchangeRate: current.exchangeRate } : {};
        auditUnchanged();
        return { referenceNumber: b.referenceNumber, bookingStatus: b.status, penalty: current.penalty, refund: current.refund, priceChanged: true, ...rate };
      }
    }
    let penalty: number;
    let refund: number;
    let exchangeRate: ExchangeRate | undefined;
    try {
      if (action === "void" && vertical.void) {
        await vertical.void(b);
        penalty = 0;
        refund = b.totalAmount;
      } else {
        const done = await vertical.cancel(b, reason);
        const q = customerQuote(b, { penalty: done.penalty ?? money(0, b.currency), refund: done.refund ?? money(0, b.currency), cancellable: true, voidable: false });
        penalty = q.penalty.amount;
        refund = q.refund.amount;
        exchangeRate = done.exchangeRate ?? undefined;
      }
    } catch (error) {
      throw vertical.supplierError(error);
    }
    // docs/decisions.md "Reward wallet": what was paid from credit goes back to the wallet first, the rest to the
    // card; the booking's reward is taken back (idempotent by the movements' unique kinds, so before the status).
    const { toCredit, toCard } = splitRefund(refund, b.paidFromCredit);
    if (toCard > 0 && b.paymentIntentId) await gateway.refund(b.paymentIntentId, toCard);
    await settleCancelledCredit(db, b, toCredit);
    const done = await setStatus(db, b.id, action === "void" ? "voided" : "cancelled", { penaltyAmount: penalty, refundAmount: refund });
    // The audit trail (docs/security.md "Audit trail"): who cancelled or voided which booking, and what it refunded.
    const amount = (minor: number) => `${toMajor(money(minor, b.currency))} ${b.currency}`;
    await auditChange(db, {
      action: action === "void" ? "booking.voided" : "booking.cancelled",
      subject: { userId: b.clientUserId ?? b.bookedByUserId, name: b.referenceNumber },
      before: { status: b.status },
      after: { status: done.status, penalty: amount(penalty), refund: amount(refund) },
    });
    return {
      referenceNumber: done.referenceNumber,
      bookingStatus: done.status,
      penalty: money(penalty, b.currency),
      refund: money(refund, b.currency),
      ...(exchangeRate ? { exchangeRate } : {}),
    };
  }
}
