import { DbSandboxHolds } from "../suppliers/sandbox-holds-db";
import { and, eq, isNull, or } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  airportsQuery,
  airportsResponse,
  cancelByPnrQuery,
  deleteStoredSearchParams,
  deleteStoredSearchResponse,
  fareRulesRequest,
  fareRulesResponse,
  flightSearchRequest,
  flightSearchResponse,
  flightStoreRequest,
  flightStoreResponse,
  repriceRequest,
  repriceResponse,
} from "@/shared/api/flights";
import { bookingRequest, bookingResponse, flightBookingsResponse, reservationDetailsQuery, reservationDetailsResponse, type BookingResult, type ReservationDetails } from "@/shared/api/flight-bookings";
import { bookingReferenceRequest, cancellationResponse, cancelVoidRequest, type PriceBreakdown } from "@/shared/api/bookings";
import { encodeBase64Json } from "@/shared/base64-json";
import { messages } from "@/shared/messages";
import { money } from "@/shared/money";
import { requireActiveAgency } from "../agency/hooks";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { flightSearches } from "../db/schema-flights";
import type { BookingRow } from "../db/schema-bookings";
import { takesBrotli } from "../http/compression";
import { ok } from "../http/envelope";
import type { Translator } from "../i18n";
import type { PaymentGateway } from "../payments/types";
import { applyPricing } from "../pricing/markup";
import { CachingFlightSupplier } from "../suppliers/flights/caching";
import { SandboxFlightSupplier } from "../suppliers/flights/sandbox";
import { toSupplierRequest } from "../suppliers/flights/search-request";
import type { FlightSupplier } from "../suppliers/flights/types";
import { searchAirports } from "../suppliers/reference/airport-search";
import { finishingOf } from "../bookings/finishing";
import { agencyOf, answer, optionalUser, userOf } from "../bookings/http";
import { bookingErrors, signedIn } from "../bookings/routes";
import { registerVerticalBooking } from "../bookings/route-factory";
import { breakdownOf } from "../bookings/repository";
import { bookedBundleOf } from "../bookings/bundle";
import type { VerticalRegistry } from "../bookings/registry";
import { REFUND_PROTECTION } from "@/shared/api/refund-protection";
import { TRIP_ADD_ON } from "@/shared/api/trip-add-on";
import { seesBreakdown } from "../bookings/visibility";
import { flightBookingSupplier } from "../suppliers/flights/booking-supplier";
import { flightHoldPlan, flightOf, flightVertical } from "./vertical";
import { registerFlightAgencyRoutes } from "./agency-routes";
import { FlightError, fromSupplier } from "./errors";
import { E_TICKET_STATUSES, eTicketMessages, flightETicket } from "./e-ticket";
import { queueConfirmationMail } from "./mail";
import { SearchResponseCache, validatedSearchJson } from "./search-response";
import { sendKeptAnswer } from "../http/kept-answers";
import { flightMessages as m } from "./messages";
import { flightMarkupType, priceOffer } from "./pricing";
import { pricingRuleFor, searchPricingRule } from "../pricing/rules";
import { registerRefundProtectionRoutes } from "./refund-protection-routes";
import { DbSandboxOrderStore } from "./stores";

interface FlightRoutesDeps {
  db: Db;
  translator: Translator;
  /** Defaults: the sandbox supplier and gateway, both persisted in the database. */
  supplier?: FlightSupplier;
  gateway?: PaymentGateway;
  /** The server's verticals (trip add-ons: a flight's bundle books its hotel and car with their own). */
  verticals?: VerticalRegistry;
}

const errors = bookingErrors;
const tags = ["flights"];

/** The core's breakdown in spec A's words: the add-on bought with a flight is refund protection. */
function flightBreakdown(b: BookingRow): PriceBreakdown {
  const { addOns, ...lines } = breakdownOf(b);
  return addOns ? { ...lines, protection: addOns } : lines;
}

