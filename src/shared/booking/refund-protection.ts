// Refund protection's rules (spec B "Add-ons": isEnabled, refundProtectMarkup), written once for the server's
// PATCH /api/refund-protects and the back office's settings form: the rule messages (zod issues carry their ids;
// src/shared/message-ids.ts) and the provider's premium an agency starts from.
import type { MessageDescriptor } from "../validation/messages";

export const refundProtectionRules = {
  markupRange: /*i18n*/ { id: "refundProtection.config.markupRange", message: "The markup on refund protection must be between 0 and 100 %" },
  markupPrecision: /*i18n*/ { id: "refundProtection.config.markupPrecision", message: "Use at most two decimals for the markup" },
} as const satisfies Record<string, MessageDescriptor>;

/** The sandbox protection provider's premium, percent of the trip total, for an agency that has not been given its own rate. */
export const DEFAULT_PREMIUM_RATE = 6;

/** What travellers pay, percent of the trip total: the provider's premium plus the agency's markup on it (to 0.0001 %). */
export function effectiveRate(premiumRate: number, refundProtectMarkup: number): number {
  return Math.round(premiumRate * (100 + refundProtectMarkup) * 100) / 10_000;
}

const byId = new Map<string, MessageDescriptor>(Object.values(refundProtectionRules).map((d) => [d.id, d]));

export function refundProtectionDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}
