import type { MessageDescriptor } from "@lingui/core";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { sendConfirmMailRequest, sendConfirmMailResponse } from "@/shared/api/bookings";
import type { BookingStatus } from "@/shared/booking/statuses";
import { pageQuery } from "@/shared/api/paging";
import { messages } from "@/shared/messages";
import { money } from "@/shared/money";
import type { Db } from "../db/client";
import type { BookingRow } from "../db/schema-bookings";
import { ok } from "../http/envelope";
import type { Translate, Translator } from "../i18n";
import { DbPaymentStore } from "../payments/db-store";
import { SandboxPaymentGateway } from "../payments/sandbox-gateway";
import type { PaymentGateway } from "../payments/types";
import { BookingCancellation } from "./cancellation";
import type { MailOptions } from "./confirmation-mail";
import { BookingError } from "./errors";
import { agencyOf, answer, userOf } from "./http";
import { pageVisibleBookings } from "./repository";
import type { VerticalRegistry } from "./registry";
import { bookingErrors, registerBookingRoutes, signedIn, type BookingRoutes, type BookingRoutesOptions } from "./routes";
import { BookingSaga, scheduleSweeps } from "./saga";
import type { BookingVertical } from "./vertical";

// The checkout-and-payment frame every vertical's routes stand on (docs/architecture.md "Server"): one saga and
// one cancellation told how the vertical books, the sweeps, the core's routes on the vertical's paths (pay,
// 3-D Secure, release, penalty, cancel, status), the confirmation mail sent once confirmed and again on request,
// the voucher or e-ticket PDF and the user's bookings. The vertical gives its parts (description, supplier's gateway, schemas,
// paths, words, mail and document); the wiring (lookup, status check, error mapping, translation) is here.

type MailBody = z.ZodType<{ referenceNumber: string; email?: string | undefined }>;

/** The confirmation mail: queued when the saga confirms, and on the booking page's request (`path`). */
export interface MailRoute {
  readonly path: string;
  /** Default: the core's `sendConfirmMailRequest` and `sendConfirmMailResponse`. */
  readonly body?: MailBody;
  readonly response?: z.ZodType;
  /** The statuses a confirmation may be sent for (else 409 `notConfirmed`). */
  readonly statuses: readonly BookingStatus[];
  queue(b: BookingRow, opts?: MailOptions): Promise<unknown>;
  /** The saga's mail once confirmed; default `queue(b)` in the booker's language. */
  onConfirmed?(b: BookingRow): Promise<unknown>;
}

/** The booking's voucher or e-ticket (PDF), on a path whose parameters name the booking. */
export interface DocumentRoute<P extends z.ZodType> {
  readonly path: string;
  readonly summary: string;
  readonly params: P;
  readonly produces?: string[];
  referenceOf(params: z.infer<P>): string;
  /** Whether this booking has the document (else 409 `notIssued`). */
  issued(b: BookingRow): boolean;
  readonly notIssued: MessageDescriptor;
  render(b: BookingRow, t: Translate, lang: string): Promise<Uint8Array>;
}

/** The user's bookings of the vertical (staff: the agency's), newest first, paged with the total. */
export interface ListRoute {
  readonly path: string;
  readonly summary: string;
  readonly response: z.ZodType;
  /** What the vertical adds to the reference, id, status, creation time and total of each booking. */
  item(b: BookingRow): Record<string, unknown>;
}

export interface VerticalBookingOptions<P extends z.ZodType> extends Omit<BookingRoutesOptions, "db" | "saga" | "cancellation" | "vertical"> {
  readonly db: Db;
  readonly translator: Translator;
  readonly log: FastifyBaseLogger;
  readonly vertical: BookingVertical;
  /** Default: the sandbox gateway, its intents in the database. */
  readonly gateway?: PaymentGateway | undefined;
  /** The server's verticals: the saga registers this one (bundles, proposals). */
  readonly verticals?: VerticalRegistry | undefined;
  readonly mail: MailRoute & { readonly mailQueued: MessageDescriptor; readonly notConfirmed: MessageDescriptor };
  readonly document: DocumentRoute<P>;
  readonly list: ListRoute;
}

export interface VerticalBooking extends BookingRoutes {
  readonly saga: BookingSaga;
  readonly cancellation: BookingCancellation;
}

export function registerVerticalBooking<P extends z.ZodType>(app: FastifyInstance, o: VerticalBookingOptions<P>): VerticalBooking {
  const { db, tags, mail, document } = o;
  const gateway = o.gateway ?? new SandboxPaymentGateway({ store: new DbPaymentStore(db) });
  const saga = new BookingSaga({
    db,
    gateway,
    vertical: o.vertical,
    translator: o.translator,
    log: o.log,
    onConfirmed: async (b) => void (await (mail.onConfirmed ? mail.onConfirmed(b) : mail.queue(b))),
    verticals: o.verticals,
  });
  const cancellation = new BookingCancellation({ db, gateway, vertical: o.vertical });
  scheduleSweeps(app, saga);
  const core = registerBookingRoutes(app, { db, saga, cancellation, vertical: o.vertical.id, tags, paths: o.paths, messages: o.messages });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    mail.path,
    { ...signedIn, schema: { tags, summary: "Queue the confirmation mail (outbox)", body: mail.body ?? sendConfirmMailRequest, response: { 200: mail.response ?? sendConfirmMailResponse, ...bookingErrors } } },
    async (request, reply) =>
      answer(request, reply, async () => {
        const body = request.body as z.infer<MailBody>;
        const b = await core.visible(request, { referenceNumber: body.referenceNumber });
        if (!mail.statuses.includes(b.status)) throw new BookingError(409, mail.notConfirmed);
        await mail.queue(b, { to: body.email, t: request.t, lang: request.lang });
        return ok({ queued: true as const }, request.t(mail.mailQueued));
      }),
  );

  r.get(document.path, { ...signedIn, schema: { tags, summary: document.summary, params: document.params, ...(document.produces ? { produces: document.produces } : {}) } }, async (request, reply) =>
    answer(request, reply, async () => {
      const b = await core.visible(request, { referenceNumber: document.referenceOf(request.params as z.infer<P>) });
      if (!document.issued(b)) throw new BookingError(409, document.notIssued);
      const pdf = await document.render(b, request.t, request.lang);
      return reply.header("content-type", "application/pdf").header("content-disposition", `inline; filename="${b.referenceNumber}.pdf"`).send(Buffer.from(pdf));
    }),
  );

  r.get(o.list.path, { ...signedIn, schema: { tags, summary: o.list.summary, querystring: pageQuery, response: { 200: o.list.response, ...bookingErrors } } }, async (request) => {
    const { rows, total } = await pageVisibleBookings(db, agencyOf(request), userOf(request), o.vertical.id, request.query);
    const items = rows.map((b) => ({
      referenceNumber: b.referenceNumber,
      bookingId: b.id,
      bookingStatus: b.status,
      createdAt: b.createdAt.toISOString(),
      totalAmount: money(b.totalAmount, b.currency),
      ...o.list.item(b),
    }));
    return { ...ok(items, request.t(messages.ok)), totalRecords: total };
  });

  return { ...core, saga, cancellation };
}
