import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, eq } from "drizzle-orm";
import { forceCodesResponse, hotelProposalOffer, proposalQuery, proposalResponse, reviewQuery, reviewResponse } from "@/shared/api/hotels";
import {
  bookingListResponse,
  hotelBookingParams,
  hotelBookingRecordResponse,
  hotelBookingRequest,
  hotelBookingResponse,
  sendHotelMailRequest,
  sendHotelMailResponse,
  voucherParams,
} from "@/shared/api/hotel-bookings";
import { messages } from "@/shared/messages";
import { money } from "@/shared/money";
import { requireActiveAgency } from "../agency/hooks";
import { finishingOf } from "../bookings/finishing";
import { BookingError } from "../bookings/errors";
import { agencyOf, answer, userOf } from "../bookings/http";
import { bookingErrors, signedIn } from "../bookings/routes";
import { registerVerticalBooking } from "../bookings/route-factory";
import type { VerticalRegistry } from "../bookings/registry";
import { bookedBundleOf } from "../bookings/bundle";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { proposals } from "../db/schema-proposals";
import { isExpired } from "../bookings/proposals";
import { ok } from "../http/envelope";
import type { Translator } from "../i18n";
import type { PaymentGateway } from "../payments/types";
import { reviewsOf } from "../suppliers/hotels/sandbox-reviews";
import { HOTEL_FORCE_CODES } from "../suppliers/hotels/sandbox-triggers";
import type { HotelSupplier } from "../suppliers/hotels/types";
import { hotelById, hotelContent } from "../suppliers/hotels/sandbox-hotels";
import { registerHotelCheckoutRoutes } from "./checkout-routes";
import { hotelVoucher, queueHotelMail } from "./documents";
import { hotelMessages as m } from "./messages";
import { hotelRecord } from "./record";
import { hotelHoldPlan, hotelOf, hotelVertical } from "./vertical";

const tags = ["hotels"];

