import { useEffect, useState } from "react";
import type { RefundProtectionConfig, RefundProtectionQuote } from "../../../shared/api/refund-protection";
import { getRefundProtectionConfig, quoteRefundProtection } from "../../api/refund-protection";
import { useFlightSelector } from "./use-flight-booking";

// spec B "Add-ons": what the checkout's refund protection card offers. Reading the agency's config
// and a quote is data loading (like the country list); choosing is the machine's (`addOn.selected`).

let configOnce: Promise<RefundProtectionConfig | null> | null = null;
function loadConfig(): Promise<RefundProtectionConfig | null> {
  configOnce ??= getRefundProtectionConfig().catch(() => {
    // Not offered this time (offline, 5xx): the checkout goes on without it; the next checkout asks again.
    configOnce = null;
    return null;
  });
  return configOnce;
}

/**
 * The quote for the offer being booked, priced from the machine's repriced total (asked again when
 * the offer, its price or the client changes); null while loading, when the agency does not offer
 * refund protection, or when it could not be priced.
 */
export function useRefundProtectionQuote(): RefundProtectionQuote | null {
  const offerId = useFlightSelector((s) => s.context.pricing?.offer.id ?? null);
  const total = useFlightSelector((s) => s.context.pricing?.totalAmount.amount ?? null);
  const clientId = useFlightSelector((s) => s.context.clientId);
  const [found, setFound] = useState<{ key: string; quote: RefundProtectionQuote | null } | null>(null);
  const key = `${offerId ?? ""}|${String(total)}|${clientId ?? ""}`;
  useEffect(() => {
    if (!offerId) return;
    let live = true;
    void loadConfig()
      .then((config) => (config?.isEnabled ? quoteRefundProtection(offerId, clientId) : null))
      .catch(() => null)
      .then((quote) => live && setFound({ key, quote }));
    return () => {
      live = false;
    };
  }, [key, offerId, clientId]);
  return found?.key === key ? found.quote : null;
}
