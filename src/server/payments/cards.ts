import { passesLuhn } from "@/shared/luhn";
import type { PaymentError } from "./types";

/** Luhn (mod 10) check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^35(2[89]|[3-8])/.test(digits)) return "jcb";
  return "unknown";
}

/** What a sandbox card does when charged. */
export type TestBehaviour = "succeed" | "decline" | "insufficient" | "expired" | "3ds_succeed" | "3ds_decline" | "live_card" | "decline_off_session" | "3ds_always" | "capture_fails";

/** Test cards, as in a card processor's test mode (docs/sandbox.md). */
export const TEST_CARDS: Readonly<Record<string, TestBehaviour>> = {
  "4242424242424242": "succeed",
  "5555555555554444": "succeed",
  "4000000000000002": "decline",
  "4000000000009995": "insufficient",
  "4000000000000069": "expired",
  "4000002500003155": "3ds_succeed",
  "4000008400001629": "3ds_decline",
  // Accepted while the cardholder is there (so it can be saved), declined when charged later off-session.
  "4000000000000341": "decline_off_session",
  // 3-D Secure on every payment, as Stripe's 4000 0027 6000 3184: off-session (a renewal) it is declined authentication_required.
  "4000002760003184": "3ds_always",
  // Authorised, then its capture fails (an authorisation that lapsed): the saga's "booked but not charged" path.
  "4000000000000770": "capture_fails",
};

export const cardError = (code: string, message: string, declineCode: string | null = null): PaymentError => ({ code, declineCode, message });

/** Number, expiry and CVC checks, in that order; null when the card is well formed. */
export function validateCard(card: { number: string; expMonth: number; expYear: number; cvc: string }, now: Date): PaymentError | null {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return cardError("invalid_number", "The card number is not a valid card number.");
  if (!luhnValid(digits)) return cardError("incorrect_number", "The card number is incorrect.");
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return cardError("invalid_expiry_month", "The card's expiration month is invalid.");
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 20) return cardError("invalid_expiry_year", "The card's expiration year is invalid.");
  // A card is valid through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)) {
    return cardError("invalid_expiry_year", "The card's expiration date is in the past.");
  }
  const cvcLength = cardBrand(digits) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return cardError("invalid_cvc", "The card's security code is invalid.");
  return null;
}
