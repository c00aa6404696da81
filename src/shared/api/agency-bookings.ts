import { z } from "zod";
import { BOOKING_CATEGORIES, BOOKING_STATUSES } from "../booking/lists";
import { bookingStatus } from "../booking/status-schema";
import { backOfficeRuleMessages as r } from "../back-office/messages";
import { moneySchema } from "../money-schema";
import { bookingFinishing, idempotencyKey, referenceNumber } from "./bookings";
import { paymentMethod } from "../booking/cards";
import { envelope } from "./envelope";
import { perVertical } from "../verticals";

// The agency back office's payloads (spec B §3 "Agency lists … flights (totalFlightRecords), hotels, cars,
// activities", §7 "Agency back office"): the bookings of every vertical in one shape, their CSV, the
// dashboard and flight ticketing. The vertical supplies a booking's title, route, dates and travellers.

export const bookingCategory = z.enum(BOOKING_CATEGORIES);
export type BookingCategory = z.infer<typeof bookingCategory>;

/** The booking core's vertical of each category (the bookings table's `vertical` column). */
export const CATEGORY_VERTICAL = perVertical("plural", (v) => v.id);

export const AGENCY_PAGE_SIZE = 20;
export const AGENCY_MAX_PAGE_SIZE = 100;
/** The dashboard and the CSV take a range of at most a year. */
const MAX_RANGE_DAYS = 366;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, r.date.id)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), r.date.id);
const userId = z.string().uuid(r.userId.id);
/** Query strings carry "true"/"false"; a checkbox left out is false. */
export const flag = z.enum(["true", "false"]).transform((s) => s === "true");

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/** Both given: the end on or after the start (and, for `maxDays`, not too far from it). */
function checkRange(maxDays: number | null) {
  return (q: { startDate?: string | undefined; endDate?: string | undefined }, ctx: z.RefinementCtx) => {
    if (!q.startDate || !q.endDate) return;
    const days = daysBetween(q.startDate, q.endDate);
    if (days < 0) ctx.addIssue({ code: "custom", message: r.dateOrder.id, path: ["endDate"] });
    else if (maxDays !== null && days > maxDays) ctx.addIssue({ code: "custom", message: r.rangeTooLong.id, path: ["endDate"] });
  };
}

// --- Bookings per vertical (GET /api/agency/{category}/bookings) ----------------------------------

/** An empty field ("startDate=") is no filter. */
export const optionalDate = z.preprocess((v) => (v === "" ? undefined : v), isoDate.optional());

/** The filters a person sets (the list page's form and the API's query share them and their rule). */
const filterFields = {
  selectedStatus: z.enum(["all", ...BOOKING_STATUSES]).default("all"),
  searchString: z.string().trim().max(100).optional(),
  startDate: optionalDate,
  endDate: optionalDate,
};

export const bookingFilters = z.object({ ...filterFields, showPastTrips: z.boolean() }).superRefine(checkRange(null));
export type BookingFilters = z.input<typeof bookingFilters>;

/**
 * spec B §7 query. startDate/endDate: the day the booking was made (inclusive); showPastTrips: also
 * trips that ended before today; userId: bookings made by or for that user (docs/decisions.md "Back office").
 */
export const agencyBookingsQuery = z
  .object({
    ...filterFields,
    offSet: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(AGENCY_MAX_PAGE_SIZE).default(AGENCY_PAGE_SIZE),
    showPastTrips: flag.default(false),
    userId: userId.optional(),
  })
  .superRefine(checkRange(null));
export type AgencyBookingsQuery = z.infer<typeof agencyBookingsQuery>;
/** What a client sends (the query string's values, before coercion). */
export interface AgencyBookingsRequest {
  offSet?: number;
  limit?: number;
  selectedStatus?: AgencyBookingsQuery["selectedStatus"];
  searchString?: string;
  startDate?: string;
  endDate?: string;
  showPastTrips?: boolean;
  userId?: string;
}

/** Sums of the whole filtered list (every page), per currency. */
const listSum = z.object({ currency: z.string(), totalAmount: z.number().int(), markup: z.number().int(), fee: z.number().int() });

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type BookingPerson = z.infer<typeof person>;

