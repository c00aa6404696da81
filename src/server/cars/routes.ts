import { DbSandboxHolds } from "../suppliers/sandbox-holds-db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bookingReferenceRequest, releaseHoldResponse } from "@/shared/api/bookings";
import { carBookingResponse, carBookingsResponse, carRefundProtectionQuoteRequest, carReservationResponse, releaseCarParams, reserveCarRequest } from "@/shared/api/car-bookings";
import { refundProtectionQuoteResponse } from "@/shared/api/refund-protection";
import { messages } from "@/shared/messages";
import { add } from "@/shared/money";
import { agencyOf, answer, userOf } from "../bookings/http";
import { bookingErrors, signedIn } from "../bookings/routes";
import { registerVerticalBooking } from "../bookings/route-factory";
import type { VerticalRegistry } from "../bookings/registry";
import type { Db } from "../db/client";
import { createQuote } from "../bookings/refund-protection";
import { ok } from "../http/envelope";
import type { Translator } from "../i18n";
import type { PaymentGateway } from "../payments/types";
import { EmbeddedExchangeRateProvider } from "../reference/exchange-rates";
import { CachingCarSupplier } from "../suppliers/cars/caching";
import { SandboxCarSupplier } from "../suppliers/cars/sandbox";
import { type CarSupplier } from "../suppliers/cars/types";
import { queueCarConfirmationMail } from "./mail";
import { carVoucher } from "./voucher";
import { CAR_BASE, CAR_TAGS, registerCarCatalogueRoutes } from "./catalogue-routes";
import { carPricer } from "./pricing";
import { carBookingResultOf, carReservationOf } from "./reservation";
import { carMessages as m } from "./messages";
import { carHoldPlan, carOf, carReservations, carVertical, extrasTotal, priceExtras } from "./vertical";

interface CarRoutesDeps {
  db: Db;
  translator: Translator;
  /** Defaults: the sandbox supplier (agency currency at the embedded rates) and gateway, persisted in the database. */
  supplier?: CarSupplier;
  gateway?: PaymentGateway;
  /** The server's verticals (trip add-ons: a car booked as a flight's bundle item). */
  verticals?: VerticalRegistry;
}

const tags = CAR_TAGS;
const BASE = CAR_BASE;

