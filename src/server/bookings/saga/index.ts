import type { AgencyRow, UserRow } from "../../db/schema";
import type { BookingRow } from "../../db/schema-bookings";
import type { PaymentMethodInput } from "../../payments/types";
import { SupplierCalls, type ReconcileCounts } from "../supplier-calls";
import type { SagaContext, SagaDeps } from "./context";
import { finishPaid, issuePaid } from "./finish";
import { hold, resolveBookingClient } from "./hold";
import { completeChallenge, pay, resumePayment } from "./pay";
import { reconcileSupplierCalls, recoverInterrupted, releaseOrphanHolds } from "./recover";
import { releaseExpiredHolds, releaseHold } from "./release";
import type { HoldPlan, HoldRequest, PaymentOutcome } from "./types";

// The book-and-pay saga, once for every vertical (docs/architecture.md "Server"): hold → authorise → book
// with the supplier → capture → issue. Idempotent by the client's keys, one payment at a time per booking
// (a lease in the database, so several servers on one PostgreSQL take turns), and swept: a payment a crashed
// process left half-done is finished, and a hold nobody paid is released when its offer expires.
// One file per phase: hold.ts, pay.ts, fulfil.ts, finish.ts, release.ts, recover.ts, sweeps.ts; lease.ts the lock.

export type { HoldPlan, HoldRequest, PaymentOutcome, PaymentResult } from "./types";
export { resolveBookingClient } from "./hold";
export { scheduleSweeps } from "./sweeps";

export class BookingSaga {
  private readonly ctx: SagaContext;

  constructor(deps: SagaDeps) {
    deps.verticals?.register({ vertical: deps.vertical, onConfirmed: deps.onConfirmed, resumePayment: (booking) => this.resumePayment(booking) });
    const now = () => deps.clock?.() ?? new Date();
    this.ctx = {
      deps,
      m: deps.vertical.messages,
      calls: new SupplierCalls({ db: deps.db, log: deps.log, now }),
      creating: new Map(),
      paying: new Map(),
      now,
    };
  }

  get db(): SagaDeps["db"] {
    return this.ctx.deps.db;
  }

  get verticalId(): string {
    return this.ctx.deps.vertical.id;
  }

  /** `plan` runs only for a new key: the vertical checks the request with its supplier. */
  hold(agency: AgencyRow, user: UserRow, req: HoldRequest, plan: () => Promise<HoldPlan>): Promise<{ booking: BookingRow; created: boolean }> {
    return hold(this.ctx, agency, user, req, plan);
  }

  /** The agency client an agent books for (null: the user themself); the same rule for a hold and for its add-ons' quotes. */
  resolveClient(agency: AgencyRow, user: UserRow, clientId: string | undefined): Promise<UserRow | null> {
    return resolveBookingClient(this.ctx.deps.db, this.ctx.m, agency, user, clientId);
  }

  pay(booking: BookingRow, paymentKey: string, card: PaymentMethodInput | undefined, creditAmount = 0): Promise<PaymentOutcome> {
    return pay(this.ctx, booking, paymentKey, card, creditAmount);
  }

  completeChallenge(booking: BookingRow, challengeId: string, approve: boolean): Promise<PaymentOutcome> {
    return completeChallenge(this.ctx, booking, challengeId, approve);
  }

  /** The payment as its gateway reports it now (a webhook): authorised goes on to the supplier and the capture. */
  resumePayment(booking: BookingRow): Promise<PaymentOutcome> {
    return resumePayment(this.ctx, booking);
  }

  recoverInterrupted(): Promise<number> {
    return recoverInterrupted(this.ctx);
  }

  finishPaid(): Promise<{ finished: number; givenBack: number; pending: number }> {
    return finishPaid(this.ctx);
  }

  reconcileSupplierCalls(): Promise<ReconcileCounts> {
    return reconcileSupplierCalls(this.ctx);
  }

  releaseOrphanHolds(): Promise<number> {
    return releaseOrphanHolds(this.ctx);
  }

  releaseExpiredHolds(): Promise<number> {
    return releaseExpiredHolds(this.ctx);
  }

  releaseHold(booking: BookingRow): Promise<void> {
    return releaseHold(this.ctx, booking);
  }

  issuePaid(booking: BookingRow): Promise<BookingRow> {
    return issuePaid(this.ctx, booking);
  }
}
