import { DbSandboxHolds } from "../suppliers/sandbox-holds-db";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import worldCountries from "world-countries";
import {
  bookingReferenceRequest,
  releaseHoldResponse,
  sendConfirmMailRequest,
  sendConfirmMailResponse,
} from "../../shared/api/bookings";
import {
  CAR_EXTRAS,
  FUEL_POLICIES,
  carBookingResponse,
  carBookingsResponse,
  carCountriesResponse,
  carLocationsQuery,
  carLocationsResponse,
  carOfferRequest,
  carPricingResponse,
  carRefundProtectionQuoteRequest,
  carReservationResponse,
  carSearchRequest,
  carSearchResponse,
  carStaticDataResponse,
  releaseCarParams,
  reserveCarRequest,
  tempUrlRequest,
  tempUrlResponse,
  type CarBookingResult,
  type CarOffer,
  type CarPricing,
  type CarReservation,
  type CarSearchRequest,
} from "../../shared/api/cars";
import { vehicleSizes, TRANSMISSION_TYPES } from "../../shared/cars/acriss";
import { readCarLink } from "../../shared/cars/link";
import { rentalPeriodError } from "../../shared/cars/search";
import { carRuleDescriptor, carRuleMessages } from "../../shared/cars/messages";
import { refundProtectionQuoteResponse } from "../../shared/api/refund-protection";
import { messages } from "../../shared/messages";
import { add, money } from "../../shared/money";
import { requireActiveAgency } from "../agency/hooks";
import { finishingOf } from "../bookings/finishing";
import { BookingCancellation } from "../bookings/cancellation";
import { BookingError } from "../bookings/errors";
import { agencyOf, answer, optionalUser, userOf } from "../bookings/http";
import { breakdownOf, pageVisibleBookings } from "../bookings/repository";
import { pageQuery } from "../../shared/api/paging";
import {
  bookingErrors,
  registerBookingRoutes,
  signedIn,
} from "../bookings/routes";
import { BookingSaga, scheduleSweeps } from "../bookings/saga";
import type { VerticalRegistry } from "../bookings/registry";
import { bookedBundleOf } from "../bookings/bundle";
import { seesBreakdown } from "../bookings/visibility";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema";
import type { BookingRow } from "../db/schema-bookings";
import { createQuote } from "../bookings/refund-protection";
import { DbPaymentStore } from "../payments/db-store";
import { ok } from "../http/envelope";
import type { Translator } from "../i18n";
import { SandboxPaymentGateway } from "../payments/sandbox-gateway";
import type { PaymentGateway } from "../payments/types";
import { applyPricing, type PricingRule } from "../pricing/markup";
import { customerPenaltyOf } from "../../shared/booking/cancellation-charge";
import { bookedPenaltyOf } from "../bookings/cancellation";
import { pricingRuleFor } from "../pricing/rules";
import { EmbeddedExchangeRateProvider } from "../reference/exchange-rates";
import { VENDORS } from "../suppliers/cars/fleet";
import {
  resolveCarLocation,
  searchCarLocations,
} from "../suppliers/cars/locations";
import { SandboxCarSupplier } from "../suppliers/cars/sandbox";
import { supplierSearchOf, type CarSupplier } from "../suppliers/cars/types";
import { fromCarSupplier } from "./errors";
import { queueCarConfirmationMail } from "./mail";
import { carVoucher } from "./voucher";
import { carMessages as m } from "./messages";
import {
  carHoldPlan,
  carOf,
  carReservations,
  carVertical,
  extrasTotal,
  priceExtras,
} from "./vertical";

interface CarRoutesDeps {
  db: Db;
  translator: Translator;
  /** Defaults: the sandbox supplier (agency currency at the embedded rates) and gateway, persisted in the database. */
  supplier?: CarSupplier;
  gateway?: PaymentGateway;
  /** The server's verticals (trip add-ons: a car booked as a flight's bundle item). */
  verticals?: VerticalRegistry;
}

const tags = ["cars"];
const BASE = "/api/car-rental";

/** The place's date now (a pick-up "today" is today where the car is, not where the server is). */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

