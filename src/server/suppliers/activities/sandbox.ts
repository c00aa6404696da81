import { MemorySandboxHolds, type SandboxHoldStore } from "../sandbox-holds";
import type { SupplierHold } from "../types";
import type { SandboxActivityBooking } from "../../db/sandbox-records";

// The sandbox's record lives with its table (db layer); its users import it from here.
export type { SandboxActivityBooking };
import { randomInt } from "node:crypto";
import type { ActivityDetails, ActivityOffer, ActivitySearchRequest, AvailabilityCheckRequest, AvailabilityCheckResult, SelectedLocation } from "@/shared/api/activities";
import { ACTIVITY_TAGS, matchesTags, tagsOf, type ActivityTag } from "@/shared/activities/tags";
import { ACTIVITY_MAX_PER_TYPE } from "@/shared/activities/options";
import { compareActivities } from "@/shared/activities/sorts";
import { money, multiply, subtract } from "@/shared/money";
import type { PriceCheck, SupplierCancellation } from "../types";
import { normalize } from "../reference/airport-search";
import { cityById, searchCities, type City } from "../reference/cities";
import { productByCode, productsOf, reviewsOf, type SandboxOption, type SandboxProduct } from "./sandbox-catalogue";
import { bookableDay, imageOf, LIKELY_TO_SELL_OUT_PLACES, offerOf, parseOfferId, slotState, startInstant, summaryOf, type OfferKey } from "./sandbox-offers";
import { ACTIVITY_TRIGGERS as T } from "./sandbox-triggers";
import { ActivitySupplierError, type ActivityBookInput, type ActivityCancelQuote, type ActivitySearchPage, type ActivitySupplier } from "./types";

// The deterministic activity sandbox (docs/sandbox.md "Activities"): real destinations, products made
// per destination, slots per day, and the provider's own record of each booking in a store (the
// database in the app), so references survive a restart.

export interface ActivitySandboxStore {
  get(reference: string): Promise<SandboxActivityBooking | undefined>;
  put(booking: SandboxActivityBooking): Promise<void>;
}

const REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const HOUR_MS = 3_600_000;

function destination(id: number): City {
  const city = cityById(id);
  if (!city) throw new ActivitySupplierError("DESTINATION_NOT_FOUND", "This destination does not exist");
  return city;
}

function product(code: string): SandboxProduct {
  const found = productByCode(code);
  if (!found) throw new ActivitySupplierError("ACTIVITY_NOT_FOUND", "This activity does not exist");
  return found;
}

function option(p: SandboxProduct, code: string): SandboxOption {
  const found = p.options.find((o) => o.optionCode === code);
  if (!found) throw new ActivitySupplierError("OPTION_NOT_FOUND", "This option does not exist");
  return found;
}

function hasLastName(names: readonly string[], wanted: string): boolean {
  return names.some((n) => n.trim().toUpperCase() === wanted);
}

export class SandboxActivitySupplier implements ActivitySupplier {
  readonly name = "sandbox-activities";
  private readonly clock: () => Date;

  private readonly holds: SandboxHoldStore;

  constructor(private readonly deps: { store: ActivitySandboxStore; holds?: SandboxHoldStore; clock?: () => Date }) {
    this.holds = deps.holds ?? new MemorySandboxHolds();
    this.clock = deps.clock ?? (() => new Date());
  }

  async destinations(text: string) {
    return searchCities(text, 10).map((c) => ({ destinationId: c.id, destinationName: c.name, destinationType: "CITY" as const, country: c.country, timeZone: c.timeZone }));
  }

  async titles(text: string, destinationId?: number): Promise<SelectedLocation[]> {
    if (destinationId === undefined) {
      return searchCities(text, 5).map((c) => ({ destinationId: c.id, destinationName: c.name, destinationType: "CITY" as const }));
    }
    const city = destination(destinationId);
    const q = normalize(text);
    return productsOf(city)
      .filter((p) => normalize(p.title).includes(q))
      .slice(0, 10)
      .map((p) => ({ destinationId: city.id, destinationName: city.name, destinationType: "PRODUCT" as const, productName: p.title, productCode: p.code }));
  }

