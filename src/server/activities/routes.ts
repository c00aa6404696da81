import { DbSandboxHolds } from "../suppliers/sandbox-holds-db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { activityCheckoutRequest, activityCheckoutResponse } from "@/shared/api/activities";
import {
  activityBookingDetailsResponse,
  activityBookingRequest,
  activityBookingResponse,
  activityBookingsResponse,
  activityCancelQuoteResponse,
  activityCancelRequest,
  activityCancelResponse,
  bookingIdParams,
  CANCEL_REASONS,
  type ActivityBookingDetails,
} from "@/shared/api/activity-bookings";
import { refundProtectionQuoteRequest, refundProtectionQuoteResponse } from "@/shared/api/refund-protection";
import { messages } from "@/shared/messages";
import { money } from "@/shared/money";
import { requireActiveAgency } from "../agency/hooks";
import { finishingOf } from "../bookings/finishing";
import { agencyOf, answer, optionalUser, userOf } from "../bookings/http";
import { breakdownOf } from "../bookings/repository";
import { bookingErrors, signedIn } from "../bookings/routes";
import { registerVerticalBooking } from "../bookings/route-factory";
import type { BookingStatus } from "@/shared/booking/statuses";
import { seesBreakdown } from "../bookings/visibility";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { BookingRow } from "../db/schema-bookings";
import { createQuote } from "../bookings/refund-protection";
import { ok } from "../http/envelope";
import type { Translator } from "../i18n";
import type { PaymentGateway } from "../payments/types";
import { pricingRuleFor } from "../pricing/rules";
import { SandboxActivitySupplier } from "../suppliers/activities/sandbox";
import type { ActivitySupplier } from "../suppliers/activities/types";
import { registerActivityCatalogueRoutes } from "./catalogue-routes";
import { supplierCall } from "./errors";
import { queueActivityMail } from "./mail";
import { activityServerMessages as m } from "./messages";
import { priceOffer } from "./pricing";
import { DbActivitySandboxStore } from "./stores";
import { activityHoldPlan, activityOf, activityVertical, meetingPointOf } from "./vertical";
import { activityVoucher } from "./voucher";
import type { VerticalRegistry } from "../bookings/registry";

// Every call of spec B §7 "Activities" on the booking core: checkout (the offer priced again), book,
// pay and 3-D Secure (the core's saga), email, booking details, cancel-penalty with reasons and cancel
// with the confirmed refund (the core's cancellation), the user's bookings. The calls before checkout
// are in catalogue-routes.ts.

interface ActivityRoutesDeps {
  db: Db;
  translator: Translator;
  /** Defaults: the sandbox provider and gateway, both persisted in the database. */
  supplier?: ActivitySupplier;
  gateway?: PaymentGateway;
  /** The server's verticals: the saga registers activities there, so a proposal finds its activity items. */
  verticals?: VerticalRegistry;
}

const tags = ["activities"];
const CONFIRMED = new Set<BookingStatus>(["paid", "ticketed"]);

