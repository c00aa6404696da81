import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ticketPaymentRequest, ticketRequest, ticketResponse } from "@/shared/api/agency-bookings";
import { bookingReferenceRequest, cancelBookingRequest, cancellationResponse, paymentDeclinedResponse, paymentResponse, penaltyResponse } from "@/shared/api/bookings";
import { backOfficeMessages as bo } from "@/shared/back-office/messages";
import { messages } from "@/shared/messages";
import { money } from "@/shared/money";
import { backOfficeOnly } from "../bookings/agency-routes";
import type { BookingCancellation } from "../bookings/cancellation";
import { BookingError } from "../bookings/errors";
import { answer } from "../bookings/http";
import { bookingErrors } from "../bookings/routes";
import type { BookingSaga } from "../bookings/saga";
import type { BookingRow } from "../db/schema-bookings";
import type { Db } from "../db/client";
import { auditChange } from "../back-office/audit";
import { auditUnchanged } from "../back-office/audit-scope";
import { ok } from "../http/envelope";
import { cancelByPnrQuery } from "@/shared/api/flights";
import { flightMessages as m } from "./messages";

// The agency's flight operations (spec B §4 "Back office: a flight booking can be ticketed (status updated
// to the returned bookingStatus), cancelled or voided"; §7 POST /api/flight/ticket and /ticket/payment,
// the cancel, penalty and void calls under /api/agency/flights/bookings, GET /api/v2/agency/flights/cancel).
// Travel agents only (bookings/visibility.ts); the booking core's saga and cancellation do the work.

interface FlightAgencyRoutesDeps {
  db: Db;
  saga: BookingSaga;
  cancellation: BookingCancellation;
  visible(request: FastifyRequest, by: { referenceNumber: string } | { pnr: string }): Promise<BookingRow>;
}

const tags = ["flights", "back office"];
const BASE = "/api/agency/flights/bookings";

export function registerFlightAgencyRoutes(app: FastifyInstance, deps: FlightAgencyRoutesDeps): void {
  const { saga, cancellation, visible } = deps;
  /** The audit trail's line for a booking the caller ticketed (docs/security.md "Audit trail"). */
  const ticketedLine = (b: BookingRow, status: string) =>
    auditChange(deps.db, { action: "booking.ticketed", subject: { userId: b.clientUserId ?? b.bookedByUserId, name: b.referenceNumber }, before: { status: b.status }, after: { status } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/flight/ticket",
    {
      ...backOfficeOnly,
      config: { audit: "booking.ticketed" },
      schema: {
        tags,
        summary: "Ticket a booking: a paid one is issued now; one on hold answers paymentRequired (then ticket/payment)",
        body: ticketRequest,
        response: { 200: ticketResponse, 502: bookingErrors[409], ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await visible(request, request.body);
        const total = money(b.totalAmount, b.currency);
        if (b.status === "held") {
          if (b.offerExpiresAt.getTime() <= Date.now()) throw new BookingError(410, m.offerExpired);
          auditUnchanged();
          return ok({ referenceNumber: b.referenceNumber, bookingStatus: b.status, paymentRequired: true, totalAmount: total }, request.t(bo.paymentRequired));
        }
        if (b.status === "ticketed") throw new BookingError(409, bo.alreadyTicketed);
        if (b.status !== "paid") throw new BookingError(409, bo.notTicketable);
        const done = await saga.issuePaid(b);
        if (done.status !== "ticketed") throw new BookingError(502, bo.ticketFailed);
        await ticketedLine(b, done.status);
        return ok({ referenceNumber: done.referenceNumber, bookingStatus: done.status, paymentRequired: false, totalAmount: total }, request.t(bo.ticketed));
      }),
  );

  r.post(
    "/api/flight/ticket/payment",
    {
      ...backOfficeOnly,
      config: { audit: "booking.ticketed" },
      schema: {
        tags,
        summary: "Pay for a booking on hold and ticket it (the booking core's payment; 3-D Secure completes on /api/flight/payment/3ds)",
        body: ticketPaymentRequest,
        response: { 200: paymentResponse, 402: paymentDeclinedResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await visible(request, request.body);
        if (b.status !== "held" && b.status !== "paid" && b.status !== "ticketed") throw new BookingError(409, bo.notTicketable);
        const outcome = await saga.pay(b, request.body.idempotencyKey, request.body.card);
        // Declined, or a 3-D Secure step still to come: nothing was ticketed yet, so no line.
        if (outcome.result.bookingStatus === "ticketed" && b.status !== "ticketed") await ticketedLine(b, "ticketed");
        else auditUnchanged();
        const message = outcome.result.bookingStatus === "ticketed" ? bo.ticketed : outcome.message;
        return ok(outcome.result, request.t(message));
      }),
  );

  r.post(
    `${BASE}/penalty`,
    { ...backOfficeOnly, schema: { tags, summary: "Cancellation penalty quote (back office)", body: bookingReferenceRequest, response: { 200: penaltyResponse, ...bookingErrors } } },
    async (request, reply) => answer(request, reply, async () => ok(await cancellation.quote(await visible(request, request.body)), request.t(m.penaltyQuoted))),
  );

  r.post(
    `${BASE}/cancel`,
    {
      ...backOfficeOnly,
      config: { audit: "booking.cancelled" },
      schema: { tags, summary: "Cancel with the quoted refund (back office)", body: cancelBookingRequest, response: { 200: cancellationResponse, ...bookingErrors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const done = await cancellation.cancel(await visible(request, request.body), "cancel", request.body.expectedRefund);
        return ok(done, request.t(done.priceChanged ? messages.refundChanged : m.flightCancelled));
      }),
  );

  r.post(
    `${BASE}/void`,
    {
      ...backOfficeOnly,
      config: { audit: "booking.voided" },
      schema: { tags, summary: "Void within 24 hours of booking, for a full refund (back office)", body: bookingReferenceRequest, response: { 200: cancellationResponse, ...bookingErrors } },
    },
    async (request, reply) => answer(request, reply, async () => ok(await cancellation.cancel(await visible(request, request.body), "void"), request.t(m.flightCancelled))),
  );

  r.get(
    "/api/v2/agency/flights/cancel",
    {
      ...backOfficeOnly,
      config: { audit: "booking.cancelled" },
      schema: { tags, summary: "External-provider cancel by PNR (back office)", querystring: cancelByPnrQuery, response: { 200: cancellationResponse, ...bookingErrors } },
    },
    async (request, reply) => answer(request, reply, async () => ok(await cancellation.cancel(await visible(request, { pnr: request.query.pnr }), "cancel"), request.t(m.flightCancelled))),
  );
}
