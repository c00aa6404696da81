import type { CancellationResult, PenaltyQuote } from "../../shared/api/flights";
import { divideHalfEven, money, type Money } from "../../shared/money";
import { isCancellable } from "../../shared/booking/statuses";
import type { Db } from "../db/client";
import type { FlightBookingRow } from "../db/schema-flights";
import type { PaymentGateway } from "../payments/types";
import type { CancellationQuote, FlightSupplier } from "../suppliers/flights/types";
import { loadBooking, setStatus } from "./bookings";
import { FlightError, fromSupplier } from "./errors";
import { flightMessages as m } from "./messages";

interface CancellationDeps {
  db: Db;
  supplier: FlightSupplier;
  gateway: PaymentGateway;
}


/**
 * What the traveller gets back on cancel: the airline's refund, plus the markup in the same
 * proportion; the agency fee is kept. A void refunds everything (fee included). Documented in
 * docs/flights-api.md.
 */
function customerQuote(b: FlightBookingRow, q: CancellationQuote): PenaltyQuote {
  const zero = money(0, b.currency);
  if (!isCancellable(b.status)) {
    return { referenceNumber: b.referenceNumber, penalty: zero, refund: zero, cancellable: false, voidable: false };
  }
  // A void refunds everything paid (see `cancel`): its own figure, so a void is never shown beside the cancel's penalty.
  const voidRefund = q.voidable ? { voidRefund: money(b.totalAmount, b.currency) } : {};
  if (b.protectionAmount > 0) {
    // spec B refund protection: the whole fare comes back (the airline's penalty is covered); the premium does not.
    return { referenceNumber: b.referenceNumber, penalty: zero, refund: money(b.totalAmount - b.protectionAmount, b.currency), cancellable: q.cancellable, voidable: q.voidable, ...voidRefund };
  }
  const markupBack = b.netAmount > 0 ? Number(divideHalfEven(BigInt(b.markupAmount) * BigInt(q.refund.amount), BigInt(b.netAmount))) : 0;
  const refund = Math.min(b.totalAmount, q.refund.amount + markupBack);
  return {
    referenceNumber: b.referenceNumber,
    penalty: money(b.totalAmount - refund, b.currency),
    refund: money(refund, b.currency),
    cancellable: q.cancellable,
    voidable: q.voidable,
    ...voidRefund,
  };
}

export class FlightCancellation {
  /** One cancellation at a time per booking in this process; the status check makes repeats refuse. */
  private readonly running = new Map<string, Promise<CancellationResult>>();

  constructor(private readonly deps: CancellationDeps) {}

  async quote(b: FlightBookingRow): Promise<PenaltyQuote> {
    if (!isCancellable(b.status) || !b.pnr) return customerQuote(b, { pnr: b.pnr ?? "", penalty: money(0, b.currency), refund: money(0, b.currency), cancellable: false, voidable: false });
    try {
      return customerQuote(b, await this.deps.supplier.cancellationPenalty(b.pnr));
    } catch (error) {
      throw fromSupplier(error);
    }
  }

  /**
   * `expectedRefund` (cancel only): the refund the traveller confirmed. When the airline's refund is
   * different now, nothing is cancelled and the answer is the new quote with `priceChanged: true`.
   */
  cancel(booking: FlightBookingRow, action: "cancel" | "void", expectedRefund?: Money): Promise<CancellationResult> {
    const running = this.running.get(booking.id);
    if (running) return running;
    const work = this.cancelOnce(booking.id, action, expectedRefund);
    this.running.set(booking.id, work);
    void work.finally(() => this.running.delete(booking.id)).catch(() => undefined);
    return work;
  }

  private async cancelOnce(id: string, action: "cancel" | "void", expectedRefund?: Money): Promise<CancellationResult> {
    const { db, supplier, gateway } = this.deps;
    const b = await loadBooking(db, id);
    if (b.status === "cancelled" || b.status === "voided") throw new FlightError(409, m.alreadyCancelled);
    if (!isCancellable(b.status) || !b.pnr) throw new FlightError(409, action === "void" ? m.notTicketed : m.notCancellable);
    if (action === "cancel" && expectedRefund) {
      // The traveller confirms a quoted refund: a different one now is shown again, nothing cancelled.
      const current = await this.quote(b);
      if (current.refund.amount !== expectedRefund.amount || current.refund.currency !== expectedRefund.currency) {
        return { referenceNumber: b.referenceNumber, bookingStatus: b.status, penalty: current.penalty, refund: current.refund, priceChanged: true };
      }
    }
    let penalty: number;
    let refund: number;
    try {
      if (action === "void") {
        // void only within 24 hours of booking (docs/decisions.md) (the supplier refuses otherwise); a void refunds everything.
        await supplier.void(b.pnr);
        penalty = 0;
        refund = b.totalAmount;
      } else {
        const order = await supplier.cancel(b.pnr);
        const q = customerQuote(b, {
          pnr: order.pnr,
          penalty: order.penalty ?? money(0, b.currency),
          refund: order.refund ?? money(0, b.currency),
          cancellable: true,
          voidable: false,
        });
        penalty = q.penalty.amount;
        refund = q.refund.amount;
      }
    } catch (error) {
      throw fromSupplier(error);
    }
    if (refund > 0 && b.paymentIntentId) await gateway.refund(b.paymentIntentId, refund);
    const status = action === "void" ? "voided" : "cancelled";
    const done = await setStatus(db, b.id, status, { penaltyAmount: penalty, refundAmount: refund });
    return {
      referenceNumber: done.referenceNumber,
      bookingStatus: done.status,
      penalty: money(penalty, b.currency),
      refund: money(refund, b.currency),
    };
  }
}
