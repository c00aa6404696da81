import type { BookingFinishing } from "@/shared/api/bookings";
import { FINISH_PAID_WITHIN_MINUTES, giveBackAt, NOT_FINISHED_REFUNDED } from "@/shared/booking/finishing";
import type { Db } from "../db/client";
import type { BookingRow } from "../db/schema-bookings";
import type { Translator } from "../i18n";
import type { PaymentGateway } from "../payments/types";
import { mailMoneyGivenBack } from "./finishing-mail";
import { setStatus } from "./repository";
import { settleCancelledCredit } from "./reward-wallet";
import type { BookingVertical } from "./vertical";

// Charged means finished or refunded (docs/decisions.md): a paid booking the recovery sweep could not finish within
// FINISH_PAID_WITHIN_MINUTES gets its money back here, with its linked items (one payment), for every vertical.

interface GiveBackDeps {
  db: Db;
  gateway: PaymentGateway;
  /** The vertical of each part, to release what its supplier still holds. */
  verticalOf(id: string): BookingVertical | undefined;
  translator?: Translator | undefined;
  log?: { error(obj: unknown, msg: string): void } | undefined;
}

/**
 * Each step may run again after a crash and does nothing twice: the card gets back what is captured and not yet
 * refunded (a repeat finds nothing left) or its authorisation is voided; the supplier is asked to release each part
 * (a part already released answers an error, logged); the wallet's movements are written once per booking; the
 * mails and the status are written in one transaction, so the customer and the agency hear it once.
 */
export async function giveMoneyBack(deps: GiveBackDeps, lead: BookingRow, items: readonly BookingRow[]): Promise<void> {
  const { db, gateway } = deps;
  const parts = [lead, ...items];
  const card = parts.reduce((n, p) => n + p.paidFromCard, 0);
  const credit = parts.reduce((n, p) => n + p.paidFromCredit, 0);
  if (lead.paymentIntentId && card > 0) {
    const intent = await gateway.get(lead.paymentIntentId);
    const left = intent.amountCaptured - intent.amountRefunded;
    if (intent.status === "succeeded" && left > 0) await gateway.refund(intent.id, left);
    else if (intent.status === "requires_capture") await gateway.cancel(intent.id);
  }
  for (const part of parts) {
    await deps
      .verticalOf(part.vertical)
      ?.unbook(part)
      .catch((error: unknown) => deps.log?.error({ err: error, bookingId: part.id }, "releasing an unfinished booking at its supplier failed"));
    await settleCancelledCredit(db, part, part.paidFromCredit);
  }
  const note = `not finished within ${FINISH_PAID_WITHIN_MINUTES} minutes; money given back`;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (deps.translator) await mailMoneyGivenBack({ db: txDb, translator: deps.translator }, lead, { card, credit }, FINISH_PAID_WITHIN_MINUTES);
    for (const part of parts) await setStatus(txDb, part.id, "failed", { failureCode: NOT_FINISHED_REFUNDED, unfinishedSince: null }, note);
  });
}

/**
 * What a booking's page says about it (every vertical's reservation answer carries it). `issues`: its vertical
 * issues after payment (a flight's e-tickets). Only a booking still waiting for that is "finishing": one that lacks
 * only its confirmation mail is booked, and the sweep sends the mail (finishDecision never refunds it).
 */
export function finishingOf(b: BookingRow, issues: boolean): BookingFinishing | null {
  if (b.unfinishedSince && issues && b.status === "paid") return { state: "finishing", giveBackAt: giveBackAt(b.unfinishedSince).toISOString() };
  if (b.status === "failed" && b.failureCode === NOT_FINISHED_REFUNDED) return { state: "refunded", giveBackAt: null };
  return null;
}