/** spec B §3 "Countries appear as name, alpha2Code, value", in English (findCountries/EN). */
const COUNTRIES = worldCountries
  .map((c) => ({ name: c.name.common, alpha2Code: c.cca2, value: c.cca2 }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

/** Every call of spec B §7 "Car rental", on the booking core. */
export async function registerCarRoutes(
  app: FastifyInstance,
  deps: CarRoutesDeps,
): Promise<void> {
  const { db } = deps;
  const rates = (await new EmbeddedExchangeRateProvider().getRates("USD"))
    ?.rates ?? { USD: 1 };
  const supplier =
    deps.supplier ??
    new SandboxCarSupplier({ rates, reservations: carReservations(db), holds: new DbSandboxHolds(db, "cars") });
  const gateway =
    deps.gateway ??
    new SandboxPaymentGateway({ store: new DbPaymentStore(db) });
  const vertical = carVertical(supplier);
  const saga = new BookingSaga({
    db,
    gateway,
    vertical,
    translator: deps.translator,
    log: app.log,
    onConfirmed: async (b) => {
      await queueCarConfirmationMail({ db, translator: deps.translator }, b);
    },
    verticals: deps.verticals,
  });
  const cancellation = new BookingCancellation({ db, gateway, vertical });
  scheduleSweeps(app, saga);
  // Pay, 3-D Secure, release, the cancel quote (spec B §7 "POST api/getRefund") and cancel: the core's routes on the car paths.
  const core = registerBookingRoutes(app, {
    db,
    saga,
    cancellation,
    vertical: "car",
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
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  async function ruleFor(
    request: FastifyRequest,
    clientId?: string,
  ): Promise<{ rule: PricingRule; user: UserRow | null }> {
    const agency = agencyOf(request);
    const user = request.user ?? (await optionalUser(request));
    return { rule: await pricingRuleFor(db, "car", agency.id, user, clientId), user };
  }

  /** The quote as the customer sees it: `price` is net + markup + fee (agency pricing: one total). */
  const priced = (offer: CarOffer, rule: PricingRule): CarOffer => {
    const breakdown = applyPricing(offer.price, rule);
    const { charge } = offer.cancellationPolicy;
    // The fee a car shows is what its cancellation will take: the customer's figure, not the vendor's net one.
    const paid = { total: breakdown.total.amount, net: offer.price.amount, markup: breakdown.markup.amount };
    const amount = charge.amount ? customerPenaltyOf(paid, charge.amount) : null;
    return { ...offer, cancellationPolicy: { charge: { ...charge, amount } }, price: breakdown.total };
  };

  async function searchCars(request: FastifyRequest, search: CarSearchRequest) {
    const pickUp = resolveCarLocation(search.pickupLocation);
    if (!pickUp)
      throw new BookingError(
        400,
        m.locationUnknown,
        {},
        "body.pickupLocation.code",
      );
    const dropOff = search.dropoffLocation
      ? resolveCarLocation(search.dropoffLocation)
      : pickUp;
    if (!dropOff)
      throw new BookingError(
        400,
        m.locationUnknown,
        {},
        "body.dropoffLocation.code",
      );
    const period = rentalPeriodError(
      search.pickUpDateTime,
      search.returnDateTime,
      todayIn(pickUp.timeZone),
    );
    if (period) {
      const field =
        period === carRuleMessages.pickUpInPast.id
          ? "body.pickUpDateTime"
          : "body.returnDateTime";
      throw new BookingError(
        400,
        carRuleDescriptor(period) ?? carRuleMessages.pickUpInPast,
        {},
        field,
      );
    }
    const found = await supplier
      .search(supplierSearchOf(search, pickUp, dropOff, agencyOf(request).defaultCurrency))
      .catch((error: unknown) => {
        throw fromCarSupplier(error, "body");
      });
    const { rule } = await ruleFor(request);
    return {
      cars: found.cars.map((car) => priced(car, rule)),
      searchedAt: found.searchedAt,
    };
  }

  async function priceOffer(
    request: FastifyRequest,
    offerId: string,
    clientId?: string,
  ): Promise<CarPricing> {
    const outcome = await supplier.price(offerId).catch((error: unknown) => {
      throw fromCarSupplier(error, "body.offerId");
    });
    const { rule, user } = await ruleFor(request, clientId);
    const breakdown = applyPricing(outcome.offer.price, rule);
    return {
      offer: priced(outcome.offer, rule),
      priceChanged: outcome.priceChanged,
      previousTotal: outcome.previousTotal
        ? applyPricing(outcome.previousTotal, rule).total
        : null,
      markupType: rule.markupType,
      markup: rule.markupValue,
      totalAmount: breakdown.total,
      ...(seesBreakdown(user) ? { breakdown } : {}),
    };
  }

  async function reservationOf(
    request: FastifyRequest,
    b: BookingRow,
  ): Promise<CarReservation> {
    const user = userOf(request);
    const car = carOf(b);
    const extras = extrasTotal(car.offer, car.extras);
    let bookedFor: CarReservation["bookedFor"] = null;
    if (b.clientUserId && seesBreakdown(user)) {
      const [client] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, b.clientUserId));
      bookedFor = client ?? null;
    }
    return {
      referenceNumber: b.referenceNumber,
      bookingId: b.id,
      confirmationNumber: b.supplierReference,
      bookingStatus: b.status,
      createdAt: b.createdAt.toISOString(),
      // The customer sees what was paid for the car (not the vendor's net); the extras and the protection are their own lines.
      offer: {
        ...car.offer,
        cancellationPolicy: { charge: { ...car.offer.cancellationPolicy.charge, amount: car.offer.cancellationPolicy.charge.amount ? bookedPenaltyOf(b, car.offer.cancellationPolicy.charge.amount) : null } },
        price: money(
          b.totalAmount - b.addOnsAmount - extras.amount,
          b.currency,
        ),
      },
      driver: car.driver,
      contact: car.contact,
      extras: car.extras,
      refundProtection: b.refundProtection ?? null,
      bundle: await bookedBundleOf(db, deps.verticals, b),
      finishing: finishingOf(b, false),
      totalAmount: money(b.totalAmount, b.currency),
      card:
        b.cardBrand && b.cardLast4
          ? { brand: b.cardBrand, last4: b.cardLast4 }
          : null,
      penalty:
        b.penaltyAmount === null ? null : money(b.penaltyAmount, b.currency),
      refund:
        b.refundAmount === null ? null : money(b.refundAmount, b.currency),
      failureCode: b.failureCode,
      ...(seesBreakdown(user) ? { breakdown: breakdownOf(b), bookedFor } : {}),
    };
  }

  r.get(
    `${BASE}/locations`,
    {
      schema: {
        tags,
        summary: "Pick-up and drop-off suggestions: airports and cities",
        querystring: carLocationsQuery,
        response: { 200: carLocationsResponse, 400: bookingErrors[400] },
      },
    },
    async (request) =>
      ok(
        searchCarLocations(request.query.search, request.query.limit),
        request.t(messages.ok),
      ),
  );

  r.post(
    `${BASE}/availableCars`,
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary:
          "Search cars; prices in the agency's currency with its markup and fee",
        body: carSearchRequest,
        response: { 200: carSearchResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () =>
        ok(await searchCars(request, request.body), request.t(messages.ok)),
      ),
  );

  r.get(
    `${BASE}/findCountries/EN`,
    {
      schema: {
        tags,
        summary: "Countries of residence (spec B §3: name, alpha2Code, value)",
        response: { 200: carCountriesResponse },
      },
    },
    async (request) => ok(COUNTRIES, request.t(messages.ok)),
  );

  r.get(
    `${BASE}/getStaticData`,
    {
      schema: {
        tags,
        summary:
          "Static data: vehicleSizes (ACRISS categories), vendors, fuel policies",
        response: { 200: carStaticDataResponse },
      },
    },
    async (request) =>
      ok(
        {
          vehicleSizes: vehicleSizes.map((s) => ({ id: s.id, name: s.name })),
          vendors: VENDORS.map((v) => ({ code: v.code, name: v.name })),
          fuelPolicies: [...FUEL_POLICIES],
          transmissionTypes: [...TRANSMISSION_TYPES],
          extras: [...CAR_EXTRAS],
        },
        request.t(messages.ok),
      ),
  );

  r.post(
    `${BASE}/carDetails`,
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary: "A car quote priced now (result details)",
        body: carOfferRequest,
        response: { 200: carPricingResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const pricing = await priceOffer(
          request,
          request.body.offerId,
          request.body.clientId,
        );
        return ok(
          pricing,
          request.t(pricing.priceChanged ? m.priceChanged : messages.ok),
        );
      }),
  );

  r.post(
    `${BASE}/checkout`,
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Checkout pricing with the markup applied (spec B §4: markupType and markup)",
        body: carOfferRequest,
        response: { 200: carPricingResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const pricing = await priceOffer(
          request,
          request.body.offerId,
          request.body.clientId,
        );
        return ok(
          pricing,
          request.t(pricing.priceChanged ? m.priceChanged : messages.ok),
        );
      }),
  );

  r.post(
    `${BASE}/getDetailsFromTempUrl`,
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary: "The search or quote a shared car link names",
        body: tempUrlRequest,
        response: { 200: tempUrlResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const link = readCarLink(request.body.url);
        if (!link) throw new BookingError(400, m.notACarLink, {}, "body.url");
        // A quote that is gone is not an error: the link still restores its search.
        const offer = link.offerId
          ? await priceOffer(request, link.offerId).catch(() => null)
          : null;
        return ok({ search: link.search, offer }, request.t(messages.ok));
      }),
  );

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
        return ok(bookingResultOf(booking), request.t(m.bookingCreated));
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
        summary:
          "Price refund protection for a car and its extras; reserveCar redeems the quoteId",
        body: carRefundProtectionQuoteRequest,
        response: { 200: refundProtectionQuoteResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = userOf(request);
        const client = await saga.resolveClient(
          agency,
          user,
          request.body.clientId,
        );
        const pricing = await priceOffer(
          request,
          request.body.offerId,
          client?.id,
        );
        const { offer } = pricing;
        const tripTotal = add(
          pricing.totalAmount,
          extrasTotal(offer, priceExtras(offer, request.body.extras)),
        );
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
    async (request, reply) =>
      answer(request, reply, async () =>
        ok(
          await reservationOf(
            request,
            await core.visible(request, request.body),
          ),
          request.t(messages.ok),
        ),
      ),
  );

  r.get(
    `${BASE}/user/bookings`,
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The user's car bookings (staff: the agency's), newest first, paged with the total",
        querystring: pageQuery,
        response: { 200: carBookingsResponse, ...bookingErrors },
      },
    },
    async (request) => {
      const { rows, total } = await pageVisibleBookings(
        db,
        agencyOf(request),
        userOf(request),
        "car",
        request.query,
      );
      const items = rows.map((b) => {
        const { offer } = carOf(b);
        return {
          referenceNumber: b.referenceNumber,
          bookingId: b.id,
          bookingStatus: b.status,
          createdAt: b.createdAt.toISOString(),
          totalAmount: money(b.totalAmount, b.currency),
          vendorName: offer.vendorName,
          vehicleName: offer.vehicleName,
          pickUpLocation: { name: offer.pickUpLocation.name },
          dropOffLocation: { name: offer.dropOffLocation.name },
          pickUpDateTime: offer.pickUpDateTime,
          returnDateTime: offer.returnDateTime,
        };
      });
      return { ...ok(items, request.t(messages.ok)), totalRecords: total };
    },
  );

  r.post(
    `${BASE}/sendCarBookingEmail`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Queue the confirmation mail (outbox)",
        body: sendConfirmMailRequest,
        response: { 200: sendConfirmMailResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await core.visible(request, request.body);
        if (b.status !== "paid" && b.status !== "ticketed")
          throw new BookingError(409, m.notConfirmed);
        await queueCarConfirmationMail({ db, translator: deps.translator }, b, {
          to: request.body.email,
          t: request.t,
          lang: request.lang,
        });
        return ok({ queued: true }, request.t(m.mailQueued));
      }),
  );

  // The voucher PDF of a confirmed rental (the booking page links it; spec B §2 reservation details).
  r.get(
    `${BASE}/voucher/:id`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The rental's voucher (PDF)",
        params: releaseCarParams,
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const b = await core.visible(request, {
          referenceNumber: request.params.id,
        });
        if (
          b.status !== "paid" &&
          b.status !== "ticketed" &&
          b.status !== "cancelled"
        )
          throw new BookingError(409, m.notConfirmed);
        const pdf = await carVoucher(db, b, request.t, request.lang);
        return reply
          .header("content-type", "application/pdf")
          .header(
            "content-disposition",
            `inline; filename="${b.referenceNumber}.pdf"`,
          )
          .send(Buffer.from(pdf));
      }),
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

function bookingResultOf(b: BookingRow): CarBookingResult {
  return {
    referenceNumber: b.referenceNumber,
    bookingId: b.id,
    confirmationNumber: b.supplierReference,
    bookedStatus: b.status === "paid" || b.status === "ticketed",
    bookingStatus: b.status,
    totalAmount: money(b.totalAmount, b.currency),
  };
}
