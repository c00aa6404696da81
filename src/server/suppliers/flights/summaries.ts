import { bestScore, type FareFamilySummary, type FlightOffer, type OfferSummary } from "@/shared/api/flights";

export interface OfferSummaries {
  readonly fareFamilies: FareFamilySummary[];
  readonly cheapFlight: OfferSummary | null;
  readonly bestFlight: OfferSummary | null;
  readonly quickFlight: OfferSummary | null;
}

const summary = (o: FlightOffer): OfferSummary => ({ offerId: o.id, totalAmount: o.totalAmount, duration: o.flights[0]?.duration ?? 1 });
const firstDuration = (o: FlightOffer) => o.flights[0]?.duration ?? Number.POSITIVE_INFINITY;

/** spec A §4: Cheapest by totalAmount, Quickest by first-leg duration, Best a combination; fare families with their lowest price. */
export function summarizeOffers(offers: readonly FlightOffer[]): OfferSummaries {
  if (offers.length === 0) return { fareFamilies: [], cheapFlight: null, bestFlight: null, quickFlight: null };
  let cheap = offers[0] as FlightOffer;
  let quick = cheap;
  for (const o of offers) {
    if (o.totalAmount.amount < cheap.totalAmount.amount) cheap = o;
    if (firstDuration(o) < firstDuration(quick) || (firstDuration(o) === firstDuration(quick) && o.totalAmount.amount < quick.totalAmount.amount)) quick = o;
  }
  let best = cheap;
  let bestValue = Number.POSITIVE_INFINITY;
  for (const o of offers) {
    const score = bestScore(o, cheap.totalAmount.amount, firstDuration(quick));
    if (score < bestValue) [best, bestValue] = [o, score];
  }
  const families = new Map<string, FareFamilySummary>();
  for (const o of offers) {
    const f = families.get(o.fareFamily.code);
    if (!f) families.set(o.fareFamily.code, { ...o.fareFamily, lowestPrice: o.totalAmount, offerCount: 1 });
    else families.set(o.fareFamily.code, { ...f, offerCount: f.offerCount + 1, lowestPrice: o.totalAmount.amount < f.lowestPrice.amount ? o.totalAmount : f.lowestPrice });
  }
  return { fareFamilies: [...families.values()], cheapFlight: summary(cheap), bestFlight: summary(best), quickFlight: summary(quick) };
}
