import { PassThrough } from "node:stream";
import { stringify } from "csv-stringify";
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  bookingCountQuery,
  bookingCountResponse,
  bookingsCsvQuery,
  calendarParams,
  recentActivityQuery,
  recentActivityResponse,
  transactionsRequest,
  transactionsResponse,
  tripsQuery,
  tripsResponse,
} from "@/shared/api/my-trip";
import { messages } from "@/shared/messages";
import { minorUnitDigits, type Money } from "@/shared/money";
import { productVerticalId } from "@/shared/verticals";
import { agencyNameOf } from "../agency/repository";
import type { Db } from "../db/client";
import { bookingEvents, bookings } from "../db/schema-bookings";
import { ok } from "../http/envelope";
import { renderCalendar } from "./calendar";
import { BookingError } from "./errors";
import { agencyOf, answer, userOf } from "./http";
import { bookingErrors, signedIn } from "./routes";
import { kindMessages, statusMessages, tripMessages as m } from "./trip-messages";
import { listTransactions } from "./transactions";
import { walletOf } from "./reward-wallet";
import { isConfirmed, viewFilter, type TripStore } from "./trips";
import { seesBreakdown, visibleTo } from "./visibility";

// spec B §7 "My trip and user": the signed-in user's trip items of every vertical (staff: the agency's,
// visibility.ts), counted, as recent activity, as money movements, as a CSV file, and a confirmed trip
// item's calendar file. Every list pages with its total (no list stops at a fixed count).

const tags = ["my-trip"];

/** Without the viewer's own day, the server's (UTC). */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** A money amount as a plain decimal in major units ("1234.50"): what a spreadsheet sums. */
function decimal(value: Money): string {
  const digits = minorUnitDigits(value.currency);
  const sign = value.amount < 0 ? "-" : "";
  const abs = Math.abs(value.amount);
  const whole = Math.floor(abs / 10 ** digits);
  const fraction = digits > 0 ? `.${String(abs % 10 ** digits).padStart(digits, "0")}` : "";
  return `${sign}${whole}${fraction}`;
}

