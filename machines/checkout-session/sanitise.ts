// Resumable checkouts: a persisted snapshot never holds card data. The card goes from the payment form's event
// straight into the `confirmPayment` actor's input, and XState persists a running promise actor
// with its input, so a snapshot taken mid-charge would carry the card. sanitiseSnapshot strips it
// (and anything else card-like) before the snapshot leaves the browser; the server refuses what
// still looks like a card (containsCardData).
import { isCardKey, looksLikeCardNumber } from "@/shared/checkout-sessions/card-data";

export const REDACTED = "[redacted]";

function clean(value: unknown, depth: number): unknown {
  if (depth > 64) return null;
  if (typeof value === "string") return looksLikeCardNumber(value) ? REDACTED : value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null; // as JSON would
  if (typeof value === "boolean" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => (item === undefined || typeof item === "function" ? null : clean(item, depth + 1)));
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(record)) {
      if (item === undefined || typeof item === "function" || isCardKey(key, record)) continue;
      // A payment card object ({ number, cvc, expMonth, … }) goes as a whole.
      if (key === "card" && item && typeof item === "object" && ("number" in item || "cvc" in item)) continue;
      out[key] = clean(item, depth + 1);
    }
    return out;
  }
  return undefined; // functions, symbols, bigint: not JSON
}

/**
 * A JSON-safe deep copy of a persisted snapshot without card data: card-secret keys (cvc,
 * cardNumber, a card's number) and card objects removed, card-number-shaped strings redacted,
 * functions (the machine's `newIdempotencyKey`) dropped.
 */
export function sanitiseSnapshot<T>(snapshot: T): T {
  return clean(snapshot, 0) as T;
}
