import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "../../shared/api/envelope";
import { encodeBase64Json } from "../../shared/api/bookings";
import { refundProtectionConfigResponse, refundProtectionQuoteRequest, refundProtectionQuoteResponse } from "../../shared/api/refund-protection";
import { messages } from "../../shared/messages";
import { requireActiveAgency } from "../agency/hooks";
import type { Db } from "../db/client";
import { users, type AgencyRow, type UserRow } from "../db/schema";
import { fail, ok } from "../http/envelope";
import { applyPricing } from "../pricing/markup";
import { requireUser } from "../sessions/require-user";
import type { FlightSupplier } from "../suppliers/flights/types";
import { FlightError, fromSupplier } from "./errors";
import { flightMessages } from "./messages";
import { loadPricingRule } from "../pricing/rules";
import { createQuote, flightProducts, loadRefundProtectionConfig } from "./refund-protection";
import { refundProtectionMessages as m } from "./refund-protection-messages";

interface RefundProtectionRoutesDeps {
  db: Db;
  supplier: FlightSupplier;
}

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 410: errorEnvelope, 504: errorEnvelope } as const;
const tags = ["add-ons"];

function partyOf(request: FastifyRequest): { agency: AgencyRow; user: UserRow } {
  if (!request.agency || !request.user) throw new Error("agency or user missing: route lacks requireActiveAgency/requireUser");
  return { agency: request.agency, user: request.user };
}

/** FlightError → its status and translated message, as the flight routes answer. */
async function answer<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof FlightError)) throw error;
    return reply.code(error.status).send(fail(request.t(error.descriptor, error.values), error.field ? { field: error.field } : {}));
  }
}

/** spec B "Add-ons": GET /api/refund-protects (config) and the quote the flight booking redeems. */
export function registerRefundProtectionRoutes(app: FastifyInstance, deps: RefundProtectionRoutesDeps): void {
  const { db, supplier } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Checkout pages are signed in (spec A §2): so are their add-ons; a 401 before the body is validated.
  const signedIn = { preValidation: [requireActiveAgency, requireUser] };

  /** Same rule as the booking: only agents book for a client, and only for their agency's customers. */
  async function clientOf(agency: AgencyRow, user: UserRow, clientId: string | undefined): Promise<UserRow | null> {
    if (!clientId || clientId === user.id) return null;
    if (!user.isTravelAgent) throw new FlightError(403, flightMessages.clientNotAllowed);
    const [client] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, clientId), eq(users.agencyId, agency.id), eq(users.userType, "Customer")));
    if (!client) throw new FlightError(400, flightMessages.clientNotFound, {}, "body.clientId");
    return client;
  }

  r.get(
    "/api/refund-protects",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Refund protection configuration of the agency; data is base64-encoded JSON (spec B)",
        response: { 200: refundProtectionConfigResponse, ...errors },
      },
    },
    async (request) => {
      const { agency } = partyOf(request);
      return ok(encodeBase64Json(await loadRefundProtectionConfig(db, agency.id)), request.t(messages.ok));
    },
  );

  r.post(
    "/api/refund-protects/quote",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Price refund protection for a repriced flight offer; the booking redeems the quoteId",
        body: refundProtectionQuoteRequest,
        response: { 200: refundProtectionQuoteResponse, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, user } = partyOf(request);
        const client = await clientOf(agency, user, request.body.clientId);
        const outcome = await supplier.reprice(request.body.offerId).catch((error: unknown) => {
          throw fromSupplier(error, "body.offerId");
        });
        const rule = await loadPricingRule(db, "flight", {
          agencyId: agency.id,
          agentId: user.isTravelAgent ? user.id : null,
          clientId: client ? client.id : user.isTravelAgent ? null : user.id,
        });
        const tripTotal = applyPricing(outcome.offer.totalAmount, rule).total;
        const quote = await createQuote(db, { agencyId: agency.id, userId: user.id, clientUserId: client?.id ?? null }, outcome.offer, tripTotal, flightProducts(outcome.offer, tripTotal));
        return ok(quote, request.t(m.quoted));
      }),
  );
}
