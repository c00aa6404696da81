import { DbSandboxHolds } from "../suppliers/sandbox-holds-db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, eq, isNull, or } from "drizzle-orm";
import {
  autoSuggestQuery,
  autoSuggestResponse,
  decodeSearchPayload,
  deleteSearchParams,
  deleteSearchResponse,
  getPriceRequest,
  getPriceResponse,
  hotelDetailsQuery,
  hotelDetailsResponse,
  hotelPollQuery,
  hotelPollRequest,
  hotelPollResponse,
  hotelSearchRequest,
  hotelSearchStartQuery,
  hotelSearchStartResponse,
  locationParams,
  locationQuery,
  locationResponse,
  roomsAndRatesQuery,
  roomsAndRatesResponse,
  staticContentQuery,
  staticContentResponse,
  type HotelSuggestion,
} from "@/shared/api/hotels";
import { messages } from "@/shared/messages";
import { requireActiveAgency } from "../agency/hooks";
import { agencyOf, answer, optionalUser } from "../bookings/http";
import { bookingErrors } from "../bookings/routes";
import { seesBreakdown } from "../bookings/visibility";
import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import { hotelSearches } from "../db/schema-hotels";
import { ok } from "../http/envelope";
import { takesBrotli } from "../http/compression";
import { sendKeptAnswer, validatedJson, withTail } from "../http/kept-answers";
import type { Translator } from "../i18n";
import type { PaymentGateway } from "../payments/types";
import { applyPricing } from "../pricing/markup";
import { customerPenaltyOf } from "@/shared/booking/cancellation-charge";
import { pricingRuleFor, searchPricingRule } from "../pricing/rules";
import { HOTEL_PICTURE_SIZE, hotelImageSvg } from "../suppliers/hotels/sandbox-hotels";
import { PICTURE_CACHE, parsePictureFile, pictureAnswer } from "../suppliers/sandbox/picture";
import { SandboxHotelSupplier } from "../suppliers/hotels/sandbox";
import type { HotelSupplier, SupplierRate } from "../suppliers/hotels/types";
import { cityById, searchCities } from "../suppliers/reference/cities";
import { BookingError } from "../bookings/errors";
import type { VerticalRegistry } from "../bookings/registry";
import { registerHotelBookingRoutes } from "./booking-routes";
import { fromHotelSupplier } from "./errors";
import { hotelRuleMessages as rules } from "@/shared/hotels/messages";
import { hotelMessages as m } from "./messages";
import { checkSearch, CompletedHotelSearches, countPoll, findSearch, queryOf, startSearch } from "./search";
import { HotelPollAnswers, startTail } from "./poll-answers";
import { DbHotelOrderStore } from "./stores";

interface HotelRoutesDeps {
  db: Db;
  translator: Translator;
  /** Defaults: the sandbox supplier (orders in the database) and the flights' sandbox gateway. */
  supplier?: HotelSupplier;
  gateway?: PaymentGateway;
  /** The server's verticals (trip add-ons: a hotel booked as a flight's bundle item). */
  verticals?: VerticalRegistry;
}

const tags = ["hotels"];