/**
 * The back office's schemas that name a category, for the categories a server runs: the product's four (the
 * exports below, which the web parses with), or those and a test server's extras (docs/decisions.md "Test
 * verticals"), so an extra's bookings are listed, and a category no registered vertical has is a 400.
 */
export function backOfficeSchemas<const C extends readonly [string, ...string[]]>(categories: C, extraTotalKeys: readonly string[] = []) {
  const bookingCategory = z.enum(categories);
  const categoryParams = z.object({ category: bookingCategory });
  /** Any other id (not a booking's uuid) is simply not found. */
  const bookingDetailParams = z.object({ category: bookingCategory, id: z.string().trim().min(1).max(64) });

  /** A booking as every list shows it: the core's columns and the vertical's summary. */
  const agencyBookingRow = z.object({
    bookingId: z.string(),
    referenceNumber: z.string(),
    category: bookingCategory,
    bookingStatus,
    /** The supplier's reference (a flight's PNR, a hotel's confirmation number), once booked. */
    supplierReference: z.string().nullable(),
    createdAt: z.string(),
    /** The vertical's words: "JFK → LHR", "Hotel Lisboa Plaza", "Avis, Toyota Corolla", "Sintra day trip". */
    title: z.string(),
    detail: z.string().nullable(),
    /** The trip's first and last local day (YYYY-MM-DD). */
    startDate: z.string(),
    endDate: z.string(),
    travellers: z.array(z.string()),
    bookedBy: person,
    /** The client an agent booked for; null when the customer booked for themself. */
    bookedFor: person.nullable(),
    totalAmount: moneySchema,
    markup: moneySchema,
    fee: moneySchema,
  });

  const agencyBookingsResult = z.object({
    bookings: z.array(agencyBookingRow),
    totalRecords: z.number().int(),
    totalFlightRecords: z.number().int().optional(),
    totalHotelRecords: z.number().int().optional(),
    totalCarRecords: z.number().int().optional(),
    totalActivityRecords: z.number().int().optional(),
    ...Object.fromEntries(extraTotalKeys.map((key) => [key, z.number().int().optional()])),
    offSet: z.number().int(),
    limit: z.number().int(),
    sums: z.array(listSum),
  });

  // --- One booking (GET /api/agency/{category}/bookings/{id}) -----------------------------------------

  const agencyBookingDetail = agencyBookingRow.extend({
    /** Label and value lines the vertical writes (airline and cabin, room and board, vehicle, option). */
    facts: z.array(z.object({ label: z.string(), value: z.string() })),
    history: z.array(z.object({ status: bookingStatus, at: z.string(), note: z.string().nullable() })),
    net: moneySchema,
    addOns: moneySchema,
    discount: moneySchema,
    penalty: moneySchema.nullable(),
    refund: moneySchema.nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    failureCode: z.string().nullable(),
    /** After this a booking on hold can no longer be paid (its offer expires). */
    offerExpiresAt: z.string(),
    /** What the back office may do now (statuses.ts; ticketing where the vertical issues). A void is offered by the cancellation quote. */
    actions: z.object({ cancel: z.boolean(), ticket: z.boolean() }),
  });

  // --- Needs attention (GET /api/agency/bookings/needs-attention) --------------------------------------
  // Charged means finished or refunded (docs/decisions.md): every vertical's paid bookings the server is still
  // finishing, and those whose money it gave back lately, with what happened (the status history's last note).

  const needsAttentionRow = agencyBookingRow.extend({
    finishing: bookingFinishing,
    /** How many times finishing it failed so far. */
    finishAttempts: z.number().int(),
    /** The status history's last note: what was done (issued, money given back). */
    lastNote: z.string().nullable(),
  });
  const needsAttentionResponse = envelope(z.object({ bookings: z.array(needsAttentionRow), totalRecords: z.number().int(), offSet: z.number().int(), limit: z.number().int() }));

  // --- CSV (GET /api/agency/bookings/download.csv) ----------------------------------------------------

  const bookingsCsvQuery = z
    .object({
      startDate: optionalDate,
      endDate: optionalDate,
      category: z.enum(["all", ...categories]).default("all"),
      userId: userId.optional(),
    })
    .superRefine(checkRange(MAX_RANGE_DAYS));

  // --- Dashboard (GET /api/agency/dashboards) ----------------------------------------------------------

  const upcomingTrip = z.object({
    bookingId: z.string(),
    referenceNumber: z.string(),
    category: bookingCategory,
    title: z.string(),
    startDate: z.string(),
    traveller: z.string().nullable(),
  });

  const dashboardResult = z.object({
    startDate: z.string(),
    endDate: z.string(),
    totals: z.array(dashboardFigures),
    byCategory: z.array(dashboardFigures.extend({ category: bookingCategory })),
    /** Per booker: an agent, or (userId null) the customers who booked for themselves. */
    byAgent: z.array(dashboardFigures.extend({ userId: z.string().nullable(), name: z.string().nullable() })),
    /** Bookings on hold now (not paid yet, offer still open), per vertical: flights wait here to be ticketed. */
    onHold: z.array(z.object({ category: bookingCategory, count: z.number().int() })),
    /** The next flight departures, hotel check-ins, car pick-ups and activities (from today, 14 days). */
    upcoming: z.array(upcomingTrip),
  });
  return {
    categoryParams,
    bookingDetailParams,
    agencyBookingRow,
    agencyBookingsResult,
    agencyBookingsResponse: envelope(agencyBookingsResult),
    agencyBookingDetail,
    agencyBookingDetailResponse: envelope(agencyBookingDetail),
    needsAttentionRow,
    needsAttentionResponse,
    bookingsCsvQuery,
    dashboardResult,
    dashboardResponse: envelope(dashboardResult),
  };
}

