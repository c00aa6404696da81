import { useEffect, useState } from "react";
import type { AddOnSelection } from "@machines/booking/context";
import { BUNDLE_PRODUCTS, TRIP_ADD_ON, type BundleOffer, type BundleProduct, type TripAddOnConfig } from "@/shared/api/trip-add-on";
import { createBundleOffer, getTripAddOnConfig } from "../../api/trip-add-on";
import { useBookingSelector } from "./context";

// spec B "Add-ons": the trip add-on bundle on a checkout whose offer leads one (flights). Reading the agency's
// config and the bundle offer is data loading (like refund protection's quote); choosing an item is the
// machine's (`addOn.selected` with the item's quote). docs/decisions.md "Trip add-on bundle".

/** The agency's config as last read: the bundle card knows at its first render whether it is offered. */
let configKnown: TripAddOnConfig | undefined;
let configOnce: Promise<TripAddOnConfig | null> | null = null;
function loadConfig(): Promise<TripAddOnConfig | null> {
  configOnce ??= getTripAddOnConfig().then((config) => (configKnown = config));
  // Not read this time (offline, 5xx): the next ask tries again.
  configOnce.catch(() => (configOnce = null));
  return configOnce;
}

/** What became of a bundle offer asked for: offered (its products may be none) or not made (`failed`). */
type Answer = { offer: BundleOffer | null } | { failed: true };

/** One offer per priced offer and client for the page's life: going to payment and back keeps the same quotes. */
const offers = new Map<string, Promise<Answer>>();
/** The answers already here, read at a checkout's first render ("Every page fast on a phone": CLS 0). */
const answered = new Map<string, Answer>();
const keyOf = (offerId: string, clientId: string | null) => `${offerId}|${clientId ?? ""}`;

function offerFor(offerId: string, clientId: string | null): Promise<Answer> {
  const key = keyOf(offerId, clientId);
  let found = offers.get(key);
  if (!found) {
    found = loadConfig()
      .then(async (config): Promise<Answer> => ({ offer: config?.isEnabled ? await createBundleOffer(offerId, clientId) : null }))
      .catch((): Answer => {
        // Not made this time: the checkout says so and may ask again; the next ask is a new request.
        offers.delete(key);
        return { failed: true };
      })
      .then((answer) => {
        answered.set(key, answer);
        return answer;
      });
    offers.set(key, found);
  }
  return found;
}

/**
 * The bundle asked for ahead of its checkout (on the step before, while the traveller reads the offer): its card is
 * then drawn with the page instead of arriving a second later and moving what is below it.
 */
export function prefetchBundleOffer(offerId: string, clientId: string | null): void {
  void offerFor(offerId, clientId);
}

/** The add-on a bundle item is in the machine's add-on slot. */
export function bundleSelection(product: BundleProduct): AddOnSelection {
  return { id: product.quoteId, kind: TRIP_ADD_ON, price: product.price, item: { code: product.productCode, title: product.title } };
}

/**
 * The bundle card's state for the offer being booked (asked again when the offer or the client changes):
 * - `none`: the agency offers no bundle (no card);
 * - `loading`: asked, with what the agency's config says it will hold (its discount, its items), known or not yet;
 * - `offered`: the offer, whose products may be none (nothing for this trip);
 * - `failed`: it could not be made, `retry` asks again.
 */
export type BundleState = { state: "none" } | { state: "loading"; discountPercent: number | null; items: number } | { state: "offered"; offer: BundleOffer } | { state: "failed"; retry: () => void };

export function useBundleOffer(): BundleState {
  const offerId = useBookingSelector((s) => (s.context.pricing?.offer.id as string | undefined) ?? null);
  const clientId = useBookingSelector((s) => (s.context.clientId as string | null | undefined) ?? null);
  const [tries, setTries] = useState(0);
  const [, setSettled] = useState<string | null>(null);
  const key = keyOf(offerId ?? "", clientId);
  useEffect(() => {
    if (!offerId || answered.has(key)) return;
    let live = true;
    void offerFor(offerId, clientId).then(() => live && setSettled(`${key}#${tries}`));
    return () => {
      live = false;
    };
  }, [key, offerId, clientId, tries]);
  if (!offerId || configKnown?.isEnabled === false) return { state: "none" };
  const answer = answered.get(key);
  if (answer && "failed" in answer) {
    return {
      state: "failed",
      retry: () => {
        answered.delete(key);
        setTries((n) => n + 1);
      },
    };
  }
  if (answer) return answer.offer ? { state: "offered", offer: answer.offer } : { state: "none" };
  const configuration = configKnown?.configuration;
  return { state: "loading", discountPercent: configuration?.discountPercent ?? null, items: configuration?.products.length ?? BUNDLE_PRODUCTS.length };
}

/**
 * Agent books for a client, or a restored checkout: the bundle items chosen so far, offered again for this offer
 * and client (their prices follow the client's markups); an item no longer offered is dropped. Other add-ons stay.
 */
export async function requoteTripAddOns(addOns: readonly AddOnSelection[], offerId: string, clientId: string | null): Promise<AddOnSelection[]> {
  if (!addOns.some((addOn) => addOn.kind === TRIP_ADD_ON)) return [...addOns];
  const answer = await offerFor(offerId, clientId);
  const offer = "offer" in answer ? answer.offer : null;
  return addOns.flatMap((addOn) => {
    if (addOn.kind !== TRIP_ADD_ON) return [addOn];
    const again = offer?.products.find((product) => product.productCode === addOn.item?.code);
    return again ? [bundleSelection(again)] : [];
  });
}
