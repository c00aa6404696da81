import { useEffect, useState } from "react";
import type { AddOnSelection } from "@machines/booking/context";
import { REFUND_PROTECTION, type RefundProtectionConfig, type RefundProtectionQuote } from "@/shared/api/refund-protection";
import { getRefundProtectionConfig } from "../../api/refund-protection";
import { useBookingSelector } from "./context";

// spec B "Add-ons": refund protection on every vertical's checkout. Reading the agency's config and a
// quote is data loading (like the country list); choosing is the machine's (`addOn.selected`). Each
// vertical gives only its quote call (flights: /api/refund-protects/quote, activities: their own path).

/** Prices refund protection for a priced offer (and the client an agent books for). */
export type QuoteRefundProtection = (offerId: string, clientId: string | null) => Promise<RefundProtectionQuote>;

/** The agency's config as last read: the checkout knows at its first render whether refund protection is offered. */
let configKnown: RefundProtectionConfig | undefined;
let configOnce: Promise<RefundProtectionConfig | null> | null = null;
/** The agency's config, read once per page life (a details page reads it ahead of its checkout: add-ons-ahead.ts). */
export function loadRefundProtectionConfig(): Promise<RefundProtectionConfig | null> {
  configOnce ??= getRefundProtectionConfig()
    .then((config) => (configKnown = config))
    .catch(() => {
      // Not offered this time (offline, 5xx): the checkout goes on without it; the next checkout asks again.
      configOnce = null;
      return null;
    });
  return configOnce;
}

/**
 * The quote for the offer being booked, priced from the machine's priced total (asked again when the
 * offer, its price or the client changes): null while loading, when the agency does not offer refund
 * protection, or when it could not be priced; `pending` while it is asked for and may be offered (the card holds
 * its place meanwhile).
 */
export function useRefundProtectionQuote(quote: QuoteRefundProtection, basis = ""): { quote: RefundProtectionQuote | null; pending: boolean } {
  const offerId = useBookingSelector((s) => (s.context.pricing?.offer.id as string | undefined) ?? null);
  const total = useBookingSelector((s) => (s.context.pricing?.totalAmount.amount as number | undefined) ?? null);
  const clientId = useBookingSelector((s) => (s.context.clientId as string | null | undefined) ?? null);
  const [found, setFound] = useState<{ key: string; quote: RefundProtectionQuote | null } | null>(null);
  // `basis`: what else the trip total holds (a car's extras): a new basis is a new quote.
  const key = `${offerId ?? ""}|${String(total)}|${clientId ?? ""}|${basis}`;
  useEffect(() => {
    if (!offerId) return;
    let live = true;
    void loadRefundProtectionConfig()
      .then((config) => (config?.isEnabled ? quote(offerId, clientId) : null))
      .catch(() => null)
      .then((answer) => live && setFound({ key, quote: answer }));
    return () => {
      live = false;
    };
  }, [key, offerId, clientId, quote]);
  const answered = found?.key === key;
  return { quote: answered ? found.quote : null, pending: !answered && offerId !== null && configKnown?.isEnabled !== false };
}

/**
 * Agent books for a client: the add-ons chosen so far quoted again on the offer as priced for that client
 * (a refund protection premium follows the trip total); any other add-on stays as it is.
 */
export function requoteAddOns(addOns: readonly AddOnSelection[], offerId: string, clientId: string | null, quote: QuoteRefundProtection): Promise<AddOnSelection[]> {
  return Promise.all(
    addOns.map(async (addOn) => {
      if (addOn.kind !== REFUND_PROTECTION) return addOn;
      const fresh = await quote(offerId, clientId);
      return { id: fresh.quoteId, kind: REFUND_PROTECTION, price: fresh.protectionAmount };
    }),
  );
}
