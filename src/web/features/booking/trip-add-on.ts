import { useEffect, useState } from "react";
import type { AddOnSelection } from "@machines/booking/context";
import { TRIP_ADD_ON, type BundleOffer, type BundleProduct, type TripAddOnConfig } from "@/shared/api/trip-add-on";
import { createBundleOffer, getTripAddOnConfig } from "../../api/trip-add-on";
import { useBookingSelector } from "./context";

// spec B "Add-ons": the trip add-on bundle on a checkout whose offer leads one (flights). Reading the agency's
// config and the bundle offer is data loading (like refund protection's quote); choosing an item is the
// machine's (`addOn.selected` with the item's quote). docs/decisions.md "Trip add-on bundle".

let configOnce: Promise<TripAddOnConfig | null> | null = null;
function loadConfig(): Promise<TripAddOnConfig | null> {
  configOnce ??= getTripAddOnConfig().catch(() => {
    // Not offered this time (offline, 5xx): the checkout goes on without it; the next checkout asks again.
    configOnce = null;
    return null;
  });
  return configOnce;
}

/** One offer per priced offer and client for the page's life: going to payment and back keeps the same quotes. */
const offers = new Map<string, Promise<BundleOffer | null>>();
function offerFor(offerId: string, clientId: string | null): Promise<BundleOffer | null> {
  const key = `${offerId}|${clientId ?? ""}`;
  let found = offers.get(key);
  if (!found) {
    found = loadConfig()
      .then((config) => (config?.isEnabled ? createBundleOffer(offerId, clientId) : null))
      .catch(() => {
        offers.delete(key);
        return null;
      });
    offers.set(key, found);
  }
  return found;
}

/** The add-on a bundle item is in the machine's add-on slot. */
export function bundleSelection(product: BundleProduct): AddOnSelection {
  return { id: product.quoteId, kind: TRIP_ADD_ON, price: product.price, item: { code: product.productCode, title: product.title } };
}

/**
 * The bundle offered with the offer being booked (asked again when the offer or the client changes); null while
 * loading, when the agency offers none, or when it could not be made.
 */
export function useBundleOffer(): BundleOffer | null {
  const offerId = useBookingSelector((s) => (s.context.pricing?.offer.id as string | undefined) ?? null);
  const clientId = useBookingSelector((s) => (s.context.clientId as string | null | undefined) ?? null);
  const [found, setFound] = useState<{ key: string; offer: BundleOffer | null } | null>(null);
  const key = `${offerId ?? ""}|${clientId ?? ""}`;
  useEffect(() => {
    if (!offerId) return;
    let live = true;
    void offerFor(offerId, clientId).then((offer) => live && setFound({ key, offer }));
    return () => {
      live = false;
    };
  }, [key, offerId, clientId]);
  return found?.key === key ? found.offer : null;
}

/**
 * Agent books for a client, or a restored checkout: the bundle items chosen so far, offered again for this offer
 * and client (their prices follow the client's markups); an item no longer offered is dropped. Other add-ons stay.
 */
export async function requoteTripAddOns(addOns: readonly AddOnSelection[], offerId: string, clientId: string | null): Promise<AddOnSelection[]> {
  if (!addOns.some((addOn) => addOn.kind === TRIP_ADD_ON)) return [...addOns];
  const offer = await offerFor(offerId, clientId);
  return addOns.flatMap((addOn) => {
    if (addOn.kind !== TRIP_ADD_ON) return [addOn];
    const again = offer?.products.find((product) => product.productCode === addOn.item?.code);
    return again ? [bundleSelection(again)] : [];
  });
}
