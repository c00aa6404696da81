// Resumable checkouts: the PUT /api/checkout-sessions/:id body for any booking machine's snapshot: the
// sanitised snapshot plus what the "Unfinished checkouts" list shows (title, dates, travellers, price,
// offer expiry), in the vertical's words (its description's `checkoutSession`).
import type { CheckoutSessionUpsertRequest } from "@/shared/api/checkout-sessions";
import { isVerticalPlural } from "@/shared/verticals";
import type { AddOnSelection } from "../booking/context";
import { checkoutTotal } from "../booking/events";
import { stepOf } from "../booking/routes";
import type { BookingVertical, VerticalTypes } from "../booking/vertical";
import { sanitiseSnapshot } from "./sanitise";

/**
 * Steps worth resuming: before a search there is nothing to keep; after confirmation nothing left to
 * do; `resuming` is a moment between two saved steps (a reload resumes again from the saved one).
 */
const RESUMABLE = new Set(["searching", "results", "details", "checkout", "payment"]);

interface SnapshotLike<T extends VerticalTypes> {
  value: unknown;
  context: {
    search: T["search"] | null;
    pricing: T["pricing"] | null;
    addOns: readonly AddOnSelection[];
    passengers: readonly T["passenger"][] | null;
  };
}

/**
 * The body to PUT for `persisted` (`actor.getPersistedSnapshot()`), or null when the step is not
 * worth saving (the search form, a confirmed booking: the web deletes the session then).
 */
export function checkoutSessionBody<T extends VerticalTypes>(vertical: BookingVertical<T>, persisted: unknown, options: { clientId?: string | null } = {}): CheckoutSessionUpsertRequest | null {
  const snapshot = persisted as SnapshotLike<T>;
  const step = stepOf(snapshot.value);
  // The API saves the product's verticals' checkouts (its `checkoutVertical`): a test vertical's is not saved.
  const plural = vertical.checkoutSession.vertical;
  if (!RESUMABLE.has(step) || !isVerticalPlural(plural)) return null;
  const { search, pricing, addOns, passengers } = snapshot.context;
  return {
    vertical: plural,
    machineId: vertical.id,
    machineVersion: vertical.version,
    snapshot: sanitiseSnapshot(persisted) as Record<string, unknown>,
    clientId: options.clientId ?? null,
    summary: { step, ...vertical.checkoutSession.summary(search, passengers, pricing) },
    price: pricing ? checkoutTotal(pricing, addOns) : null,
    offerExpiresAt: pricing ? vertical.checkoutSession.offerExpiresAt(pricing.offer) : null,
  };
}
