import { money } from "@/shared/money";
import type { Db } from "../../db/client";
import type { BookingRow } from "../../db/schema-bookings";
import type { Translator } from "../../i18n";
import type { PaymentGateway, PaymentIntent } from "../../payments/types";
import type { RegisteredVertical, VerticalRegistry } from "../registry";
import type { SupplierCalls } from "../supplier-calls";
import type { BookingVertical, SagaMessages } from "../vertical";
import type { PaymentResult } from "./types";

export interface SagaDeps {
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

/** What every phase of one vertical's saga works with (one per BookingSaga). */
export interface SagaContext {
  readonly deps: SagaDeps;
  readonly m: SagaMessages;
  readonly calls: SupplierCalls;
  // In-process sharing of work already running (PGlite is one connection); the lease column is the lock.
  readonly creating: Map<string, Promise<{ booking: BookingRow; created: boolean }>>;
  readonly paying: Map<string, Promise<unknown>>;
  now(): Date;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A vertical's entry: this saga's own, or another registered one (a bundle's linked item). */
export function entryOf(ctx: SagaContext, vertical: string): RegisteredVertical | undefined {
  if (vertical === ctx.deps.vertical.id) return { vertical: ctx.deps.vertical, onConfirmed: ctx.deps.onConfirmed };
  return ctx.deps.verticals?.get(vertical);
}

/** The payment's total (the booking and its linked items) and the card's part of it. */
export function amounts(b: BookingRow, items: readonly BookingRow[]): { total: number; card: number; credit: number } {
  const parts = [b, ...items];
  const total = parts.reduce((n, p) => n + p.totalAmount, 0);
  const credit = parts.reduce((n, p) => n + p.paidFromCredit, 0);
  return { total, credit, card: total - credit };
}

/** `items`: a bundle's linked items, paid with it (their credit is part of the payment). */
export function result(b: BookingRow, intent: PaymentIntent | null, items: readonly BookingRow[] = []): PaymentResult {
  const { total, credit } = amounts(b, items);
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
