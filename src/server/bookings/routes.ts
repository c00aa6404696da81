import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  bookingReferenceRequest,
  bookingStatusQuery,
  bookingStatusResponse,
  cancelBookingRequest,
  cancellationResponse,
  paymentDeclinedResponse,
  paymentRequest,
  paymentResponse,
  penaltyResponse,
  releaseHoldResponse,
} from "@/shared/api/bookings";
import { errorEnvelope } from "@/shared/api/envelope";
import { completeChallengeRequest } from "@/shared/api/payments";
import { messages } from "@/shared/messages";
import { requireActiveAgency } from "../agency/hooks";
import type { Db } from "../db/client";
import type { BookingRow, Vertical } from "../db/schema-bookings";
import { ok } from "../http/envelope";
import { requireUser } from "../sessions/require-user";
import type { BookingCancellation } from "./cancellation";
import { BookingError } from "./errors";
import { agencyOf, answer, userOf } from "./http";
import { bookingHistory, findVisibleBooking, pageVisibleBookings, type BookingLookup } from "./repository";
import type { BookingSaga } from "./saga";

// The routes every vertical answers the same way, on the spec's own paths for that vertical (spec A §7
// "Flights": /api/flight/payment; spec B §7 "Hotels": /api/hotel/payment, …): pay, complete 3-D Secure,
// release a hold, quote and confirm a cancel, and a booking's status history. A vertical whose spec
// shapes a call differently (a cancel with a reason, a path parameter) registers that one itself with
// `visible` and the core's cancellation.

export const bookingErrors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 410: errorEnvelope, 504: errorEnvelope } as const;

/** Before validation: a signed-out call is a 401 (spec A §4 session expiry), whatever its body. */
export const signedIn = { preValidation: [requireActiveAgency, requireUser] };

export interface BookingRoutePaths {
  readonly payment: string;
  /** The 3-D Secure page step. */
  readonly challenge: string;
  readonly releaseHold: string;
  /** Body `{ referenceNumber }`: the cancellation quote. */
  readonly penalty?: string;
  /** Body `{ referenceNumber, expectedRefund? }`: cancel with the quoted refund, or answer the new quote. */
  readonly cancel?: string;
  /** Query `?referenceNumber`: the status and its history; without it, the vertical's bookings' statuses, paged. */
  readonly status?: string;
}

export interface BookingRoutesOptions {
  readonly db: Db;
  readonly saga: BookingSaga;
  readonly cancellation: BookingCancellation;
  readonly vertical: Vertical;
  readonly tags: string[];
  readonly paths: BookingRoutePaths;
  readonly messages: {
    readonly notFound: MessageDescriptor;
    readonly holdReleased: MessageDescriptor;
    readonly penaltyQuoted: MessageDescriptor;
    readonly cancelled: MessageDescriptor;
  };
}

export interface BookingRoutes {
  /** The vertical's booking the signed-in user may see (another agency's or user's: 404). */
  visible(request: FastifyRequest, by: BookingLookup): Promise<BookingRow>;
}

export function registerBookingRoutes(app: FastifyInstance, o: BookingRoutesOptions): BookingRoutes {
  const { db, saga, cancellation, tags, paths } = o;
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function visible(request: FastifyRequest, by: BookingLookup): Promise<BookingRow> {
    const b = await findVisibleBooking(db, agencyOf(request), userOf(request), o.vertical, by);
    if (!b) throw new BookingError(404, o.messages.notFound);
    return b;
  }

  r.post(
    paths.payment,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Pay and book: authorise, book with the supplier, capture, issue (idempotent)",
        body: paymentRequest,
        response: { 200: paymentResponse, 402: paymentDeclinedResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await visible(request, { referenceNumber: request.body.referenceNumber });
        const outcome = await saga.pay(b, request.body.idempotencyKey, request.body.card, request.body.creditAmount);
        return ok(outcome.result, request.t(outcome.message));
      }),
  );

  r.post(
    paths.challenge,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Complete the 3-D Secure page step, then book as the payment does",
        body: completeChallengeRequest,
        response: { 200: paymentResponse, 402: paymentDeclinedResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await visible(request, { referenceNumber: request.body.referenceNumber });
        const outcome = await saga.completeChallenge(b, request.body.challengeId, request.body.approve);
        return ok(outcome.result, request.t(outcome.message));
      }),
  );

  r.post(
    paths.releaseHold,
    { ...signedIn, schema: { tags, summary: "Release a booking on hold (never charged)", body: bookingReferenceRequest, response: { 200: releaseHoldResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await visible(request, request.body);
        await saga.releaseHold(b);
        return ok({ referenceNumber: b.referenceNumber, bookingStatus: "failed" as const }, request.t(o.messages.holdReleased));
      }),
  );

  if (paths.penalty) {
    r.post(paths.penalty, { ...signedIn, schema: { tags, summary: "Cancellation penalty quote", body: bookingReferenceRequest, response: { 200: penaltyResponse, ...bookingErrors } } }, async (request, reply) =>
      answer(request, reply, async () => ok(await cancellation.quote(await visible(request, request.body)), request.t(o.messages.penaltyQuoted))),
    );
  }

  if (paths.cancel) {
    r.post(
      paths.cancel,
      {
        ...signedIn,
        config: { audit: "booking.cancelled" },
        schema: { tags, summary: "Cancel a booking with the quoted refund", body: cancelBookingRequest, response: { 200: cancellationResponse, ...bookingErrors } },
      },
      async (request, reply) =>
        answer(request, reply, async () => {
          const done = await cancellation.cancel(await visible(request, request.body), "cancel", request.body.expectedRefund);
          return ok(done, request.t(done.priceChanged ? messages.refundChanged : o.messages.cancelled));
        }),
    );
  }

  if (paths.status) {
    r.get(
      paths.status,
      {
        ...signedIn,
        schema: {
          tags,
          summary: "A booking's status and history; without a reference number, every booking's status, paged with the total",
          querystring: bookingStatusQuery,
          response: { 200: bookingStatusResponse, ...bookingErrors },
        },
      },
      async (request, reply) =>
        answer(request, reply, async () => {
          const { referenceNumber, bookingStatus, offSet, limit } = request.query;
          if (referenceNumber === undefined) {
            const { rows, total } = await pageVisibleBookings(db, agencyOf(request), userOf(request), o.vertical, { offSet, limit }, bookingStatus);
            const items = rows.map((b) => ({ referenceNumber: b.referenceNumber, bookingStatus: b.status, createdAt: b.createdAt.toISOString(), updatedAt: b.updatedAt.toISOString() }));
            return { ...ok(items, request.t(messages.ok)), totalRecords: total };
          }
          const b = await visible(request, { referenceNumber });
          return ok({ referenceNumber: b.referenceNumber, bookingStatus: b.status, history: await bookingHistory(db, b.id) }, request.t(messages.ok));
        }),
    );
  }

  return { visible };
}
