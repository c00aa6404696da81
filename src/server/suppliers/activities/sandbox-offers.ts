import type { ActivityOffer, ActivitySummary } from "@/shared/api/activities";
import { tagsOf } from "@/shared/activities/tags";
import type { ActivityTravellers } from "@/shared/activities/travellers";
import { add, money, multiply, type Money } from "@/shared/money";
import { hash32 } from "../sandbox/random";
import { localToEpoch } from "../sandbox/time";
import type { SandboxOption, SandboxProduct } from "./sandbox-catalogue";
import { ACTIVITY_TRIGGERS } from "./sandbox-triggers";
import { ActivitySupplierError } from "./types";

// Availability and offers of the activity sandbox: which slots are open on a day (a pure function of
// the product, option, day and time), how many places are left, and offer ids that carry everything
// an offer is (product, day, option, time, travellers, price version, when it was made), so a restarted
// server can still price and book them.

export interface SlotState {
  readonly open: boolean;
  readonly remaining: number;
}

const DAY_MS = 86_400_000;
/** How far ahead a product can be booked. */
export const BOOKING_HORIZON_DAYS = 365;

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A slot of an option on a day: closed on the product's closed weekday, sold out on some days, else places left. */
export function slotState(product: SandboxProduct, option: SandboxOption, date: string, time: string): SlotState {
  if (product.closedWeekday === weekday(date)) return { open: false, remaining: 0 };
  const h = hash32(`slot:${product.code}:${option.optionCode}:${date}:${time}`);
  // About one slot in fourteen is sold out already.
  if (h % 14 === 0) return { open: false, remaining: 0 };
  const taken = (h >>> 8) % Math.max(1, Math.ceil(product.capacity * 0.6));
  return { open: true, remaining: product.capacity - taken };
}

/** Whether `date` (the product's local day) can still be booked at `now`: not past, within the horizon. */
export function bookableDay(product: SandboxProduct, date: string, time: string, now: Date): boolean {
  const start = localToEpoch(date, minutesOf(time), product.city.timeZone);
  return start > now.getTime() && start - now.getTime() <= BOOKING_HORIZON_DAYS * DAY_MS;
}

export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function startInstant(product: SandboxProduct, date: string, time: string): number {
  return localToEpoch(date, minutesOf(time), product.city.timeZone);
}

/** spec B §9 "likely to sell out": five places or fewer left. */
export const LIKELY_TO_SELL_OUT_PLACES = 5;

export function summaryOf(product: SandboxProduct): ActivitySummary {
  const startTimes = [...new Set(product.options.flatMap((o) => o.startTimes))].sort();
  const cheapest = product.options.reduce((min, o) => (o.adultPrice.amount < min.amount ? o.adultPrice : min), product.options[0]?.adultPrice ?? money(0, "USD"));
  return {
    productCode: product.code,
    title: product.title,
    shortDescription: product.shortDescription,
    destinationId: product.city.id,
    durationMinutes: product.durationMinutes,
    rating: product.rating,
    reviewCount: product.reviewCount,
    tags: [...tagsOf({ tags: product.tags, durationMinutes: product.durationMinutes, startTimes })],
    startTimes,
    fromPrice: cheapest,
    originalPrice: product.discountPercent > 0 ? multiply(cheapest, 100 / (100 - product.discountPercent)) : null,
    image: imageOf(product, 1),
  };
}

export function imageOf(product: SandboxProduct, n: number): { url: string; caption: string } {
  return { url: `/api/activities/images/${product.code}/${n}.webp`, caption: `${product.title} (${n})` };
}

// --- Offer ids ----------------------------------------------------------------------------------

export interface OfferKey {
  readonly productCode: string;
  readonly date: string;
  readonly optionCode: string;
  readonly time: string;
  readonly travellers: ActivityTravellers;
  /** 0 as checked; 1 after the price-change trigger raised it. */
  readonly priceVersion: number;
  /** Epoch minutes when the availability check made it. */
  readonly issuedAt: number;
}

export function offerIdOf(key: OfferKey): string {
  return ["ao1", key.productCode, key.date, key.optionCode, key.time.replace(":", ""), key.travellers.ADT, key.travellers.CHD, key.priceVersion, key.issuedAt].join(".");
}

const OFFER_ID = /^ao1\.(\d+P\d+)\.(\d{4}-\d{2}-\d{2})\.(OPT\d)\.(\d{2})(\d{2})\.([1-5])\.([0-5])\.([01])\.(\d{1,12})$/;

export function parseOfferId(id: string): OfferKey {
  const m = OFFER_ID.exec(id);
  if (!m) throw new ActivitySupplierError("OFFER_NOT_FOUND", "This activity offer does not exist");
  return {
    productCode: m[1] ?? "",
    date: m[2] ?? "",
    optionCode: m[3] ?? "",
    time: `${m[4]}:${m[5]}`,
    travellers: { ADT: Number(m[6]), CHD: Number(m[7]) },
    priceVersion: Number(m[8]),
    issuedAt: Number(m[9]),
  };
}

/** The offer a key names, net-priced; `now` decides nothing here (expiry is the caller's check). */
export function offerOf(product: SandboxProduct, option: SandboxOption, key: OfferKey): ActivityOffer {
  const factor = key.priceVersion === 1 ? 1 + ACTIVITY_TRIGGERS.priceChangePercent / 100 : 1;
  const adult = multiply(option.adultPrice, factor);
  const child = multiply(option.childPrice, factor);
  const lines = [
    { type: "ADT" as const, count: key.travellers.ADT, unitPrice: adult, total: multiply(adult, key.travellers.ADT) },
    ...(key.travellers.CHD > 0 ? [{ type: "CHD" as const, count: key.travellers.CHD, unitPrice: child, total: multiply(child, key.travellers.CHD) }] : []),
  ];
  const total: Money = lines.slice(1).reduce<Money>((sum, line) => add(sum, line.total), lines[0]?.total ?? money(0, "USD"));
  return {
    id: offerIdOf(key),
    productCode: product.code,
    title: product.title,
    destinationId: product.city.id,
    travelDate: key.date,
    optionCode: option.optionCode,
    optionTitle: option.title,
    startTime: key.time,
    timeZone: product.city.timeZone,
    travellers: key.travellers,
    lines,
    totalAmount: total,
    cancellationPolicy: product.policy,
    bookingQuestions: [...product.questions],
    expiresAt: new Date((key.issuedAt + ACTIVITY_TRIGGERS.offerTtlMinutes) * 60_000).toISOString(),
  };
}
