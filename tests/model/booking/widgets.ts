// A tiny fake vertical ("widgets") for the booking core's own model tests: search by a keyword, two
// offers, one traveller with a name, no void. Nothing here is flights', so a change to the core is
// caught by these tests without the flight description in the way.
import { z } from "zod";
import { createBookingMachine } from "@machines/booking/booking.machine";
import type { BookingVertical } from "@machines/booking/vertical";
import type { Money } from "@/shared/money";

export const WIDGET_TODAY = "2030-05-01";
export const eur = (amount: number): Money => ({ amount, currency: "EUR" });

export interface WidgetOffer {
  id: string;
  name: string;
  price: Money;
}
export interface WidgetPricing {
  offer: WidgetOffer;
  priceChanged: boolean;
  previousTotal: Money | null;
  totalAmount: Money;
}
type WidgetSort = "price" | "name";
export interface WidgetOrder {
  offerId: string;
  buyers: string[];
  email: string;
  clientId: string | null;
}

export type WidgetTypes = {
  form: { keyword: string };
  search: { keyword: string };
  offer: WidgetOffer;
  /** One result slot besides the offers, so the core's slot handling is walked too. */
  results: { notice: string | null };
  prepared: { offers: WidgetOffer[] };
  filters: { maxPrice: number | null };
  filterChange: { maxPrice: number | null };
  sort: WidgetSort;
  summaries: { cheapest: string | null };
  pricing: WidgetPricing;
  reservation: { referenceNumber: string; bookingStatus: string; offerId: string; buyers: string[]; email: string; clientId: string | null };
  passenger: { name: string; citizenship?: string };
  contact: { email: string };
  order: WidgetOrder;
};

const widgetPassenger = (p: unknown): p is WidgetTypes["passenger"] => typeof (p as { name?: unknown } | null)?.name === "string" && (p as { name: string }).name.trim() !== "";
const widgetContact = (c: unknown): c is WidgetTypes["contact"] => typeof (c as { email?: unknown } | null)?.email === "string" && (c as { email: string }).email.includes("@");
const keyword = z.object({ keyword: z.string().trim().min(1).max(20) });
const sorts: readonly unknown[] = ["price", "name"];
const message = (id: string) => ({ id: `widgets.${id}`, message: `widgets ${id}` });

export const widgetVertical: BookingVertical<WidgetTypes> = {
  id: "widgetBooking",
  version: 1,
  searchId: "searchWidgets",
  searchForm: {
    defaults: () => ({ keyword: "" }),
    formOf: (search) => ({ keyword: search.keyword }),
    parse: (value) => {
      const parsed = keyword.safeParse(value);
      return parsed.success ? parsed.data : null;
    },
  },
  results: {
    slotsOf: ({ notice }) => ({ notice }),
    emptySlots: { notice: null },
    prepare: (offers) => ({ offers: [...offers] }),
    defaultFilters: () => ({ maxPrice: null }),
    applyFilterChange: (_, change) => ({ maxPrice: change.maxPrice }),
    visible: (prepared, filters, sort) =>
      prepared.offers.filter((offer) => filters.maxPrice === null || offer.price.amount <= filters.maxPrice).sort((a, b) => (sort === "price" ? a.price.amount - b.price.amount : a.name.localeCompare(b.name))),
    summarize: (visible) => ({ cheapest: [...visible].sort((a, b) => a.price.amount - b.price.amount)[0]?.id ?? null }),
    noSummaries: { cheapest: null },
    defaultSort: "price",
    isSort: (value): value is WidgetSort => sorts.includes(value),
  },
  citizenshipAtCheckout: true,
  travellersComplete: (_, passengers, contact) => Array.isArray(passengers) && passengers.length > 0 && passengers.every(widgetPassenger) && widgetContact(contact),
  travellerForms: { passenger: widgetPassenger, contact: widgetContact },
  heldCheckout: (reservation) => ({
    offerId: reservation.offerId,
    passengers: reservation.buyers.map((name) => ({ name })),
    contact: { email: reservation.email },
    clientId: reservation.clientId,
  }),
  order: (context) => ({
    offerId: context.pricing?.offer.id ?? context.offerId ?? "",
    buyers: (context.passengers ?? []).map((p) => p.name),
    email: context.contact?.email ?? "",
    clientId: context.clientId,
  }),
  paths: { search: "/widgets", details: "/widgets/details", reservation: "/widgets/booking", checkout: "/widgets/checkout", confirmation: "/widgets/done" },
  messages: {
    offerExpired: message("offerExpired"),
    offerExpiredSearchAgain: message("offerExpiredSearchAgain"),
    loginRequired: message("loginRequired"),
    resumeOfferGone: message("resumeOfferGone"),
    cancelled: message("cancelled"),
    holdReleased: message("holdReleased"),
  },
  cancellation: { allowVoid: false },
  // Saved checkouts must name one of the four real verticals; the fake files its own under activities.
  checkoutSession: {
    vertical: "activities",
    summary: (search, passengers) => ({ title: search?.keyword ?? "", startDate: null, endDate: null, travellers: passengers?.length ?? 0 }),
    offerExpiresAt: () => null,
  },
  contextSlots: { notice: z.string().nullable() },
};

export const widgetBookingMachine = createBookingMachine(widgetVertical);

export const widgets: WidgetOffer[] = [
  { id: "W1", name: "Sprocket", price: eur(3_000) },
  { id: "W2", name: "Gear", price: eur(5_000) },
];
export const widgetPricing = (changed: boolean): WidgetPricing => ({
  offer: widgets[0] as WidgetOffer,
  priceChanged: changed,
  previousTotal: changed ? eur(2_500) : null,
  totalAmount: eur(3_000),
});
export const buyer = { name: "Ada" };
export const buyerContact = { email: "ada@example.com" };
