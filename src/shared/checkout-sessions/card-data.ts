// Resumable checkouts: what reads as card data, which a checkout session never holds. Written once: the machines'
// sanitiser drops it before saving (machines/checkout-session/sanitise.ts) and the server refuses a body that
// still holds it. Without zod: the sanitiser is in a booking page's first load with the booking runtime.

import { passesLuhn } from "../luhn";

const CARD_KEYS = new Set(["cardnumber", "pan", "cvc", "cvv", "cvv2", "cvc2", "securitycode", "card_number", "card_cvc"]);
/** Visa 4, Mastercard 2/5, Amex/Diners/JCB 3, Discover/UnionPay 6: 14–19 digits (ticket numbers are 13). */
const PAN_SHAPE = /^[2-6](?:[ -]?\d){13,18}$/;

/** A string that reads as a card number (prefix, length and Luhn checksum). */
export function looksLikeCardNumber(value: string): boolean {
  const trimmed = value.trim();
  return PAN_SHAPE.test(trimmed) && passesLuhn(trimmed.replace(/[ -]/g, ""));
}

/** A key that only ever names card secrets, or a `number` beside card fields (`{ number, cvc }`). */
export function isCardKey(key: string, holder: Record<string, unknown>): boolean {
  const lower = key.toLowerCase();
  if (CARD_KEYS.has(lower)) return true;
  return lower === "number" && ("cvc" in holder || "expMonth" in holder || "expYear" in holder);
}

/**
 * True when anything in `value` looks like card data: a card-secret key (cvc, cardNumber, a card's
 * `number`) or a string shaped like a card number. A checkout session never holds either (resumable checkouts).
 */
export function containsCardData(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === "string") return looksLikeCardNumber(value);
  if (typeof value === "number") return Number.isSafeInteger(value) && looksLikeCardNumber(String(value));
  if (Array.isArray(value)) return value.some((item) => containsCardData(item, depth + 1));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return Object.entries(record).some(([key, item]) => (isCardKey(key, record) && item != null) || containsCardData(item, depth + 1));
  }
  return false;
}
