// Shared by tests/server/faults-every-vertical.test.ts, faults-crash-every-vertical.test.ts and
// faults-kill-each-step.test.ts: each vertical's hold through the app's own routes (in this process or over HTTP to a
// server process), the sweeps of another instance on a moved clock, the money and hold invariants, and an SMTP server
// that keeps each message's Message-ID (docs/deploy.md "Several instances").
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { SMTPServer } from "smtp-server";
import { createClient } from "../../../bench/lib/http";
import { FINISH_PAID_WITHIN_MINUTES } from "@/shared/booking/finishing";
import { OWNING_STATUSES, SUPPLIER_CALL_SETTLE_MINUTES } from "@/shared/booking/supplier-holds";
import { queueActivityMail } from "@/server/activities/mail";
import { DbActivitySandboxStore } from "@/server/activities/stores";
import { activityVertical } from "@/server/activities/vertical";
import { BookingSaga } from "@/server/bookings/saga";
import type { BookingVertical } from "@/server/bookings/vertical";
import { queueCarConfirmationMail } from "@/server/cars/mail";
import { carReservations, carVertical } from "@/server/cars/vertical";
import type { Db } from "@/server/db/client";
import { bookings, sandboxSupplierHolds, supplierCalls, type BookingRow } from "@/server/db/schema-bookings";
import { paymentIntents } from "@/server/db/schema-payments";
import { queueConfirmationMail } from "@/server/flights/mail";
import { DbSandboxOrderStore } from "@/server/flights/stores";
import { flightVertical } from "@/server/flights/vertical";
import { queueHotelMail } from "@/server/hotels/documents";
import { DbHotelOrderStore } from "@/server/hotels/stores";
import { hotelVertical } from "@/server/hotels/vertical";
import type { Translator } from "@/server/i18n";
import type { PaymentGateway } from "@/server/payments/types";
import { EmbeddedExchangeRateProvider } from "@/server/reference/exchange-rates";
import { SandboxActivitySupplier } from "@/server/suppliers/activities/sandbox";
import { SandboxCarSupplier } from "@/server/suppliers/cars/sandbox";
import { flightBookingSupplier } from "@/server/suppliers/flights/booking-supplier";
import { SandboxFlightSupplier } from "@/server/suppliers/flights/sandbox";
import { SandboxHotelSupplier } from "@/server/suppliers/hotels/sandbox";
import { DbSandboxHolds } from "@/server/suppliers/sandbox-holds-db";
import { bookBody, morningOffer } from "../activities-fixtures";
import { call, firstOffer, newKey, oneWay, plainDate, type Caller } from "../flights-fixtures";
import { guests, hotelContact, pricedRate } from "../hotels-fixtures";
import { CONTACT, traveller } from "./support";

const MINUTE = 60_000;

export interface VerticalUnderTest {
  id: string;
  vertical: BookingVertical;
  onConfirmed: (b: BookingRow) => Promise<void>;
  /** The book request of a new hold on the app's own route (a new idempotency key each time). */
  holdRequest(): { url: string; body: unknown };
}

export async function bookingOf(db: Db, referenceNumber: string): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.referenceNumber, referenceNumber));
  if (!row) throw new Error(`no booking ${referenceNumber}`);
  return row;
}