export function registerActivityRoutes(app: FastifyInstance, deps: ActivityRoutesDeps): void {
  const { db } = deps;
  const supplier = deps.supplier ?? new SandboxActivitySupplier({ store: new DbActivitySandboxStore(db), holds: new DbSandboxHolds(db, "activities") });
  const vertical = activityVertical(supplier);
  registerActivityCatalogueRoutes(app, { db, supplier });

  const { saga, cancellation, ...core } = registerVerticalBooking(app, {
    ...deps,
    log: app.log,
    vertical,
    tags,
    paths: {
      payment: "/api/activities/bookings/payment",
      challenge: "/api/activities/bookings/payment/3ds",
      releaseHold: "/api/activities/bookings/release-hold",
      status: "/api/activities/bookings/status",
    },
    messages: { notFound: m.bookingNotFound, holdReleased: m.holdReleased, penaltyQuoted: m.penaltyQuoted, cancelled: m.cancelled },
    mail: {
      path: "/api/activities/bookings/email",
      statuses: [...CONFIRMED],
      queue: (b, opts) => queueActivityMail({ db, translator: deps.translator, supplier }, b, opts),
      mailQueued: m.mailQueued,
      notConfirmed: m.notConfirmed,
    },
    // The voucher of a confirmed (or cancelled, marked so) booking: the booking page links it.
    document: {
      path: "/api/activities/bookings/:id/voucher",
      summary: "The activity's voucher (PDF)",
      params: bookingIdParams,
      referenceOf: (params) => params.id,
      issued: (b) => CONFIRMED.has(b.status) || b.status === "cancelled",
      notIssued: m.notConfirmed,
      render: async (b, t, lang) => activityVoucher(db, b, await meetingPointOf(supplier, activityOf(b).offer.productCode), t, lang),
    },
    list: {
      path: "/api/activities/user/bookings",
      summary: "The user's activity bookings (staff: the agency's), newest first, paged with the total",
      response: activityBookingsResponse,
      item(b) {
        const { offer } = activityOf(b);
        return { activity: { title: offer.title, productCode: offer.productCode }, travelDate: offer.travelDate };
      },
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The booking as its traveller sees it: the offer at what was paid for it. */
  async function detailsOf(b: BookingRow, user: Parameters<typeof seesBreakdown>[0]): Promise<ActivityBookingDetails> {
    const d = activityOf(b);
    let bookedFor: ActivityBookingDetails["bookedFor"] = null;
    if (b.clientUserId) {
      const [client] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, b.clientUserId));
      bookedFor = client ?? null;
    }
    const priced = priceOffer(d.offer, { markupType: b.markupType, markupValue: b.markupValue, agencyFee: b.feeAmount }).offer;
    const { addOns, ...lines } = breakdownOf(b);
    return {
      referenceNumber: b.referenceNumber,
      bookingId: b.id,
      bookingStatus: b.status,
      supplierReference: b.supplierReference,
      finishing: finishingOf(b, false),
      createdAt: b.createdAt.toISOString(),
      offer: { ...priced, totalAmount: money(b.totalAmount - b.addOnsAmount, b.currency) },
      travellers: d.travellers,
      contact: d.contact,
      answers: d.answers,
      meetingPoint: await meetingPointOf(supplier, d.offer.productCode),
      totalAmount: money(b.totalAmount, b.currency),
      card: b.cardBrand && b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null,
      ...(seesBreakdown(user) ? { breakdown: addOns ? { ...lines, protection: addOns } : lines, bookedFor } : {}),
      refundProtection: b.refundProtection ?? null,
      refundAmount: b.refundAmount === null ? null : money(b.refundAmount, b.currency),
    };
  }

  r.post(
    "/api/activities/bookings/checkout",
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary: "The offer priced again before checkout (spec B §3 markupType, markupValue, agencyFee)",
        body: activityCheckoutRequest,
        response: { 200: activityCheckoutResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const user = await optionalUser(request);
        const outcome = await supplierCall(() => supplier.price(request.body.offerId));
        const rule = await pricingRuleFor(db, "activity", agencyOf(request).id, user, request.body.clientId);
        const { offer, breakdown } = priceOffer(outcome.offer, rule);
        return ok(
          {
            offer,
            priceChanged: outcome.priceChanged,
            previousTotal: outcome.previousTotal ? priceOffer({ ...outcome.offer, totalAmount: outcome.previousTotal }, rule).offer.totalAmount : null,
            markupType: rule.markupType,
            markupValue: rule.markupValue,
            agencyFee: rule.agencyFee,
            totalAmount: breakdown.total,
            ...(seesBreakdown(user) ? { breakdown } : {}),
          },
          request.t(outcome.priceChanged ? m.priceChanged : messages.ok),
        );
      }),
  );

  r.post(
    "/api/activities/bookings/book",
    { ...signedIn, schema: { tags, summary: "Create the booking (idempotent by idempotencyKey); pay next", body: activityBookingRequest, response: { 200: activityBookingResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const req = request.body;
        const agency = agencyOf(request);
        const user = userOf(request);
        const hold = { idempotencyKey: req.idempotencyKey, offerId: req.offerId, clientId: req.clientId, addOnQuoteId: req.addOns[0]?.quoteId ?? null, proposalId: req.proposalId, retryOf: req.retryOf };
        const { booking } = await saga.hold(agency, user, hold, activityHoldPlan(supplier, req, { db, agencyId: agency.id, userId: user.id }));
        const result = { referenceNumber: booking.referenceNumber, bookingId: booking.id, bookingStatus: booking.status, totalAmount: money(booking.totalAmount, booking.currency) };
        return ok(result, request.t(m.bookingCreated));
      }),
  );

  // spec B add-ons: refund protection for the offer being booked, priced from what the traveller (or the
  // client an agent books for) pays for it; POST bookings/book redeems the quoteId (the core's quote store).
  r.post(
    "/api/activities/refund-protects/quote",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Price refund protection for a checked activity offer; bookings/book redeems the quoteId",
        body: refundProtectionQuoteRequest,
        response: { 200: refundProtectionQuoteResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = userOf(request);
        const client = await saga.resolveClient(agency, user, request.body.clientId);
        const outcome = await supplierCall(() => supplier.price(request.body.offerId));
        const rule = await pricingRuleFor(db, "activity", agency.id, user, client);
        const tripTotal = priceOffer(outcome.offer, rule).breakdown.total;
        const { offer } = outcome;
        const products = [{ productCode: "ACTIVITY" as const, description: `${offer.title}, ${offer.travelDate} ${offer.startTime}`, coveredAmount: tripTotal }];
        const quote = await createQuote(db, { agencyId: agency.id, userId: user.id, clientUserId: client?.id ?? null }, offer, tripTotal, products);
        return ok(quote, request.t(m.protectionQuoted));
      }),
  );

  r.get(
    "/api/activities/bookings/:id/details",
    { ...signedIn, schema: { tags, summary: "A booking (id: its reference number)", params: bookingIdParams, response: { 200: activityBookingDetailsResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await core.visible(request, { referenceNumber: request.params.id });
        return ok(await detailsOf(b, userOf(request)), request.t(messages.ok));
      }),
  );

  r.get(
    "/api/activities/bookings/:id/cancel-penalty",
    {
      ...signedIn,
      schema: { tags, summary: "Cancellation reasons and the refund now (spec B §3 cancellation data)", params: bookingIdParams, response: { 200: activityCancelQuoteResponse, ...bookingErrors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const q = await cancellation.quote(await core.visible(request, { referenceNumber: request.params.id }));
        const quote = {
          referenceNumber: q.referenceNumber,
          reasons: [...CANCEL_REASONS],
          cancellable: q.cancellable,
          penalty: q.penalty,
          refundAmount: q.refund,
          currency: q.refund.currency,
          exchangeRate: q.exchangeRate ?? null,
          ...(q.paidFromCredit ? { paidFromCredit: q.paidFromCredit } : {}),
        };
        return ok(quote, request.t(m.penaltyQuoted));
      }),
  );

  r.post(
    "/api/activities/bookings/cancel",
    {
      ...signedIn,
      config: { audit: "booking.cancelled" },
      schema: {
        tags,
        summary: "Cancel with a reason and the confirmed refund; a moved refund answers priceChanged (spec B §4)",
        body: activityCancelRequest,
        response: { 200: activityCancelResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await core.visible(request, { referenceNumber: request.body.bookingId });
        const done = await cancellation.cancel(b, "cancel", request.body.quoteAmount, request.body.reason);
        const priceChanged = done.priceChanged === true;
        const result = {
          referenceNumber: done.referenceNumber,
          bookingStatus: done.bookingStatus,
          penalty: done.penalty,
          refundAmount: done.refund,
          currency: done.refund.currency,
          exchangeRate: done.exchangeRate ?? null,
          priceChanged,
        };
        return ok(result, request.t(priceChanged ? messages.refundChanged : m.cancelled));
      }),
  );
}