/** Booking, payment (the core's), the booking record, voucher, mail, cancellation, proposals, reviews, force codes. */
export function registerHotelBookingRoutes(
  app: FastifyInstance,
  deps: { db: Db; translator: Translator; supplier: HotelSupplier; gateway?: PaymentGateway | undefined; verticals?: VerticalRegistry | undefined },
): void {
  const { db, supplier } = deps;
  const vertical = hotelVertical(supplier);
  const { saga, ...core } = registerVerticalBooking(app, {
    ...deps,
    log: app.log,
    vertical,
    tags,
    paths: {
      payment: "/api/v2/hotel/payment",
      challenge: "/api/v2/hotel/payment/3ds",
      releaseHold: "/api/v2/hotel/releaseHold",
      penalty: "/api/v2/hotel/cancelpenalty",
      cancel: "/api/v2/hotel/cancel/hotel",
      status: "/api/v2/hotel/bookingStatus",
    },
    messages: { notFound: m.bookingNotFound, holdReleased: m.holdReleased, penaltyQuoted: m.penaltyQuoted, cancelled: m.cancelled },
    mail: {
      path: "/api/v2/hotel/sendHotelBookingEmail",
      body: sendHotelMailRequest,
      response: sendHotelMailResponse,
      statuses: ["paid"],
      queue: (b, opts) => queueHotelMail({ db, translator: deps.translator }, b, opts),
      // Sent once confirmed in English, whoever booked (the request's language answers "Email me").
      onConfirmed: (b) => queueHotelMail({ db, translator: deps.translator }, b, { t: deps.translator.translator("en"), lang: "en" }),
      mailQueued: m.mailQueued,
      notConfirmed: m.notConfirmed,
    },
    document: {
      path: "/api/v2/hotel/voucher/:file",
      summary: "The booking's voucher (PDF)",
      params: voucherParams,
      referenceOf: (params) => params.file.replace(/\.pdf$/, ""),
      issued: (b) => !!b.supplierReference && (b.status === "paid" || b.status === "cancelled"),
      notIssued: m.notConfirmed,
      render: (b, t, lang) => hotelVoucher(db, b, t, lang),
    },
    list: {
      path: "/api/v2/hotel/bookings",
      summary: "The user's hotel bookings (staff: the agency's), newest first, paged with the total",
      response: bookingListResponse,
      item(b) {
        const { offer } = hotelOf(b);
        return { hotel: { name: offer.hotel.name }, startAndEndDate: { start: offer.start, end: offer.end } };
      },
    },
  });
  registerHotelCheckoutRoutes(app, { db, supplier, saga });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/v2/hotel/booking",
    { ...signedIn, schema: { tags, summary: "Create the booking (idempotent by idempotencyKey); pay next", body: hotelBookingRequest, response: { 200: hotelBookingResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const req = request.body;
        const agency = agencyOf(request);
        const user = userOf(request);
        const hold = {
          idempotencyKey: req.idempotencyKey,
          offerId: req.rateId,
          clientId: req.clientId,
          addOnQuoteId: req.addOns?.[0]?.quoteId ?? null,
          couponCode: req.couponCode ?? null,
          proposalId: req.proposalId,
          retryOf: req.retryOf,
        };
        const { booking: b } = await saga.hold(agency, user, hold, hotelHoldPlan(supplier, req, { db, agencyId: agency.id, userId: user.id }));
        const message = request.t(m.bookingCreated);
        return ok(
          { referenceNumber: b.referenceNumber, bookingId: b.id, confirmationNumber: b.supplierReference, bookingStatus: b.status, totalAmount: money(b.totalAmount, b.currency), bookingresult: { message } },
          message,
        );
      }),
  );

  r.get(
    "/api/v3/hotel/hotel-booking/:id",
    { ...signedIn, schema: { tags, summary: "The hotel booking record (spec B §3)", params: hotelBookingParams, response: { 200: hotelBookingRecordResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await core.visible(request, { referenceNumber: request.params.id });
        return ok({ ...hotelRecord(b, userOf(request)), bundle: await bookedBundleOf(db, deps.verticals, b), finishing: finishingOf(b, false) }, request.t(messages.ok));
      }),
  );

  r.get(
    "/api/v2/hotel/proposal",
    { preHandler: requireActiveAgency, schema: { tags, summary: "A hotel an agent proposed (the deal page)", querystring: proposalQuery, response: { 200: proposalResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        // The proposal's hotel (one a proposal at most: docs/decisions.md "Proposals"), found by the core's id.
        const [row] = await db
          .select()
          .from(proposals)
          .where(and(eq(proposals.id, request.query.proposalId), eq(proposals.agencyId, agencyOf(request).id)));
        const item = row && row.status !== "draft" ? row.items.find((i) => i.vertical === "hotel") : undefined;
        const offer = item ? hotelProposalOffer.safeParse(item.offer) : null;
        const hotel = offer?.success ? hotelById(offer.data.hotelId) : null;
        if (!row || !offer?.success || !hotel) throw new BookingError(404, m.proposalNotFound);
        const [agent] = row.agentUserId ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.agentUserId)) : [];
        // The agency's proposals list shows which were opened; the customer's view never shows who it was sent to.
        // A peek (the deal page's first HTML, which a mail scanner may fetch) marks nothing: the app's own read does.
        const opened = row.status === "sent" && !request.query.peek;
        if (opened) await db.update(proposals).set({ status: "viewed" }).where(eq(proposals.id, row.id));
        const status = opened ? "viewed" : row.status;
        return ok(
          { proposalId: row.id, hotel: hotelContent(hotel), search: offer.data.search, rate: offer.data.rate, note: row.note, agentName: agent?.name ?? null, status, expired: isExpired(row) },
          request.t(messages.ok),
        );
      }),
  );

  r.get(
    "/api/v2/hotel/review",
    { preHandler: requireActiveAgency, schema: { tags, summary: "Guests' reviews of a hotel", querystring: reviewQuery, response: { 200: reviewResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const hotel = hotelById(request.query.hotelId);
        if (!hotel) throw new BookingError(404, m.hotelNotFound);
        return ok(reviewsOf(hotel), request.t(messages.ok));
      }),
  );

  // spec B §7 "hotel force codes" (path not shown; docs/decisions.md): the sandbox's triggers, for testers.
  r.get("/api/v2/hotel/force-codes", { preHandler: requireActiveAgency, schema: { tags, summary: "The hotel sandbox's force codes (triggers)", response: { 200: forceCodesResponse } } }, async (request) =>
    ok(
      HOTEL_FORCE_CODES.map((code) => ({ ...code })),
      request.t(messages.ok),
    ),
  );
}