export const needsAttentionQuery = z.object({
  offSet: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(AGENCY_MAX_PAGE_SIZE).default(AGENCY_PAGE_SIZE),
});

export const dashboardQuery = z.object({ startDate: optionalDate, endDate: optionalDate }).superRefine(checkRange(MAX_RANGE_DAYS));
export type DashboardQuery = z.input<typeof dashboardQuery>;

/**
 * One currency's figures (docs/decisions.md "Back office: dashboard figures"): bookings confirmed in the
 * range (paid, ticketed, later cancelled or voided), their sales, the markup and commission (markup +
 * fee) of those that stand, and the cancellations and refunds among them. Amounts in minor units.
 */
export const dashboardFigures = z.object({
  currency: z.string(),
  bookings: z.number().int(),
  sales: z.number().int(),
  markup: z.number().int(),
  commission: z.number().int(),
  cancellations: z.number().int(),
  refunds: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

// The product's four categories: what the web parses with and the product's server answers.
const product = backOfficeSchemas(BOOKING_CATEGORIES);
export const { agencyBookingsResponse, agencyBookingDetailResponse, needsAttentionResponse, dashboardResponse } = product;
export type AgencyBookingRow = z.infer<typeof product.agencyBookingRow>;
export type AgencyBookingsResult = z.infer<typeof product.agencyBookingsResult>;
export type AgencyBookingDetail = z.infer<typeof product.agencyBookingDetail>;
export type NeedsAttentionRow = z.infer<typeof product.needsAttentionRow>;
export type BookingsCsvQuery = z.input<typeof product.bookingsCsvQuery>;
export type DashboardResult = z.infer<typeof product.dashboardResult>;
/** The same over any categories: what a server running a test vertical besides the four answers. */
type RegisteredSchemas = ReturnType<typeof backOfficeSchemas<readonly [string, ...string[]]>>;
export type RegisteredBookingRow = z.infer<RegisteredSchemas["agencyBookingRow"]>;
export type RegisteredDashboardResult = z.infer<RegisteredSchemas["dashboardResult"]>;

// --- Flight ticketing (POST /api/flight/ticket, /api/flight/ticket/payment) ------------------------

export const ticketRequest = z.object({ referenceNumber });
/** The booking after the call; `paymentRequired`: on hold, so the ticket waits for the card (ticket/payment). */
export const ticketResult = z.object({ referenceNumber: z.string(), bookingStatus, paymentRequired: z.boolean(), totalAmount: moneySchema });
export type TicketResult = z.infer<typeof ticketResult>;
export const ticketResponse = envelope(ticketResult);
export const ticketPaymentRequest = z.object({ referenceNumber, idempotencyKey, card: paymentMethod });
