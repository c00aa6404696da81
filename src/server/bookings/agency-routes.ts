import { asc, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { agencyBookingsQuery, dashboardQuery, needsAttentionQuery } from "@/shared/api/agency-bookings";
import { backOfficeMessages as m } from "@/shared/back-office/messages";
import { isCancellable, isIssuable } from "@/shared/booking/statuses";
import { messages } from "@/shared/messages";
import { money } from "@/shared/money";
import { requireActiveAgency } from "../agency/hooks";
import type { Db } from "../db/client";
import { bookingEvents } from "../db/schema-bookings";
import { fail, ok } from "../http/envelope";
import { requireUser } from "../sessions/require-user";
import { bookingsCsv, CSV_MAX_ROWS } from "./agency-csv";
import { agencyDashboard } from "./agency-dashboard";
import { AgencyBookingsQuery } from "./agency-query";
import { BookingError } from "./errors";
import { finishingOf } from "./finishing";
import { BackOfficeCategories } from "./categories";
import { agencyOf, answer, userOf } from "./http";
import type { CoreVertical } from "@/shared/verticals";
import type { BookingListing } from "./listing";
import { bookingErrors } from "./routes";
import { usesBackOffice } from "./visibility";

// The agency's back office on the booking core (spec B §7 "Agency back office"): every vertical's bookings
// (list with totals, one booking with its history), their CSV and the dashboard. One implementation for
// the four verticals; each supplies its listing (src/server/bookings/listing.ts).

const tags = ["back office"];

/** The back office is the agency's travel agents' (visibility.ts `usesBackOffice`): a client gets 403. */
async function requireBackOffice(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (reply.sent || !request.user) return;
  if (!usesBackOffice(request.user)) await reply.code(403).send(fail(request.t(m.notAllowed)));
}

/** Before validation, like every booking route: a signed-out call is a 401 and a client's a 403, whatever the input. */
export const backOfficeOnly = { preValidation: [requireActiveAgency, requireUser, requireBackOffice] };

export interface AgencyBookingRoutesDeps {
  db: Db;
  listings: readonly BookingListing[];
  /** The verticals the server runs (their categories and list totals), the registry's and a test server's extras. */
  verticals: readonly CoreVertical[];
}

export function registerAgencyBookingRoutes(app: FastifyInstance, deps: AgencyBookingRoutesDeps): void {
  const { db } = deps;
  const categories = new BackOfficeCategories(deps.verticals);
  const { categoryParams, bookingDetailParams, agencyBookingsResponse, agencyBookingDetailResponse, needsAttentionResponse, bookingsCsvQuery, dashboardResponse } = categories.schemas;
  const query = new AgencyBookingsQuery(db, deps.listings, categories);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A userId filter names a user of this agency; anyone else is a clear 400, never an empty answer that hides a typo. */
  async function checkUser(request: FastifyRequest, userId: string | undefined): Promise<void> {
    if (userId && !(await query.inAgency(agencyOf(request), userId))) throw new BookingError(400, m.userNotFound, {}, "querystring.userId");
  }

  r.get(
    "/api/agency/:category/bookings",
    {
      ...backOfficeOnly,
      schema: {
        tags,
        summary: "The agency's bookings of one vertical: searched, filtered, paged, with totals (spec B §3, §7)",
        params: categoryParams,
        querystring: agencyBookingsQuery,
        response: { 200: agencyBookingsResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const q = request.query;
        await checkUser(request, q.userId);
        const { category } = request.params;
        const where = query.where(agencyOf(request), userOf(request), {
          vertical: categories.vertical(category).id,
          ...(q.selectedStatus === "all" ? {} : { status: q.selectedStatus }),
          ...(q.searchString ? { search: q.searchString } : {}),
          ...(q.startDate ? { startDate: q.startDate } : {}),
          ...(q.endDate ? { endDate: q.endDate } : {}),
          showPastTrips: q.showPastTrips,
          ...(q.userId ? { userId: q.userId } : {}),
        });
        const [page, total, sums] = [await query.page(where, q.offSet, q.limit), await query.count(where), await query.sums(where)];
        return ok({ bookings: page, totalRecords: total, [categories.vertical(category).totalKey]: total, offSet: q.offSet, limit: q.limit, sums }, request.t(messages.ok));
      }),
  );

  r.get(
    "/api/agency/:category/bookings/:id",
    {
      ...backOfficeOnly,
      schema: {
        tags,
        summary: "One booking with its status history and who it is for",
        params: bookingDetailParams,
        response: { 200: agencyBookingDetailResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const vertical = categories.vertical(request.params.category).id;
        const found = await query.one(agencyOf(request), userOf(request), vertical, request.params.id);
        if (!found) throw new BookingError(404, m.bookingNotFound);
        const { row, booking: b } = found;
        const listing = query.listing(vertical);
        const history = await db
          .select({ status: bookingEvents.status, at: bookingEvents.at, note: bookingEvents.note })
          .from(bookingEvents)
          .where(eq(bookingEvents.bookingId, b.id))
          .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
        const c = b.currency;
        return ok(
          {
            ...row,
            facts: listing.summary(b).facts.map((f) => ({ label: request.t(f.label), value: f.value })),
            history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
            net: money(b.netAmount, c),
            addOns: money(b.addOnsAmount, c),
            discount: money(b.discountAmount, c),
            penalty: b.penaltyAmount === null ? null : money(b.penaltyAmount, c),
            refund: b.refundAmount === null ? null : money(b.refundAmount, c),
            card: b.cardBrand && b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null,
            failureCode: b.failureCode,
            offerExpiresAt: b.offerExpiresAt.toISOString(),
            actions: {
              cancel: isCancellable(b.status) && b.supplierReference !== null,
              ticket: listing.issues === true && isIssuable(b.status),
            },
          },
          request.t(messages.ok),
        );
      }),
  );

  r.get(
    "/api/agency/bookings/needs-attention",
    {
      ...backOfficeOnly,
      schema: {
        tags,
        summary: "Paid bookings of every vertical still being finished, and those whose money was given back lately, with what was done",
        querystring: needsAttentionQuery,
        response: { 200: needsAttentionResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const q = request.query;
        const where = query.where(agencyOf(request), userOf(request), { needsAttention: true });
        const [page, total] = [await query.pageWithBookings(where, q.offSet, q.limit), await query.count(where)];
        const ids = page.map((p) => p.booking.id);
        const notes = ids.length
          ? await db
              .select({ bookingId: bookingEvents.bookingId, note: bookingEvents.note })
              .from(bookingEvents)
              .where(inArray(bookingEvents.bookingId, ids))
              .orderBy(desc(bookingEvents.at), desc(bookingEvents.id))
          : [];
        const bookings = page.flatMap(({ row, booking }) => {
          const finishing = finishingOf(booking, query.listing(booking.vertical).issues === true);
          if (!finishing) return [];
          const lastNote = notes.find((n) => n.bookingId === booking.id && n.note)?.note ?? null;
          return [{ ...row, finishing, finishAttempts: booking.finishAttempts, lastNote }];
        });
        return ok({ bookings, totalRecords: total, offSet: q.offSet, limit: q.limit }, request.t(messages.ok));
      }),
  );

  r.get(
    "/api/agency/bookings/download.csv",
    {
      ...backOfficeOnly,
      schema: { tags, summary: "The bookings of a range as CSV (formula-safe cells)", querystring: bookingsCsvQuery, produces: ["text/csv"], response: { 200: z.string(), ...bookingErrors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const q = request.query;
        await checkUser(request, q.userId);
        const where = query.where(agencyOf(request), userOf(request), {
          ...(q.category === "all" ? {} : { vertical: categories.vertical(q.category).id }),
          ...(q.startDate ? { startDate: q.startDate } : {}),
          ...(q.endDate ? { endDate: q.endDate } : {}),
          ...(q.userId ? { userId: q.userId } : {}),
        });
        const csv = bookingsCsv(await query.all(where, CSV_MAX_ROWS), request.t);
        const name = `bookings-${q.category}-${q.startDate ?? "all"}-${q.endDate ?? "today"}.csv`;
        return reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${name}"`).send(csv);
      }),
  );

  r.get(
    "/api/agency/dashboards",
    {
      ...backOfficeOnly,
      schema: {
        tags,
        summary: "Bookings, sales, markup, commission, cancellations and refunds per vertical and agent; upcoming trips",
        querystring: dashboardQuery,
        response: { 200: dashboardResponse, ...bookingErrors },
      },
    },
    async (request, reply) => answer(request, reply, async () => ok(await agencyDashboard(db, query, agencyOf(request), userOf(request), request.query), request.t(messages.ok))),
  );
}
