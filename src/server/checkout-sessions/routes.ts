import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  checkoutSessionDeletedResponse,
  checkoutSessionListQuery,
  checkoutSessionListResponse,
  checkoutSessionParams,
  checkoutSessionResponse,
  checkoutSessionUpsertRequest,
  containsCardData,
  paymentOutcomeQuery,
  paymentOutcomeResponse,
} from "@/shared/api/checkout-sessions";
import { errorEnvelope } from "@/shared/api/envelope";
import { messages } from "@/shared/messages";
import { requireActiveAgency } from "../agency/hooks";
import type { Db } from "../db/client";
import { runAlone } from "../db/run-alone";
import type { UserRow } from "../db/schema";
import { fail, ok } from "../http/envelope";
import { requireUser } from "../sessions/require-user";
import { checkoutSessionMessages as m } from "./messages";
import { ClientNotFound, DEFAULT_TTL_MS, deleteExpiredCheckoutSessions, discardCheckoutSession, findCheckoutSession, listCheckoutSessions, paymentOutcome, upsertCheckoutSession } from "./service";

interface CheckoutSessionDeps {
  db: Db;
  /** How long a session lives after its last save. Default CHECKOUT_SESSION_TTL_DAYS or 7 days. */
  ttlMs?: number;
  /** How often expired sessions are deleted; false: never (tests call deleteExpiredCheckoutSessions). Default 1 hour. */
  cleanupIntervalMs?: number | false;
}

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope } as const;
const tags = ["checkout-sessions"];
/** A flight snapshot holds up to 1000 offers (search results): well over fastify's 1 MiB default. */
const SNAPSHOT_BODY_LIMIT = 16 * 1024 * 1024;

function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error("user missing: route lacks requireUser");
  return request.user;
}

function ttlFromEnv(): number {
  const days = Number(process.env.CHECKOUT_SESSION_TTL_DAYS);
  return Number.isFinite(days) && days > 0 ? days * 24 * 60 * 60 * 1000 : DEFAULT_TTL_MS;
}

/** Resumable checkouts: save, read, list and discard a user's checkout sessions; ask what became of a payment. */
export function registerCheckoutSessionRoutes(app: FastifyInstance, deps: CheckoutSessionDeps): void {
  const { db } = deps;
  const ttlMs = deps.ttlMs ?? ttlFromEnv();
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: signed out is a 401 whatever the body (as the flight routes).
  const signedIn = { preValidation: [requireActiveAgency, requireUser] };
  const notFound = (request: FastifyRequest) => fail(request.t(m.notFound));

  r.get(
    "/api/checkout-sessions",
    {
      ...signedIn,
      schema: { tags, summary: "The user's unfinished checkouts (an agent's include those for clients)", querystring: checkoutSessionListQuery, response: { 200: checkoutSessionListResponse, ...errors } },
    },
    async (request) => ok(await listCheckoutSessions(db, userOf(request), request.query.vertical), request.t(messages.ok)),
  );

  r.get(
    "/api/checkout-sessions/payment-outcome",
    {
      ...signedIn,
      schema: { tags, summary: "What became of a payment attempt, by its idempotency key (resume without paying twice)", querystring: paymentOutcomeQuery, response: { 200: paymentOutcomeResponse, ...errors } },
    },
    async (request) => {
      // Every vertical books and pays through the bookings core: its attempt key finds the booking.
      const outcome = await paymentOutcome(db, userOf(request), request.query.idempotencyKey);
      return ok(outcome, request.t(messages.ok));
    },
  );

  r.get(
    "/api/checkout-sessions/:id",
    { ...signedIn, schema: { tags, summary: "One checkout session with its snapshot", params: checkoutSessionParams, response: { 200: checkoutSessionResponse, ...errors } } },
    async (request, reply) => {
      const session = await findCheckoutSession(db, userOf(request), request.params.id);
      if (!session) return reply.code(404).send(notFound(request));
      return ok(session, request.t(messages.ok));
    },
  );

  r.put(
    "/api/checkout-sessions/:id",
    {
      ...signedIn,
      bodyLimit: SNAPSHOT_BODY_LIMIT,
      schema: { tags, summary: "Save a checkout (create or replace; never card data)", params: checkoutSessionParams, body: checkoutSessionUpsertRequest, response: { 200: checkoutSessionResponse, ...errors } },
    },
    async (request, reply) => {
      // Resumable checkouts never store a card. The client sanitises; anything card-like that still arrives is refused.
      if (containsCardData(request.body)) return reply.code(400).send(fail(request.t(m.cardData), { field: "body.snapshot" }));
      try {
        const session = await upsertCheckoutSession(db, userOf(request), request.params.id, request.body, { ttlMs });
        if (!session) return reply.code(404).send(notFound(request));
        return ok(session, request.t(messages.ok));
      } catch (error) {
        if (error instanceof ClientNotFound) return reply.code(400).send(fail(request.t(m.clientNotFound), { field: "body.clientId" }));
        throw error;
      }
    },
  );

  r.delete(
    "/api/checkout-sessions/:id",
    { ...signedIn, schema: { tags, summary: "Discard a checkout", params: checkoutSessionParams, response: { 200: checkoutSessionDeletedResponse, ...errors } } },
    async (request, reply) => {
      if (!(await discardCheckoutSession(db, userOf(request), request.params.id))) return reply.code(404).send(notFound(request));
      return ok({ id: request.params.id, deleted: true as const }, request.t(m.discarded));
    },
  );

  const interval = deps.cleanupIntervalMs ?? 60 * 60 * 1000;
  if (interval !== false) {
    const timer = setInterval(() => {
      // Two servers, one database: one instance deletes per round (runAlone); the others skip it.
      let count = 0;
      runAlone(db, "checkout-session-cleanup", async () => {
        count = await deleteExpiredCheckoutSessions(db);
      }).then(
        () => count > 0 && app.log.info({ count }, "expired checkout sessions deleted"),
        (error: unknown) => app.log.error({ err: error }, "checkout session cleanup failed"),
      );
    }, interval);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