/** Every call of spec B §7 "Car rental", on the booking core. */
export async function registerCarRoutes(app: FastifyInstance, deps: CarRoutesDeps): Promise<void> {
  const { db } = deps;
  const rates = (await new EmbeddedExchangeRateProvider().getRates("USD"))?.rates ?? { USD: 1 };
  // Searches are cached below pricing (suppliers/cars/caching.ts); an injected supplier is used as given.
  const supplier = deps.supplier ?? new CachingCarSupplier(new SandboxCarSupplier({ rates, reservations: carReservations(db), holds: new DbSandboxHolds(db, "cars") }));
  const vertical = carVertical(supplier);
  // Pay, 3-D Secure, release, the cancel quote (spec B §7 "POST api/getRefund"), cancel, the mail and the
  // voucher (spec B §2 reservation details): the core's frame on the car paths.
  const { saga, ...core } = registerVerticalBooking(app, {
    ...deps,
    log: app.log,
    vertical,
    tags,
    paths: {
      payment: `${BASE}/payment`,
      challenge: `${BASE}/payment/3ds`,
      releaseHold: `${BASE}/releaseHold`,
      penalty: "/api/getRefund",
      cancel: `${BASE}/cancel`,
      status: `${BASE}/bookingStatus`,
    },
    messages: {
      notFound: m.bookingNotFound,
      holdReleased: m.holdReleased,
      penaltyQuoted: m.penaltyQuoted,
      cancelled: m.cancelled,
    },
    mail: {
      path: `${BASE}/sendCarBookingEmail`,
      statuses: ["paid", "ticketed"],
      queue: (b, opts) => queueCarConfirmationMail({ db, translator: deps.translator }, b, opts),
      mailQueued: m.mailQueued,
      notConfirmed: m.notConfirmed,
    },
    document: {
      path: `${BASE}/voucher/:id`,
      summary: "The rental's voucher (PDF)",
      params: releaseCarParams,
      referenceOf: (params) => params.id,
      issued: (b) => b.status === "paid" || b.status === "ticketed" || b.status === "cancelled",
      notIssued: m.notConfirmed,
      render: (b, t, lang) => carVoucher(db, b, t, lang),
    },
    list: {
      path: `${BASE}/user/bookings`,
      summary: "The user's car bookings (staff: the agency's), newest first, paged with the total",
      response: carBookingsResponse,
      item(b) {
        const { offer } = carOf(b);
        return {
          vendorName: offer.vendorName,
          vehicleName: offer.vehicleName,
          pickUpLocation: { name: offer.pickUpLocation.name },
          dropOffLocation: { name: offer.dropOffLocation.name },
          pickUpDateTime: offer.pickUpDateTime,
          returnDateTime: offer.returnDateTime,
        };
      },
    },
  });

  const pricer = carPricer(db, supplier);
  registerCarCatalogueRoutes(app, pricer);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${BASE}/reserveCar`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Reserve the car (idempotent by idempotencyKey); pay next",
        body: reserveCarRequest,
        response: { 200: carBookingResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const req = request.body;
        const agency = agencyOf(request);
        const user = userOf(request);
        const hold = {
          idempotencyKey: req.idempotencyKey,
          offerId: req.offerId,
          clientId: req.clientId,
          addOnQuoteId: req.addOns[0]?.quoteId ?? null,
          proposalId: req.proposalId,
          retryOf: req.retryOf,
        };
        const { booking } = await saga.hold(
          agency,
          user,
          hold,
          carHoldPlan(supplier, req, {
            db,
            agencyId: agency.id,
            userId: user.id,
          }),
        );
        return ok(carBookingResultOf(booking), request.t(m.bookingCreated));
      }),
  );

  // spec B add-ons: refund protection for the car being booked, priced from what the traveller (or the client
  // an agent books for) pays for it with the extras chosen; reserveCar redeems the quoteId (the core's quote store).
  r.post(
    `${BASE}/refund-protects/quote`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Price refund protection for a car and its extras; reserveCar redeems the quoteId",
        body: carRefundProtectionQuoteRequest,
        response: { 200: refundProtectionQuoteResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = userOf(request);
        const client = await saga.resolveClient(agency, user, request.body.clientId);
        const pricing = await pricer.priceOffer(request, request.body.offerId, client?.id);
        const { offer } = pricing;
        const tripTotal = add(pricing.totalAmount, extrasTotal(offer, priceExtras(offer, request.body.extras)));
        const description = `${offer.vendorName}, ${offer.vehicleName}: ${offer.pickUpLocation.name} → ${offer.dropOffLocation.name}`;
        const products = [
          {
            productCode: "CAR" as const,
            description,
            coveredAmount: tripTotal,
          },
        ];
        const quote = await createQuote(
          db,
          {
            agencyId: agency.id,
            userId: user.id,
            clientUserId: client?.id ?? null,
          },
          offer,
          tripTotal,
          products,
        );
        return ok(quote, request.t(m.protectionQuoted));
      }),
  );

  r.post(
    `${BASE}/findReservation`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A car reservation by its reference number",
        body: bookingReferenceRequest,
        response: { 200: carReservationResponse, ...bookingErrors },
      },
    },
    async (request, reply) => answer(request, reply, async () => ok(await carReservationOf(db, deps.verticals, request, await core.visible(request, request.body)), request.t(messages.ok))),
  );

  r.delete(
    `${BASE}/:id`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Give up a reservation on hold (never charged)",
        params: releaseCarParams,
        response: { 200: releaseHoldResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await core.visible(request, {
          referenceNumber: request.params.id,
        });
        await saga.releaseHold(b);
        return ok(
          {
            referenceNumber: b.referenceNumber,
            bookingStatus: "failed" as const,
          },
          request.t(m.holdReleased),
        );
      }),
  );
}