/** A new hold through the app's route: its booking row. */
export async function holdOn(app: FastifyInstance, caller: Caller, db: Db, v: VerticalUnderTest): Promise<BookingRow> {
  const { url, body } = v.holdRequest();
  const res = await call(app, caller, { method: "POST", url, body });
  if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode}: ${res.body}`);
  return bookingOf(db, (res.json() as { data: { referenceNumber: string } }).data.referenceNumber);
}

/** The four verticals as the server builds them, on `db`, each with an offer found now through `app`. */
export async function verticalsUnderTest(app: FastifyInstance, caller: Caller, db: Db, translator: Translator): Promise<VerticalUnderTest[]> {
  const rates = (await new EmbeddedExchangeRateProvider().getRates("USD"))?.rates ?? { USD: 1 };
  const flightOffer = await firstOffer(app, caller, oneWay(plainDate()));
  const hotelPrice = (await pricedRate(app, caller, { refundable: true })).price;
  const carSearch = await call(app, caller, {
    method: "POST",
    url: "/api/car-rental/availableCars",
    body: {
      pickupLocation: { kind: "airport", code: "LAX" },
      dropoffLocation: null,
      pickupLatitude: 33.94,
      pickupLongitude: -118.41,
      returnLatitude: 33.94,
      returnLongitude: -118.41,
      pickupReadable: "Los Angeles International Airport",
      dropoffReadable: "",
      pickUpDateTime: `${plainDate()}T10:00`,
      returnDateTime: `${plainDate()}T18:00`,
      age: 30,
      countryOfResidence: "US",
    },
  });
  const carOffer = (carSearch.json() as { data: { cars: Array<{ id: string }> } }).data.cars[0];
  if (!carOffer) throw new Error(`no car: ${carSearch.body}`);
  const activityOffer = await morningOffer(app, caller, { ADT: 1, CHD: 0 });
  const activitySupplier = new SandboxActivitySupplier({ store: new DbActivitySandboxStore(db), holds: new DbSandboxHolds(db, "activities") });
  return [
    {
      id: "flight",
      vertical: flightVertical(flightBookingSupplier(new SandboxFlightSupplier({ store: new DbSandboxOrderStore(db), holds: new DbSandboxHolds(db, "flights") }))),
      onConfirmed: async (b) => void (await queueConfirmationMail({ db, translator }, b)),
      holdRequest: () => ({ url: "/api/flight/booking", body: { idempotencyKey: newKey("fv"), offerId: flightOffer.id, passengers: traveller(), contact: CONTACT } }),
    },
    {
      id: "hotel",
      vertical: hotelVertical(new SandboxHotelSupplier({ store: new DbHotelOrderStore(db), holds: new DbSandboxHolds(db, "hotels") })),
      onConfirmed: async (b) => void (await queueHotelMail({ db, translator }, b, { t: translator.translator("en"), lang: "en" })),
      holdRequest: () => ({
        url: "/api/v2/hotel/booking",
        body: { idempotencyKey: newKey("hv"), rateId: hotelPrice.offer.id, guests: guests(hotelPrice.occupancies.length), contact: hotelContact },
      }),
    },
    {
      id: "car",
      vertical: carVertical(new SandboxCarSupplier({ rates, reservations: carReservations(db), holds: new DbSandboxHolds(db, "cars") })),
      onConfirmed: async (b) => void (await queueCarConfirmationMail({ db, translator }, b)),
      holdRequest: () => ({
        url: "/api/car-rental/reserveCar",
        body: {
          idempotencyKey: newKey("cv"),
          offerId: carOffer.id,
          driver: { firstName: "Ana", lastName: "Silva", birthDate: "1980-01-01", licenceCountry: "US" },
          contact: CONTACT,
          extras: [],
        },
      }),
    },
    {
      id: "activity",
      vertical: activityVertical(activitySupplier),
      onConfirmed: async (b) => void (await queueActivityMail({ db, translator, supplier: activitySupplier }, b)),
      holdRequest: () => ({ url: "/api/activities/bookings/book", body: bookBody(activityOffer) }),
    },
  ];
}

/** Another instance's sweeps, on a clock past the call bound and then past the finishing limit. */
export async function sweepAll(db: Db, v: VerticalUnderTest, gateway: PaymentGateway, translator: Translator): Promise<string> {
  const log: string[] = [];
  for (const minutes of [SUPPLIER_CALL_SETTLE_MINUTES + 1, FINISH_PAID_WITHIN_MINUTES + 1]) {
    const at = new Date(Date.now() + minutes * MINUTE);
    const survivor = new BookingSaga({ db, gateway, vertical: v.vertical, onConfirmed: v.onConfirmed, translator, clock: () => at });
    const calls = await retry(() => survivor.reconcileSupplierCalls());
    await retry(() => survivor.recoverInterrupted());
    const finished = await retry(() => survivor.finishPaid());
    const orphans = await retry(() => survivor.releaseOrphanHolds());
    log.push(`+${minutes} min: adopted ${calls.adopted}, released ${calls.released + orphans}, given back ${finished.givenBack}`);
  }
  return log.join("; ");
}

/**
 * The money and the holds, from the database and the sandboxes: captured = confirmed + refunded for each payment,
 * no card left authorised, nothing paid and unfinished, every supplier hold owned by a booking or given back, no
 * supplier call left `calling`.
 */
export async function moneyAndHoldProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const all = await db.select().from(bookings).where(isNull(bookings.leadBookingId));
  const intents = await db.select().from(paymentIntents);
  for (const b of all) {
    const intent = intents.find((i) => i.id === b.paymentIntentId)?.data;
    const captured = intent?.amountCaptured ?? 0;
    const refunded = intent?.amountRefunded ?? 0;
    const confirmed = (b.status === "paid" || b.status === "ticketed") && !b.unfinishedSince;
    if (captured !== (confirmed ? b.paidFromCard : 0) + refunded) problems.push(`${b.vertical} ${b.referenceNumber} ${b.status}: captured ${captured}, refunded ${refunded}`);
    if (intent?.status === "requires_capture") problems.push(`${b.vertical} ${b.referenceNumber} ${b.status}: card left authorised`);
    if (b.unfinishedSince) problems.push(`${b.vertical} ${b.referenceNumber}: paid and unfinished after the limit`);
  }
  const open = await db.select().from(sandboxSupplierHolds).where(eq(sandboxSupplierHolds.open, true));
  const owners = await db
    .select({ reference: bookings.supplierReference })
    .from(bookings)
    .where(and(isNotNull(bookings.supplierReference), inArray(bookings.status, [...OWNING_STATUSES])));
  const owned = new Set(owners.map((o) => o.reference));
  for (const h of open) if (!owned.has(h.reference)) problems.push(`${h.supplier} ${h.reference}: held at the supplier, owned by no booking`);
  const calling = await db.select({ id: supplierCalls.id }).from(supplierCalls).where(eq(supplierCalls.state, "calling"));
  if (calling.length) problems.push(`${calling.length} supplier calls left calling`);
  return problems;
}

export const sleep = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve("slept"), ms));

/** A call on a pool whose connections were just terminated: at most a few fail before fresh ones connect. */
export async function retry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 4) throw error;
      await sleep(50 * (attempt + 1));
    }
  }
}

/** Each vertical's payment route (the body: idempotencyKey, referenceNumber, card). */
export const PAYMENT_PATHS: Record<string, string> = {
  flight: "/api/flight/payment",
  hotel: "/api/v2/hotel/payment",
  car: "/api/car-rental/payment",
  activity: "/api/activities/bookings/payment",
};

/** The fixtures' `app.inject`, over HTTP to a server process. */
export function overHttp(port: number): FastifyInstance {
  const inject = async (opts: InjectOptions) => {
    const client = createClient(`http://127.0.0.1:${port}`, 1);
    try {
      const res = await client.request(String(opts.method ?? "GET"), String(opts.url), { body: opts.payload, headers: opts.headers as Record<string, string> });
      return { statusCode: res.status, body: res.body, json: () => JSON.parse(res.body) as unknown };
    } finally {
      client.close();
    }
  };
  return { inject } as unknown as FastifyInstance;
}

/** An SMTP server that keeps each message's Message-ID, and calls `onMessage` before it answers. */
export async function startSmtp(onMessage: () => Promise<void> = async () => undefined) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        const id = /^message-id:\s*(<[^>]+>)/im.exec(data)?.[1] ?? "";
        received.push(id);
        onMessage().then(
          () => done(),
          () => done(),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
