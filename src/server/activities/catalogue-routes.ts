import { and, eq, isNull, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  activityDetailsResponse,
  activityIdParams,
  activityLocationResponse,
  activitySearchRequest,
  activitySearchResponse,
  activityStoreRequest,
  activityStoreResponse,
  activityTitleRequest,
  activityTitleResponse,
  availabilityCheckRequest,
  availabilityCheckResponse,
  availableDatesQuery,
  availableDatesResponse,
  deleteActivitySearchResponse,
  destinationsQuery,
  destinationsResponse,
  locationParams,
  productParams,
  tagsFilterQuery,
  tagsFilterResponse,
} from "@/shared/api/activities";
import { TAG_GROUP_NAMES, TAG_GROUPS } from "@/shared/activities/tags";
import { messages } from "@/shared/messages";
import { requireActiveAgency } from "../agency/hooks";
import { BookingError } from "../bookings/errors";
import { agencyOf, answer, optionalUser } from "../bookings/http";
import { bookingErrors } from "../bookings/routes";
import type { Db } from "../db/client";
import { activitySearches } from "../db/schema-activities";
import { ok } from "../http/envelope";
import { pricingRuleFor } from "../pricing/rules";
import { ACTIVITY_PICTURE_SIZE, productImageSvg } from "../suppliers/activities/images";
import { PICTURE_CACHE, parsePictureFile, pictureAnswer } from "../suppliers/sandbox/picture";
import type { ActivitySupplier } from "../suppliers/activities/types";
import { supplierCall } from "./errors";
import { activityServerMessages as m } from "./messages";
import { perPerson, priceOffer, priceSummary, priceTotal } from "./pricing";

// spec B §7 "Activities": the calls before checkout (destinations, search in pages, stored searches,
// title suggestions, tag counts, details, meeting points, available dates, availability). They work
// signed out; a signed-in user's (or their client's) markup prices them.

const tags = ["activities"];