/** Every call of spec B §7 "Hotels" (and the hotel images and voucher they link to). */
export function registerHotelRoutes(app: FastifyInstance, deps: HotelRoutesDeps): void {
  const { db } = deps;
  const supplier = deps.supplier ?? new SandboxHotelSupplier({ store: new DbHotelOrderStore(db), holds: new DbSandboxHolds(db, "hotels") });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A completed search's answer for its pages (search.ts): per server instance; another instance computes its own.
  const completedSearches = new CompletedHotelSearches();
  const pollAnswers = new HotelPollAnswers();
  const validate = (request: FastifyRequest) => (schema: z.ZodType, payload: unknown) => validatedJson(schema, request)(payload);

  /** The agency's pricing for this user (an agent pricing for a client: the client's). */
  const ruleFor = (agency: AgencyRow, user: UserRow | null, clientId?: string) => pricingRuleFor(db, "hotel", agency.id, user, clientId);
  const priceRate = (rate: SupplierRate, rule: Awaited<ReturnType<typeof ruleFor>>) => {
    const { net, ...rest } = rate;
    const priced = applyPricing(net, rule);
    const paid = { total: priced.total.amount, net: net.amount, markup: priced.markup.amount };
    // The penalty a rate shows is what its cancellation will take: the customer's figure, not the hotel's net one.
    const charges = rate.cancellationPolicy.charges.map((charge) => ({ ...charge, amount: customerPenaltyOf(paid, charge.amount) }));
    return { ...rest, cancellationPolicy: { ...rate.cancellationPolicy, charges }, price: priced.total };
  };

  r.post(
    "/api/v2/hotel/searchasync",
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary: "Start an asynchronous hotel search; answers its corelationId (and its first poll with ?firstPoll=true)",
        querystring: hotelSearchStartQuery,
        body: hotelSearchRequest,
        response: { 200: hotelSearchStartResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = await optionalUser(request);
        const polled = request.query.firstPoll === "true";
        const row = await startSearch(db, agency, user, request.body, polled);
        const message = request.t(m.searchStarted);
        // The first poll in the start's answer when asked: one request less per search (search.ts startSearch). Its
        // opening is kept (poll-answers.ts firstPoll); only the search's id is added.
        const opening = polled
          ? await pollAnswers.firstPoll(db, supplier, row, await searchPricingRule(request, db, "hotel", agency.id, user), message, validate(request), takesBrotli(request), completedSearches)
          : null;
        if (opening === null) return ok({ corelationId: row.id }, message);
        return sendKeptAnswer(reply, withTail(opening, startTail(row.id)));
      }),
  );

  r.post(
    "/api/v2/hotel/searchasync/search",
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary: "Poll a search: the hotels arrived so far, filtered, sorted and paged (50; completedSize once completed)",
        querystring: hotelPollQuery,
        body: hotelPollRequest,
        response: { 200: hotelPollResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = await optionalUser(request);
        const row = await countPoll(db, agency, user, request.query.corelationId);
        const rule = await searchPricingRule(request, db, "hotel", agency.id, user);
        // Kept per search request, poll, page, rule and message (poll-answers.ts): a repeated search's polls are sent as kept.
        return sendKeptAnswer(reply, await pollAnswers.poll(db, supplier, row, request.body, rule, request.t(messages.ok), validate(request), takesBrotli(request), completedSearches));
      }),
  );

  r.delete(
    "/api/hotel/:id",
    { preHandler: requireActiveAgency, schema: { tags, summary: "Remove a stored hotel search", params: deleteSearchParams, response: { 200: deleteSearchResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const user = await optionalUser(request);
        // Anonymous searches are removable by their (unguessable) id; a user's only by that user.
        const owner = user ? or(isNull(hotelSearches.userId), eq(hotelSearches.userId, user.id)) : isNull(hotelSearches.userId);
        const gone = await db
          .delete(hotelSearches)
          .where(and(eq(hotelSearches.id, request.params.id), eq(hotelSearches.agencyId, agencyOf(request).id), owner))
          .returning({ id: hotelSearches.id });
        if (gone.length === 0) throw new BookingError(404, m.searchNotFound);
        return ok({ id: request.params.id, deleted: true as const }, request.t(m.searchDeleted));
      }),
  );

  r.get(
    "/api/v3/hotel/get-rooms-and-rates",
    {
      preHandler: requireActiveAgency,
      schema: { tags, summary: "A hotel's rooms and rates for the search's stay", querystring: roomsAndRatesQuery, response: { 200: roomsAndRatesResponse, ...bookingErrors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = await optionalUser(request);
        const row = await findSearch(db, agency, user, request.query.corelationId);
        let search = row.request;
        if (request.query.payloadHotel !== undefined) {
          const payload = decodeSearchPayload(request.query.payloadHotel);
          if (!payload) throw new BookingError(400, m.invalidRequest, { reason: "payloadHotel" }, "querystring.payloadHotel");
          checkSearch(payload, new Date().toISOString().slice(0, 10));
          search = payload;
        }
        const rooms = await supplier.rooms(request.query.hotelid, queryOf(search, row.createdAt)).catch((error: unknown) => {
          throw fromHotelSupplier(error, "querystring.hotelid");
        });
        const rule = await ruleFor(agency, user);
        return ok({ hotelId: request.query.hotelid, rooms: rooms.map((room) => ({ ...room, rates: room.rates.map((rate) => priceRate(rate, rule)) })) }, request.t(messages.ok));
      }),
  );

  r.get(
    "/api/v3/hotel/get-hotel-details",
    { preHandler: requireActiveAgency, schema: { tags, summary: "A hotel as the search found it, with its content", querystring: hotelDetailsQuery, response: { 200: hotelDetailsResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = await optionalUser(request);
        const row = await findSearch(db, agency, user, request.query.corelationId);
        const query = { ...queryOf(row.request, row.createdAt), hotelId: request.query.hotelid };
        const [found] = (await supplier.search(query)).hotels;
        if (!found) throw new BookingError(404, m.hotelNotFound);
        const content = await supplier.content(found.hotelId).catch((error: unknown) => {
          throw fromHotelSupplier(error);
        });
        const { net, ...rest } = found;
        const rule = await ruleFor(agency, user);
        return ok({ hotel: { ...rest, facilities: [...rest.facilities], boards: [...rest.boards], price: applyPricing(net, rule).total }, content }, request.t(messages.ok));
      }),
  );

  r.get(
    "/api/v2/hotel/static-content",
    { preHandler: requireActiveAgency, schema: { tags, summary: "A hotel's description, photos and facilities", querystring: staticContentQuery, response: { 200: staticContentResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const content = await supplier.content(request.query.hotelId).catch((error: unknown) => {
          throw fromHotelSupplier(error);
        });
        return ok(content, request.t(messages.ok));
      }),
  );

  r.get("/api/v2/hotel/images/:hotelId/:file", { schema: { tags, summary: "A hotel's picture, drawn locally (WebP; SVG for the first addresses)", hide: true } }, async (request, reply) => {
    const { hotelId, file: name } = request.params as { hotelId: string; file: string };
    const file = parsePictureFile(name);
    const svg = file ? hotelImageSvg(hotelId, file.n) : null;
    if (!file || !svg) return reply.code(404).send({ status: false, message: request.t(m.hotelNotFound), data: null });
    const { type, body } = await pictureAnswer(file, `hotel/${hotelId}`, svg, HOTEL_PICTURE_SIZE);
    return reply.header("content-type", type).header("cache-control", PICTURE_CACHE).send(body);
  });

  r.post(
    "/api/v2/hotel/getPrice",
    { preHandler: requireActiveAgency, schema: { tags, summary: "Check a rate's price and availability before checkout", body: getPriceRequest, response: { 200: getPriceResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = await optionalUser(request);
        const outcome = await supplier.price(request.body.rateId).catch((error: unknown) => {
          throw fromHotelSupplier(error, "body.rateId");
        });
        const rule = await ruleFor(agency, user, request.body.clientId);
        const breakdown = applyPricing(outcome.offer.rate.net, rule);
        const { offer } = outcome;
        return ok(
          {
            offer: { id: offer.id, expiresAt: offer.rate.expiresAt },
            rate: priceRate(offer.rate, rule),
            hotel: offer.hotel,
            room: offer.room,
            stayPeriod: { start: offer.start, end: offer.end },
            occupancies: offer.rooms.map((room) => ({ adults: room.adults, child: [...room.child] })),
            priceChanged: outcome.priceChanged,
            previousTotal: outcome.previousTotal ? applyPricing(outcome.previousTotal, rule).total : null,
            totalAmount: breakdown.total,
            markupType: rule.markupType,
            markup: rule.markupValue,
            ...(seesBreakdown(user) ? { breakdown } : {}),
          },
          request.t(outcome.priceChanged ? m.priceChanged : messages.ok),
        );
      }),
  );

  r.get(
    "/api/v2/hotel/auto-suggest",
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary: "Destination suggestions: cities, then hotels of the first city (accents ignored)",
        querystring: autoSuggestQuery,
        response: { 200: autoSuggestResponse, 400: bookingErrors[400] },
      },
    },
    async (request) => {
      const cities = searchCities(request.query.text, 8);
      const out: HotelSuggestion[] = cities.map((c) => ({
        type: "city",
        locationId: String(c.id),
        name: c.name,
        city: c.name,
        country: c.country,
        lat: c.location.lat,
        lng: c.location.lon,
        timeZone: c.timeZone,
      }));
      // Hotels whose name holds the text, in the best-matching city ("lisbon grand" finds none; "grand" in Lisbon does).
      const first = cities[0];
      if (first) {
        for (const h of supplier.hotelsNamed(first.id, request.query.text, 5)) {
          out.push({ type: "hotel", locationId: String(first.id), code: h.hotelId, name: h.name, city: first.name, country: first.country, lat: h.lat, lng: h.lng, timeZone: first.timeZone });
        }
      }
      return ok(out, request.t(messages.ok));
    },
  );

  r.get(
    "/api/locations/locationcontent/locationV2/:id",
    {
      preHandler: requireActiveAgency,
      schema: { tags, summary: "A destination's place (coordinates, time zone)", params: locationParams, querystring: locationQuery, response: { 200: locationResponse, ...bookingErrors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const city = cityById(Number(request.params.id));
        if (!city) throw new BookingError(404, rules.destination);
        return ok({ id: String(city.id), name: city.name, country: city.country, lat: city.location.lat, lng: city.location.lon, timeZone: city.timeZone, population: city.population }, request.t(messages.ok));
      }),
  );

  registerHotelBookingRoutes(app, { db, translator: deps.translator, supplier, gateway: deps.gateway, verticals: deps.verticals });
}