export function registerTripRoutes(app: FastifyInstance, deps: { db: Db; trips: TripStore }): void {
  const { db, trips } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/user/trips",
    { ...signedIn, schema: { tags, summary: "My trip: one view's trip items of every vertical, paged, with the view's total", querystring: tripsQuery, response: { 200: tripsResponse, ...bookingErrors } } },
    async (request) => {
      const { view, offSet, limit } = request.query;
      const page = await trips.page(agencyOf(request), userOf(request), view, request.query.today ?? utcToday(), { offSet, limit }, request.t);
      return { ...ok(page.items, request.t(messages.ok)), totalRecords: page.total };
    },
  );

  r.get(
    "/api/user/getUserBookingCount",
    { ...signedIn, schema: { tags, summary: "How many bookings the user has, per view and per vertical", querystring: bookingCountQuery, response: { 200: bookingCountResponse, ...bookingErrors } } },
    async (request) => {
      const { byView, byKind } = await trips.counts(agencyOf(request), userOf(request), request.query.today ?? utcToday());
      const total = byView.upcoming + byView.past + byView.cancelled;
      return ok({ total, ...byView, byKind }, request.t(messages.ok));
    },
  );

  r.get(
    "/api/user/getRecentActivity",
    { ...signedIn, schema: { tags, summary: "The latest changes of the user's bookings, newest first, paged", querystring: recentActivityQuery, response: { 200: recentActivityResponse, ...bookingErrors } } },
    async (request) => {
      const where = visibleTo(agencyOf(request), userOf(request));
      const joined = () => db.select({ booking: bookings, status: bookingEvents.status, at: bookingEvents.at }).from(bookingEvents).innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId));
      const [rows, [counted]] = await Promise.all([
        joined().where(where).orderBy(desc(bookingEvents.at), desc(bookingEvents.id)).limit(request.query.limit).offset(request.query.offSet),
        db.select({ n: count() }).from(bookingEvents).innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId)).where(where),
      ]);
      const items = rows.map(({ booking: b, status, at }) => ({
        at: at.toISOString(),
        bookingStatus: status,
        kind: productVerticalId(b.vertical),
        referenceNumber: b.referenceNumber,
        title: trips.summary(b, request.t).title,
      }));
      return { ...ok(items, request.t(messages.ok)), totalRecords: counted?.n ?? 0 };
    },
  );

  r.post(
    "/api/user/getUserTransactions",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Charges and refunds of the user's bookings, newest first, paged, with totals per currency",
        body: transactionsRequest,
        response: { 200: transactionsResponse, ...bookingErrors },
      },
    },
    async (request) => {
      const { offSet, limit, startDate, endDate } = request.body;
      const found = await listTransactions(db, trips, { agency: agencyOf(request), user: userOf(request) }, { startDate, endDate }, { offSet, limit }, request.t);
      return { ...ok(found.items, request.t(messages.ok)), totalRecords: found.total, totals: found.totals, wallet: await walletOf(db, userOf(request)) };
    },
  );

  r.get(
    "/api/user/bookings/download.csv",
    { ...signedIn, schema: { tags, summary: "Every booking of the user (or of one view) as CSV; formula cells escaped", querystring: bookingsCsvQuery, produces: ["text/csv"] } },
    async (request, reply) => {
      const agency = agencyOf(request);
      const user = userOf(request);
      const t = request.t;
      const today = request.query.today ?? utcToday();
      const withClient = seesBreakdown(user);
      const columns = [
        { key: "reference", header: t(m.csvReference) },
        { key: "kind", header: t(m.csvKind) },
        { key: "title", header: t(m.csvTitle) },
        { key: "route", header: t(m.csvRoute) },
        { key: "start", header: t(m.csvStart) },
        { key: "end", header: t(m.csvEnd) },
        { key: "status", header: t(m.csvStatus) },
        ...(withClient ? [{ key: "bookedFor", header: t(m.csvBookedFor) }] : []),
        { key: "bookedOn", header: t(m.csvBookedOn) },
        { key: "total", header: t(m.csvTotal) },
        { key: "refunded", header: t(m.csvRefunded) },
        { key: "currency", header: t(m.csvCurrency) },
      ];
      // Cells that start with = + - @ (or a tab or carriage return) are prefixed with ' so a spreadsheet shows them as text and never runs them.
      const csv = stringify({ bom: true, header: true, columns, escape_formulas: true, record_delimiter: "windows" });
      const body = new PassThrough();
      csv.pipe(body);
      const rows = trips.all(agency, user, viewFilter(trips.verticals, request.query.view, today), today, t);
      void (async () => {
        for await (const item of rows) {
          const b = item.booking;
          const flowing = csv.write({
            reference: item.referenceNumber,
            kind: t(kindMessages[item.kind]),
            title: item.title,
            route: item.route,
            start: item.startDate ?? "",
            end: item.endDate ?? "",
            status: t(statusMessages[item.bookingStatus]),
            bookedFor: item.bookedFor ? `${item.bookedFor.name} <${item.bookedFor.email}>` : "",
            bookedOn: item.createdAt.slice(0, 10),
            total: decimal(item.totalAmount),
            refunded: decimal({ amount: b.refundAmount ?? 0, currency: b.currency }),
            currency: b.currency,
          });
          if (!flowing) await new Promise((resolve) => csv.once("drain", resolve));
        }
        csv.end();
      })().catch((error: unknown) => {
        request.log.error({ err: error }, "bookings CSV export failed");
        body.destroy(error as Error);
      });
      return reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", `attachment; filename="bookings-${today}.csv"`).header("cache-control", "no-store").send(body);
    },
  );

  r.get(
    "/api/user/bookings/:referenceNumber/calendar.ics",
    { ...signedIn, config: { refusals: [404, 409] }, schema: { tags, summary: "A confirmed trip item as an iCalendar file (RFC 5545)", params: calendarParams, produces: ["text/calendar"] } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const [b] = await db
          .select()
          .from(bookings)
          .where(and(visibleTo(agency, userOf(request)), eq(bookings.referenceNumber, request.params.referenceNumber.toUpperCase())))
          .limit(1);
        if (!b) throw new BookingError(404, m.bookingNotFound);
        if (!isConfirmed(b.status)) throw new BookingError(409, m.notConfirmed);
        const description = request.t(m.calendarReference, { reference: b.referenceNumber });
        const events = trips.events(b, request.t).map((event) => ({ ...event, description: event.description ? `${event.description}\n${description}` : description }));
        const text = renderCalendar({ issuer: (await agencyNameOf(db, agency.id)) || agency.subdomain, referenceNumber: b.referenceNumber, stamp: b.updatedAt, events });
        return reply.header("content-type", "text/calendar; charset=utf-8").header("content-disposition", `attachment; filename="${b.referenceNumber}.ics"`).send(text);
      }),
  );
}