export function registerActivityCatalogueRoutes(app: FastifyInstance, deps: { db: Db; supplier: ActivitySupplier }): void {
  const { db, supplier } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pre = { preHandler: requireActiveAgency };

  /** The agency's activity markup for whoever asks (an agent for their client: the client's). */
  async function ruleFor(request: Parameters<typeof agencyOf>[0], clientId?: string) {
    const user = await optionalUser(request);
    return pricingRuleFor(db, "activity", agencyOf(request).id, user, clientId);
  }

  r.get(
    "/api/activities/destinations",
    { ...pre, schema: { tags, summary: "Destination suggestions (real cities)", querystring: destinationsQuery, response: { 200: destinationsResponse, ...bookingErrors } } },
    async (request) => ok(await supplier.destinations(request.query.text), request.t(messages.ok)),
  );

  r.post(
    "/api/activities/search",
    { ...pre, schema: { tags, summary: "Products of a destination, 50 a page (spec B §4)", body: activitySearchRequest, response: { 200: activitySearchResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const page = await supplierCall(() => supplier.search(request.body));
        const rule = await ruleFor(request);
        const { start, limit } = request.body;
        return ok(
          // spec B §4: no more results when a page returns fewer than 50.
          { searchItem: page.products.map((p) => priceSummary(p, rule)), totalSearchItem: page.total, start, limit, hasMore: page.products.length === limit && start + limit < page.total },
          request.t(messages.ok),
        );
      }),
  );

  r.post(
    "/api/activities/search-store",
    { ...pre, schema: { tags, summary: "Store an activity search", body: activityStoreRequest, response: { 200: activityStoreResponse, ...bookingErrors } } },
    async (request) => {
      const user = await optionalUser(request);
      const [row] = await db
        .insert(activitySearches)
        .values({ agencyId: agencyOf(request).id, userId: user?.id ?? null, search: request.body.search, url: request.body.url ?? null })
        .returning();
      if (!row) throw new Error("activity search insert returned no row");
      return ok({ id: row.id, search: row.search, url: row.url, createdAt: row.createdAt.toISOString() }, request.t(m.searchStored));
    },
  );

  r.delete(
    "/api/activities/:id",
    { ...pre, schema: { tags, summary: "Remove a stored activity search", params: activityIdParams, response: { 200: deleteActivitySearchResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const user = await optionalUser(request);
        // Anonymous searches are removable by their (unguessable) id; a user's only by that user.
        const owner = user ? or(isNull(activitySearches.userId), eq(activitySearches.userId, user.id)) : isNull(activitySearches.userId);
        const gone = await db
          .delete(activitySearches)
          .where(and(eq(activitySearches.id, request.params.id), eq(activitySearches.agencyId, agencyOf(request).id), owner))
          .returning({ id: activitySearches.id });
        if (gone.length === 0) throw new BookingError(404, m.searchNotFound);
        return ok({ id: request.params.id, deleted: true }, request.t(m.searchDeleted));
      }),
  );

  r.post(
    "/api/activities/getActivityTitle",
    { ...pre, schema: { tags, summary: "Destination or product suggestions for the search box", body: activityTitleRequest, response: { 200: activityTitleResponse, ...bookingErrors } } },
    async (request, reply) => answer(request, reply, async () => ok(await supplierCall(() => supplier.titles(request.body.text, request.body.destinationId)), request.t(messages.ok))),
  );

  r.get(
    "/api/activities/getActivityTagsFilterList",
    { ...pre, schema: { tags, summary: "spec B §9 tag filters with their product counts", querystring: tagsFilterQuery, response: { 200: tagsFilterResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const counts = await supplierCall(() => supplier.tagCounts(request.query.destinationId));
        const groups = TAG_GROUP_NAMES.map((group) => ({ group, tags: TAG_GROUPS[group].map((tag) => ({ tag, count: counts.get(tag) ?? 0 })) }));
        return ok(groups, request.t(messages.ok));
      }),
  );

  r.get(
    "/api/activities/details/:id",
    { ...pre, schema: { tags, summary: "A product's details, options and prices", params: productParams, response: { 200: activityDetailsResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const details = await supplierCall(() => supplier.details(request.params.id));
        const rule = await ruleFor(request);
        const priced = priceSummary(details, rule);
        const options = details.options.map((o) => ({ ...o, adultPrice: perPerson(o.adultPrice, rule), childPrice: perPerson(o.childPrice, rule) }));
        return ok({ ...details, fromPrice: priced.fromPrice, originalPrice: priced.originalPrice, options }, request.t(messages.ok));
      }),
  );

  r.get(
    "/api/activities/locations/:id",
    { ...pre, schema: { tags, summary: "A meeting point", params: locationParams, response: { 200: activityLocationResponse, ...bookingErrors } } },
    async (request, reply) => answer(request, reply, async () => ok(await supplierCall(() => supplier.location(request.params.id)), request.t(messages.ok))),
  );

  r.get(
    "/api/activities/availableDates/:id",
    { ...pre, schema: { tags, summary: "spec B §3 availableDates of a product", params: productParams, querystring: availableDatesQuery, response: { 200: availableDatesResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const from = request.query.from ?? new Date().toISOString().slice(0, 10);
        const dates = await supplierCall(() => supplier.availableDates(request.params.id, from, request.query.days));
        return ok({ productCode: request.params.id, availableDates: dates }, request.t(messages.ok));
      }),
  );

  r.post(
    "/api/activities/availability/check",
    {
      ...pre,
      schema: { tags, summary: "Options and slots of a day; with an option and a time, the bookable offer", body: availabilityCheckRequest, response: { 200: availabilityCheckResponse, ...bookingErrors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const found = await supplierCall(() => supplier.availability(request.body));
        const rule = await ruleFor(request, request.body.clientId);
        const options = found.options.map((o) => ({ ...o, slots: o.slots.map((s) => ({ ...s, totalAmount: priceTotal(s.totalAmount, rule) })) }));
        return ok({ ...found, options, offer: found.offer ? priceOffer(found.offer, rule).offer : null }, request.t(messages.ok));
      }),
  );

  // The sandbox's pictures (drawn by the server; no network): not a spec B call, what its image urls name.
  app.get<{ Params: { code: string; file: string } }>(
    "/api/activities/images/:code/:file",
    // Documentation only: no params schema, so the route's own 404 stays the answer to an unknown picture.
    { config: { refusals: [404] }, schema: { tags: ["activities"], summary: "A sandbox activity's picture (WebP; SVG for the first addresses)", produces: ["image/webp", "image/svg+xml"] } },
    async (request, reply) => {
      const file = parsePictureFile(request.params.file);
      const svg = file ? productImageSvg(request.params.code, file.n) : null;
      if (!file || !svg) return reply.code(404).send({ status: false, message: request.t(messages.notFound), data: null });
      const { type, body } = await pictureAnswer(file, `activity/${request.params.code}`, svg, ACTIVITY_PICTURE_SIZE);
      return reply.header("content-type", type).header("cache-control", PICTURE_CACHE).send(body);
    },
  );
}
