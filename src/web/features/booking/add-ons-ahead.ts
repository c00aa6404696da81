import { useEffect } from "react";
import { whenIdle } from "../../lib/when-idle";
import { useSignedIn } from "../../state/session";
import { useBookingSelector } from "./context";

/**
 * spec B "Add-ons" on the checkout, asked for while the traveller reads the priced offer on its details page ("Every
 * page fast on a phone", signed-in pages): the agency's refund protection config, and the trip add-on bundle when
 * the offer leads one. The checkout then draws the add-on cards at once, in their places, where they arrived a
 * second after "Continue to checkout" and moved what was below them. Signed in only (the calls are a signed-in
 * person's, a bundle's quotes its user's); the calls' code is fetched then, not with the page.
 */
export function useAddOnsAhead(tripBundle: boolean): void {
  const signedIn = useSignedIn();
  const offerId = useBookingSelector((s) => (s.matches({ details: "reviewing" }) ? ((s.context.pricing?.offer.id as string | undefined) ?? null) : null));
  const clientId = useBookingSelector((s) => (s.context.clientId as string | null | undefined) ?? null);
  useEffect(() => {
    if (!signedIn || !offerId) return;
    return whenIdle(() => {
      void import("./refund-protection").then((refund) => refund.loadRefundProtectionConfig());
      if (tripBundle) void import("./trip-add-on").then((bundle) => bundle.prefetchBundleOffer(offerId, clientId));
    });
  }, [signedIn, offerId, clientId, tripBundle]);
}
