import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import { refundProtectionQuoteRequest, refundProtectionQuoteResponse, type RefundProtectionProduct } from "@/shared/api/refund-protection";
import type { FlightOffer } from "@/shared/api/flights";
import type { Money } from "@/shared/money";
import { requireActiveAgency } from "../agency/hooks";
import type { Db } from "../db/client";
import { users, type AgencyRow, type UserRow } from "../db/schema";
import { fail, ok } from "../http/envelope";
import { applyPricing } from "../pricing/markup";
import { requireUser } from "../sessions/require-user";
import type { FlightSupplier } from "../suppliers/flights/types";
import { BookingError } from "../bookings/errors";
import { FlightError, fromSupplier } from "./errors";
import { flightMessages } from "./messages";
import { pricingRuleFor } from "../pricing/rules";
import { createQuote } from "../bookings/refund-protection";
import { refundProtectionMessages as m } from "../bookings/refund-protection-messages";

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
    if (!(error instanceof BookingError)) throw error;
    return reply.code(error.status).send(fail(request.t(error.descriptor, error.values), error.field ? { field: error.field } : {}));
  }
}

/** What a flight quote covers: the whole trip, named by its route. */
function flightProducts(offer: FlightOffer, tripTotal: Money): RefundProtectionProduct[] {
  const stops = offer.flights.flatMap((leg, i) => (i === 0 ? [leg.origin, leg.destination] : [leg.destination]));
  return [{ productCode: "FLIGHT", description: stops.join(" → "), coveredAmount: tripTotal }];
}

/** spec B "Add-ons": the refund protection quote the flight booking redeems (the config is the booking core's). */
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
        const rule = await pricingRuleFor(db, "flight", agency.id, user, client);
        const tripTotal = applyPricing(outcome.offer.totalAmount, rule).total;
        const quote = await createQuote(db, { agencyId: agency.id, userId: user.id, clientUserId: client?.id ?? null }, outcome.offer, tripTotal, flightProducts(outcome.offer, tripTotal));
        return ok(quote, request.t(m.quoted));
      }),
  );
}
