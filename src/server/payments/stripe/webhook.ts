import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { errorEnvelope } from "@/shared/api/envelope";
import { stripeWebhookResponse } from "@/shared/api/payments";
import { messages } from "@/shared/messages";
import type { VerticalRegistry } from "../../bookings/registry";
import type { Db } from "../../db/client";
import { bookings } from "../../db/schema-bookings";
import { stripeWebhookEvents } from "../../db/schema-payments";
import { fail, ok } from "../../http/envelope";

// POST /api/payments/stripe/webhook (docs/deploy.md "Payments"): Stripe's word on a payment, for the payments whose
// browser never came back with an answer. The signature is checked on the raw body with the SDK; each event id is
// claimed once in stripe_webhook_events; an authorisation goes to the booking's own saga (its `resumePayment`), the
// same steps as the browser's answer, so "charged means ticketed or refunded" holds whichever arrives first.

export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe/webhook";

/** The events that can move a booking on: an authorisation (manual capture) or a capture. */
const RESUMING_EVENTS = new Set(["payment_intent.amount_capturable_updated", "payment_intent.succeeded"]);

/** Stripe's webhook bodies are small; a larger one is not Stripe's. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export interface StripeWebhookDeps {
  db: Db;
  verticals: VerticalRegistry;
  /** STRIPE_WEBHOOK_SECRET; null: Stripe is not configured and the route answers 404. */
  webhookSecret: string | null;
  log?: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
}

export function registerStripeWebhook(app: FastifyInstance, deps: StripeWebhookDeps): void {
  // constructEvent needs the verifier only: no API key is used to check a signature.
  const verifier = Stripe.webhooks;
  void app.register(async (scope) => {
    // The signature covers the bytes Stripe sent: this route reads them unparsed.
    scope.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) => done(null, body));
    const schema = {
      tags: ["reference"],
      summary: "Stripe's events about payments (signed with STRIPE_WEBHOOK_SECRET); 404 while Stripe is not configured",
      response: { 200: stripeWebhookResponse, 400: errorEnvelope, 404: errorEnvelope },
    };
    scope.withTypeProvider<ZodTypeProvider>().post(STRIPE_WEBHOOK_PATH, { schema }, async (request, reply) => {
      if (!deps.webhookSecret) return reply.code(404).send(fail(request.t(messages.notFound)));
      const signature = request.headers["stripe-signature"];
      let event: Stripe.Event;
      try {
        if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw new Error("unsigned");
        event = verifier.constructEvent(request.body, signature, deps.webhookSecret);
      } catch {
        return reply.code(400).send(fail(request.t(messages.validationInvalid)));
      }
      const claimed = await deps.db.insert(stripeWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeWebhookEvents.id });
      // A repeat of an event already handled (Stripe delivers at least once): acknowledged, not acted on again.
      if (claimed.length === 0) return ok({ received: true, duplicate: true }, request.t(messages.ok));
      try {
        if (RESUMING_EVENTS.has(event.type)) await resume(deps, (event.data.object as Stripe.PaymentIntent).id);
      } catch (error) {
        // Not handled: the claim goes, so Stripe's next delivery of this event tries again.
        await deps.db.delete(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id));
        throw error;
      }
      return ok({ received: true, duplicate: false }, request.t(messages.ok));
    });
  });
}

/** The booking that pays with this intent (a bundle's lead holds it), continued by its vertical's saga. */
async function resume(deps: StripeWebhookDeps, intentId: string): Promise<void> {
  const [booking] = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.paymentIntentId, intentId), isNull(bookings.leadBookingId)));
  // Not a booking's (a subscription's payment): billing's own flow answers the browser and owns it.
  if (!booking) return;
  const entry = deps.verticals.get(booking.vertical);
  if (!entry?.resumePayment) throw new Error(`vertical ${booking.vertical} cannot resume a payment`);
  try {
    await entry.resumePayment(booking);
  } catch (error) {
    // A refusal the saga acted on (the supplier refused: authorisation released, booking failed) ends the event too;
    // anything else (the lease still held, a database fault) goes up, and Stripe delivers the event again.
    const [now] = await deps.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    if (now && ENDED.has(now.status)) {
      deps.log?.info({ bookingId: booking.id, intentId, status: now.status }, "stripe webhook: the booking has ended");
      return;
    }
    throw error;
  }
}

const ENDED = new Set(["failed", "paid", "ticketed", "cancelled", "voided"]);