  async tagCounts(destinationId: number): Promise<Map<ActivityTag, number>> {
    const counts = new Map<ActivityTag, number>(ACTIVITY_TAGS.map((t) => [t, 0]));
    for (const p of productsOf(destination(destinationId))) for (const tag of summaryOf(p).tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    return counts;
  }

  async search(request: ActivitySearchRequest): Promise<ActivitySearchPage> {
    let products = productsOf(destination(request.destinationId));
    const code = request.selectedLocation?.productCode;
    if (code) products = products.filter((p) => p.code === code);
    const day = request.activityDate;
    if (day) products = products.filter((p) => p.options.some((o) => o.startTimes.some((t) => slotState(p, o, day, t).open)));
    const chosen = request.filterItem.tags;
    const matching =
      chosen.length === 0 ? products : products.filter((p) => matchesTags(tagsOf({ tags: p.tags, durationMinutes: p.durationMinutes, startTimes: p.options.flatMap((o) => o.startTimes) }), chosen));
    const { sortOrder } = request.filterItem;
    const page = { from: request.start, to: request.start + request.limit };
    // The provider's ranking (RECOMMENDED) is its score; the other sorts are the results page's own (src/shared).
    if (sortOrder === "RECOMMENDED") {
      const ranked = [...matching].sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
      return { products: ranked.slice(page.from, page.to).map(summaryOf), total: ranked.length };
    }
    const sorted = matching.map(summaryOf).sort(compareActivities(sortOrder));
    return { products: sorted.slice(page.from, page.to), total: sorted.length };
  }

  async details(productCode: string): Promise<ActivityDetails> {
    const p = product(productCode);
    return {
      ...summaryOf(p),
      description: p.description,
      inclusions: [...p.inclusions],
      exclusions: [...p.exclusions],
      languages: [...p.languages],
      meetingPoint: { ref: p.meetingPoint.ref, name: p.meetingPoint.name },
      images: Array.from({ length: p.imageCount }, (_, i) => imageOf(p, i + 1)),
      reviews: reviewsOf(p),
      options: p.options.map((o) => ({ ...o, startTimes: [...o.startTimes] })),
      cancellationPolicy: p.policy,
      bookingQuestions: [...p.questions],
      maxTravellersPerType: ACTIVITY_MAX_PER_TYPE,
    };
  }

  async location(ref: string) {
    const p = product(ref.replace(/^LOC-/, ""));
    const { name, address, lat, lon } = p.meetingPoint;
    return { ref: p.meetingPoint.ref, name, address, lat, lon, timeZone: p.city.timeZone };
  }

  async availableDates(productCode: string, from: string, days: number): Promise<string[]> {
    const p = product(productCode);
    const now = this.clock();
    const dates: string[] = [];
    const start = Date.parse(`${from}T00:00:00Z`);
    for (let i = 0; i < days; i++) {
      const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      if (p.options.some((o) => o.startTimes.some((t) => slotState(p, o, date, t).open && bookableDay(p, date, t, now)))) dates.push(date);
    }
    return dates;
  }

  async availability(request: AvailabilityCheckRequest): Promise<AvailabilityCheckResult> {
    const p = product(request.productCode);
    const now = this.clock();
    const party = request.travellers.ADT + request.travellers.CHD;
    const issuedAt = Math.floor(now.getTime() / 60_000);
    const keyOf = (o: SandboxOption, time: string): OfferKey => ({
      productCode: p.code,
      date: request.travelDate,
      optionCode: o.optionCode,
      time,
      travellers: request.travellers,
      priceVersion: 0,
      issuedAt,
    });
    const options = p.options.map((o) => ({
      optionCode: o.optionCode,
      title: o.title,
      slots: o.startTimes.map((time) => {
        const state = slotState(p, o, request.travelDate, time);
        const available = state.open && state.remaining >= party && bookableDay(p, request.travelDate, time, now);
        return { startTime: time, available, likelyToSellOut: available && state.remaining <= LIKELY_TO_SELL_OUT_PLACES, totalAmount: offerOf(p, o, keyOf(o, time)).totalAmount };
      }),
    }));
    let offer: ActivityOffer | null = null;
    if (request.optionCode !== undefined && request.startTime !== undefined) {
      const o = option(p, request.optionCode);
      const slot = options.find((x) => x.optionCode === o.optionCode)?.slots.find((s) => s.startTime === request.startTime);
      if (!slot) throw new ActivitySupplierError("SLOT_NOT_FOUND", "This option does not start at that time");
      if (!slot.available) throw new ActivitySupplierError("SLOT_SOLD_OUT", "This time slot is not available for your travellers");
      offer = offerOf(p, o, keyOf(o, request.startTime));
    }
    return { productCode: p.code, travelDate: request.travelDate, options, offer };
  }

  /** The offer priced again at checkout; refused when expired or its slot closed since. */
  async price(offerId: string): Promise<PriceCheck<ActivityOffer>> {
    const { key, p, o } = this.openOffer(offerId);
    const offer = offerOf(p, o, key);
    if (p.city.id === T.priceChangeDestinationId && key.priceVersion === 0) {
      const raised = offerOf(p, o, { ...key, priceVersion: 1 });
      return { offer: raised, priceChanged: true, previousTotal: offer.totalAmount };
    }
    return { offer, priceChanged: false, previousTotal: null };
  }

  async book(offerId: string, input: ActivityBookInput, idempotencyKey?: string) {
    const again = idempotencyKey ? await this.findBooking(idempotencyKey) : null;
    if (again) return again;
    const { key, p, o } = this.openOffer(offerId);
    const names = input.travellers.map((t) => t.lastName);
    if (hasLastName(names, T.soldOutLastName)) throw new ActivitySupplierError("SLOT_SOLD_OUT", "The time slot sold out before the booking was made");
    if (hasLastName(names, T.rejectLastName)) throw new ActivitySupplierError("BOOKING_REJECTED", "The activity provider rejected the booking");
    let reference = "VX";
    for (let i = 0; i < 8; i++) reference += REF_ALPHABET[randomInt(REF_ALPHABET.length)] ?? "A";
    const total = offerOf(p, o, key).totalAmount;
    await this.deps.store.put({ reference, offerId, status: "confirmed", total, lastNames: names, quotes: 0, reason: null, refund: null });
    await this.holds.add({ reference, orderId: `ord_${reference}`, idempotencyKey: idempotencyKey ?? null, createdAt: (this.deps.clock?.() ?? new Date()).toISOString() });
    return { orderId: `ord_${reference}`, reference };
  }

  async findBooking(idempotencyKey: string) {
    const hold = await this.holds.byKey(idempotencyKey);
    return hold ? { orderId: hold.orderId, reference: hold.reference } : null;
  }

  openBookings(since: Date): Promise<readonly SupplierHold[]> {
    return this.holds.open(since);
  }

  async cancelQuote(reference: string): Promise<ActivityCancelQuote> {
    const booking = await this.booking(reference);
    const quote = this.quoteOf(booking, booking.quotes);
    if (booking.status === "confirmed") await this.deps.store.put({ ...booking, quotes: booking.quotes + 1 });
    return quote;
  }

  async cancel(reference: string, reason?: string): Promise<SupplierCancellation> {
    const booking = await this.booking(reference);
    if (booking.status === "cancelled") throw new ActivitySupplierError("ALREADY_CANCELLED", "This booking is already cancelled");
    if (hasLastName(booking.lastNames, T.cancelRejectedLastName)) throw new ActivitySupplierError("CANCEL_REJECTED", "The activity provider rejected the cancellation");
    const quote = this.quoteOf(booking, booking.quotes);
    await this.deps.store.put({ ...booking, status: "cancelled", quotes: booking.quotes + 1, reason: reason ?? null, refund: quote.refund });
    await this.holds.close(reference);
    return { penalty: quote.penalty, refund: quote.refund, exchangeRate: quote.exchangeRate };
  }

  private async booking(reference: string): Promise<SandboxActivityBooking> {
    const booking = await this.deps.store.get(reference);
    if (!booking) throw new ActivitySupplierError("BOOKING_NOT_FOUND", "The activity provider does not know this booking");
    return booking;
  }

  /**
   * The policy at this moment: FREE gives everything back until `hoursBefore` the start, PARTIAL half;
   * later, or NON_REFUNDABLE, nothing. REQUOTE keeps 10 % more after the first quote; FXREFUND refunds in euros.
   */
  private quoteOf(booking: SandboxActivityBooking, quotesSoFar: number): ActivityCancelQuote {
    const key = parseOfferId(booking.offerId);
    const p = product(key.productCode);
    const currency = booking.total.currency;
    const hoursLeft = (startInstant(p, key.date, key.time) - this.clock().getTime()) / HOUR_MS;
    const cancellable = booking.status === "confirmed" && hoursLeft > 0;
    let refund = money(0, currency);
    if (cancellable && p.policy.type !== "NON_REFUNDABLE" && hoursLeft >= p.policy.hoursBefore) {
      refund = p.policy.type === "FREE" ? booking.total : multiply(booking.total, 0.5);
    }
    if (hasLastName(booking.lastNames, T.requoteLastName) && quotesSoFar >= 1) {
      const kept = multiply(booking.total, T.requotePenaltyPercent / 100);
      refund = money(Math.max(0, refund.amount - kept.amount), currency);
    }
    const penalty = subtract(booking.total, refund);
    if (!hasLastName(booking.lastNames, T.foreignRefundLastName)) return { penalty, refund, cancellable, voidable: false, exchangeRate: null };
    const rate = { from: T.foreignRefundCurrency, to: currency, rate: Math.round((1 / T.foreignRefundRate) * 1e6) / 1e6 };
    return {
      penalty: money(multiply(penalty, T.foreignRefundRate).amount, T.foreignRefundCurrency),
      refund: money(multiply(refund, T.foreignRefundRate).amount, T.foreignRefundCurrency),
      cancellable,
      voidable: false,
      exchangeRate: rate,
    };
  }

  /** The offer a bookable id names: not expired, its slot still open for its travellers. */
  private openOffer(offerId: string): { key: OfferKey; p: SandboxProduct; o: SandboxOption } {
    const key = parseOfferId(offerId);
    const p = product(key.productCode);
    const o = option(p, key.optionCode);
    const now = this.clock();
    if ((key.issuedAt + T.offerTtlMinutes) * 60_000 <= now.getTime()) throw new ActivitySupplierError("OFFER_EXPIRED", "This activity offer has expired");
    const state = slotState(p, o, key.date, key.time);
    if (!o.startTimes.includes(key.time) || !state.open || state.remaining < key.travellers.ADT + key.travellers.CHD || !bookableDay(p, key.date, key.time, now)) {
      throw new ActivitySupplierError("SLOT_SOLD_OUT", "This time slot is no longer available");
    }
    return { key, p, o };
  }
}