function bookingResultOf(b: BookingRow): BookingResult {
  return {
    referenceNumber: b.referenceNumber,
    bookingId: b.id,
    pnr: b.supplierReference,
    bookedStatus: b.status === "paid" || b.status === "ticketed",
    bookingStatus: b.status,
    totalAmount: money(b.totalAmount, b.currency),
  };
}

/** Every path and method of spec A §7 "Flights", plus the 3-D Secure completion step. */
export function registerFlightRoutes(app: FastifyInstance, deps: FlightRoutesDeps): void {
  const { db } = deps;
  // Search results are cached below pricing (suppliers/flights/caching.ts); an injected supplier is used as given.
  const supplier = deps.supplier ?? new CachingFlightSupplier(new SandboxFlightSupplier({ store: new DbSandboxOrderStore(db), holds: new DbSandboxHolds(db, "flights") }));
  const searchResponses = new SearchResponseCache();
  // Flights on the booking core: one saga and one cancellation, told how flights book, ticket and cancel.
  const flightSupplier = flightBookingSupplier(supplier);
  const vertical = flightVertical(flightSupplier);
  // spec B add-ons: refund protection prices from the same supplier's reprice.
  registerRefundProtectionRoutes(app, { db, supplier });

  const r = app.withTypeProvider<ZodTypeProvider>();

  // The calls every vertical answers alike (pay, 3-D Secure, release, penalty, cancel, status, the confirmation
  // mail, the e-ticket receipt), on spec A's paths.
  const { saga, cancellation, ...core } = registerVerticalBooking(app, {
    ...deps,
    log: app.log,
    vertical,
    tags,
    paths: {
      payment: "/api/flight/payment",
      challenge: "/api/flight/payment/3ds",
      releaseHold: "/api/flight/releaseHold",
      penalty: "/api/flight/get-penalty",
      cancel: "/api/flight/flight-cancel-booking",
      status: "/api/flight/bookingStatus",
    },
    messages: { notFound: m.bookingNotFound, holdReleased: m.holdReleased, penaltyQuoted: m.penaltyQuoted, cancelled: m.flightCancelled },
    mail: {
      path: "/api/flight/sendFlightConfirmMail",
      statuses: ["paid", "ticketed"],
      queue: (b, opts) => queueConfirmationMail({ db, translator: deps.translator }, b, opts),
      mailQueued: m.mailQueued,
      notConfirmed: m.notConfirmed,
    },
    // The e-ticket receipt (My trip's flight details page links it): once paid, and kept after a cancel or void as its record.
    document: {
      path: "/api/flight/e-ticket/:referenceNumber",
      summary: "The booking's e-ticket receipt (PDF)",
      params: bookingReferenceRequest,
      produces: ["application/pdf"],
      referenceOf: (params) => params.referenceNumber,
      issued: (b) => b.status in E_TICKET_STATUSES,
      notIssued: eTicketMessages.notIssued,
      render: (b, t, lang) => flightETicket(db, b, t, lang),
    },
    list: {
      path: "/api/flight/bookings/all",
      summary: "The user's flight bookings (staff: the agency's), newest first, paged with the total",
      response: flightBookingsResponse,
      item: (b) => ({
        pnr: b.supplierReference,
        flightSegments: flightOf(b).offer.flights.map((f) => ({ departureAirport: f.origin, arrivalAirport: f.destination, departureDate: f.departureTime })),
      }),
    },
  });
  const visible = (request: FastifyRequest, by: { referenceNumber: string } | { pnr: string }) => core.visible(request, "pnr" in by ? { supplierReference: by.pnr } : by);
  // The agency's back office: ticketing, and cancel, penalty and void on its own paths (spec B §4, §7).
  registerFlightAgencyRoutes(app, { db: deps.db, saga, cancellation, visible });

  r.get("/api/flight/airports", { schema: { tags, summary: "Airport suggestions (spec A §7)", querystring: airportsQuery, response: { 200: airportsResponse, 400: errors[400] } } }, async (request) => {
    const found = searchAirports(request.query.search, request.query.limit).map((a) => ({
      code: a.code,
      name: a.name,
      city: a.city,
      country: a.country,
      countryShortCode: a.countryCode,
      lat: a.lat,
      lon: a.lon,
      timeZone: a.timeZone,
    }));
    return ok(found, request.t(messages.ok));
  });

  r.post(
    "/api/flight/search",
    {
      preHandler: requireActiveAgency,
      schema: { tags, summary: "Search flights; prices include the agency's markup and fee", body: flightSearchRequest, response: { 200: flightSearchResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = await optionalUser(request);
        const found = await supplier.search(toSupplierRequest(request.body)).catch((error: unknown) => {
          throw fromSupplier(error, "body.formData");
        });
        const rule = await searchPricingRule(request, db, "flight", agency.id, user);
        // Priced, validated and serialised once per (result, rule, message): search-response.ts.
        return sendKeptAnswer(reply, await searchResponses.answer(found, rule, request.t(messages.ok), validatedSearchJson(request), takesBrotli(request)));
      }),
  );

  r.post(
    "/api/flight/fareRules",
    { preHandler: requireActiveAgency, schema: { tags, summary: "Fare rules of an offer", body: fareRulesRequest, response: { 200: fareRulesResponse, ...errors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const rules = await supplier.fareRules(request.body.offerId).catch((error: unknown) => {
          throw fromSupplier(error, "body.offerId");
        });
        return ok(rules, request.t(messages.ok));
      }),
  );

  r.post(
    "/api/flight/reprice",
    {
      preHandler: requireActiveAgency,
      schema: { tags, summary: "Confirm price and availability (details and checkout)", body: repriceRequest, response: { 200: repriceResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = await optionalUser(request);
        const outcome = await supplier.reprice(request.body.offerId).catch((error: unknown) => {
          throw fromSupplier(error, "body.offerId");
        });
        const rule = await pricingRuleFor(db, "flight", agency.id, user, request.body.clientId);
        const { offer, breakdown } = priceOffer(outcome.offer, rule);
        return ok(
          {
            offer,
            priceChanged: outcome.priceChanged,
            previousTotal: outcome.previousTotal ? applyPricing(outcome.previousTotal, rule).total : null,
            markupType: flightMarkupType(rule.markupType),
            markup: rule.markupValue,
            totalAmount: breakdown.total,
            ...(seesBreakdown(user) ? { breakdown } : {}),
          },
          request.t(outcome.priceChanged ? m.priceChanged : messages.ok),
        );
      }),
  );

  r.post(
    "/api/flight/booking",
    {
      ...signedIn,
      schema: { tags, summary: "Create the booking (idempotent by idempotencyKey); pay next", body: bookingRequest, response: { 200: bookingResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = userOf(request);
        const req = request.body;
        const hold = {
          idempotencyKey: req.idempotencyKey,
          offerId: req.offerId,
          clientId: req.clientId,
          proposalId: req.proposalId,
          retryOf: req.retryOf,
          addOnQuoteId: req.addOns.find((addOn) => addOn.kind === REFUND_PROTECTION)?.quoteId ?? null,
          tripAddOnQuoteIds: req.addOns.filter((addOn) => addOn.kind === TRIP_ADD_ON).map((addOn) => addOn.quoteId),
        };
        const { booking } = await saga.hold(agency, user, hold, flightHoldPlan({ db, supplier: flightSupplier }, agency, user, req));
        return ok(bookingResultOf(booking), request.t(m.bookingCreated));
      }),
  );

  r.get(
    "/api/flight/getReservationDetails",
    {
      ...signedIn,
      schema: { tags, summary: "Reservation details; data is base64-encoded JSON (spec A §4)", querystring: reservationDetailsQuery, response: { 200: reservationDetailsResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const user = userOf(request);
        const b = await visible(request, request.query);
        let bookedFor: ReservationDetails["bookedFor"] = null;
        if (b.clientUserId) {
          const [client] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, b.clientUserId));
          bookedFor = client ?? null;
        }
        const flight = flightOf(b);
        const details: ReservationDetails = {
          referenceNumber: b.referenceNumber,
          bookingId: b.id,
          pnr: b.supplierReference,
          bookingStatus: b.status,
          createdAt: b.createdAt.toISOString(),
          // The customer sees one total: the offer carries what was paid for the flight (not the airline's net, nor add-ons).
          offer: { ...flight.offer, totalAmount: money(b.totalAmount - b.addOnsAmount, b.currency) },
          passengers: flight.passengers.map((p) => ({ ...p, ticketNumber: p.ticketNumber })),
          contact: flight.contact,
          totalAmount: money(b.totalAmount, b.currency),
          card: b.cardBrand && b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null,
          ...(seesBreakdown(user) ? { breakdown: flightBreakdown(b), bookedFor } : {}),
          refundProtection: b.refundProtection ?? null,
          bundle: await bookedBundleOf(db, deps.verticals, b),
          finishing: finishingOf(b, vertical.issue !== undefined),
        };
        return ok(encodeBase64Json(details), request.t(messages.ok));
      }),
  );

  r.post(
    "/api/flight/flightStore",
    { preHandler: requireActiveAgency, schema: { tags, summary: "Store a flight search", body: flightStoreRequest, response: { 200: flightStoreResponse, ...errors } } },
    async (request) => {
      const user = await optionalUser(request);
      const [row] = await db
        .insert(flightSearches)
        .values({ agencyId: agencyOf(request).id, userId: user?.id ?? null, search: request.body.search, url: request.body.url ?? null })
        .returning();
      if (!row) throw new Error("flight search insert returned no row");
      return ok({ id: row.id, search: row.search, url: row.url, createdAt: row.createdAt.toISOString() }, request.t(m.searchStored));
    },
  );

  r.delete(
    "/api/flight/:id",
    { preHandler: requireActiveAgency, schema: { tags, summary: "Remove a stored flight search", params: deleteStoredSearchParams, response: { 200: deleteStoredSearchResponse, ...errors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const user = await optionalUser(request);
        // Anonymous searches are removable by their (unguessable) id; a user's only by that user.
        const owner = user ? or(isNull(flightSearches.userId), eq(flightSearches.userId, user.id)) : isNull(flightSearches.userId);
        const gone = await db
          .delete(flightSearches)
          .where(and(eq(flightSearches.id, request.params.id), eq(flightSearches.agencyId, agencyOf(request).id), owner))
          .returning({ id: flightSearches.id });
        if (gone.length === 0) throw new FlightError(404, m.searchNotFound);
        return ok({ id: request.params.id, deleted: true }, request.t(m.searchDeleted));
      }),
  );

  r.post(
    "/api/flight/flightCancelVoidBooking",
    {
      ...signedIn,
      config: { audit: ["booking.cancelled", "booking.voided"] },
      schema: { tags, summary: "Void (within 24 hours of booking) or cancel", body: cancelVoidRequest, response: { 200: cancellationResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const done = await cancellation.cancel(await visible(request, request.body), request.body.action, request.body.expectedRefund);
        return ok(done, request.t(done.priceChanged ? messages.refundChanged : m.flightCancelled));
      }),
  );

  r.get(
    "/api/v2/flight/cancel",
    { ...signedIn, config: { audit: "booking.cancelled" }, schema: { tags, summary: "External-provider cancel by PNR", querystring: cancelByPnrQuery, response: { 200: cancellationResponse, ...errors } } },
    async (request, reply) => answer(request, reply, async () => ok(await cancellation.cancel(await visible(request, { pnr: request.query.pnr }), "cancel"), request.t(m.flightCancelled))),
  );
}
