import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import worldCountries from "world-countries";
import { carCountriesResponse } from "@/shared/api/car-countries";
import {
  CAR_EXTRAS,
  FUEL_POLICIES,
  carLocationsQuery,
  carLocationsResponse,
  carOfferRequest,
  type CarOfferRequest,
  carPricingResponse,
  carSearchRequest,
  carSearchResponse,
  carStaticDataResponse,
  tempUrlRequest,
  tempUrlResponse,
} from "@/shared/api/cars";
import { vehicleSizes, TRANSMISSION_TYPES } from "@/shared/cars/acriss";
import { readCarLink } from "@/shared/cars/link";
import { messages } from "@/shared/messages";
import { requireActiveAgency } from "../agency/hooks";
import { BookingError } from "../bookings/errors";
import { answer } from "../bookings/http";
import { bookingErrors, signedIn } from "../bookings/routes";
import { takesBrotli } from "../http/compression";
import { ok } from "../http/envelope";
import { KeptResultAnswers, sendKeptAnswer, validatedJson } from "../http/kept-answers";
import { VENDORS } from "../suppliers/cars/fleet";
import { searchCarLocations } from "../suppliers/cars/locations";
import type { CarPricer } from "./pricing";
import { carMessages as m } from "./messages";

// spec B §7 "Car rental" before the booking: places, search, reference data, a quote priced now and shared links.
// The reservation and after are routes.ts.

export const CAR_TAGS = ["cars"];
export const CAR_BASE = "/api/car-rental";
const tags = CAR_TAGS;
const BASE = CAR_BASE;

/** spec B §3 "Countries appear as name, alpha2Code, value", in English (findCountries/EN). */
const COUNTRIES = worldCountries.map((c) => ({ name: c.name.common, alpha2Code: c.cca2, value: c.cca2 })).sort((a, b) => a.name.localeCompare(b.name, "en"));

export function registerCarCatalogueRoutes(app: FastifyInstance, pricer: CarPricer): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A car search's answer is ~2–4 KiB of brotli (60 quotes): 512 KiB keeps the car cache's 50 searches for a few
  // pricing rules and languages (a kept answer outlives its result only as garbage: its key is the result).
  const searchAnswers = new KeptResultAnswers({ maxBytes: 512 * 1024 });

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
    async (request) => ok(searchCarLocations(request.query.search, request.query.limit), request.t(messages.ok)),
  );

  r.post(
    `${BASE}/availableCars`,
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary: "Search cars; prices in the agency's currency with its markup and fee",
        body: carSearchRequest,
        response: { 200: carSearchResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { found, rule } = await pricer.searchCars(request, request.body);
        const message = request.t(messages.ok);
        // Priced, validated and serialised once per (result, rule, message): a repeated search within the car supplier
        // cache's minute is sent as kept (http/kept-answers.ts).
        const make = () => validatedJson(carSearchResponse, request)(ok(pricer.pricedSearch(found, rule), message));
        return sendKeptAnswer(reply, await searchAnswers.answer(found, rule, message, make, takesBrotli(request)));
      }),
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
        summary: "Static data: vehicleSizes (ACRISS categories), vendors, fuel policies",
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

  // Result details and checkout price an offer the same way (spec B §4); only who may ask differs.
  const priceNow = (request: FastifyRequest, reply: FastifyReply, body: CarOfferRequest) =>
    answer(request, reply, async () => {
      const pricing = await pricer.priceOffer(request, body.offerId, body.clientId);
      return ok(pricing, request.t(pricing.priceChanged ? m.priceChanged : messages.ok));
    });

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
    async (request, reply) => priceNow(request, reply, request.body),
  );

  r.post(
    `${BASE}/checkout`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Checkout pricing with the markup applied (spec B §4: markupType and markup)",
        body: carOfferRequest,
        response: { 200: carPricingResponse, ...bookingErrors },
      },
    },
    async (request, reply) => priceNow(request, reply, request.body),
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
        const offer = link.offerId ? await pricer.priceOffer(request, link.offerId).catch(() => null) : null;
        return ok({ search: link.search, offer }, request.t(messages.ok));
      }),
  );
}
