import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import {
  billingsQuery,
  billingsResponse,
  cardSetupRequest,
  cardSetupResponse,
  changePlanRequest,
  invoiceParams,
  paymentMethodsResponse,
  subscribeRequest,
  subscriptionPaymentResponse,
  subscriptionResponse,
  updatePaymentMethodRequest,
  verifyPaymentMethodRequest,
  type SubscriptionPaymentResult,
} from "@/shared/api/subscriptions";
import { billingMessages as m } from "@/shared/billing/messages";
import { messages } from "@/shared/messages";
import type { MessageDescriptor } from "@/shared/validation/messages";
import type { AuditAction, AuditValues } from "@/shared/api/audit";
import type { AgencyRow } from "../db/schema";
import { auditChange, changedFields } from "../back-office/audit";
import { auditUnchanged } from "../back-office/audit-scope";
import { answer, BackOfficeRefusal, callerOf } from "../back-office/changes";
import { fail, ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import { saveSetupCard, startCardSetup } from "./card-setup";
import { invoicePdf } from "./invoice";
import { retryPastDue, scheduleRenewals, type RenewalDeps } from "./renewal";
import { currentView, invoiceOf, invoices, replaceCard, result, schedulePlan, setCancelAtPeriodEnd, subscribe, subscriptionRow, subscriptionView, upgrade, verify } from "./service";

const tags = ["back office"];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const read = { preValidation: allowed("billing.manage", "read") };
const change = { preValidation: allowed("billing.manage", "change") };

/** The answer's message: what happened, or what the browser does next. */
function messageOf(status: SubscriptionPaymentResult["status"], done: MessageDescriptor): MessageDescriptor {
  if (status === "requires_action") return m.challengeRequired;
  if (status === "declined") return m.declined;
  return done;
}

/**
 * spec B §7 "Agency back office": the agency's subscription, its billings and its payment methods, for the
 * owner and admins ("billing.manage", src/shared/permissions.ts), always the caller's own agency.
 */
export function registerBillingRoutes(app: FastifyInstance, deps: RenewalDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const now = () => (deps.clock ?? (() => new Date()))();
  scheduleRenewals(app, deps);

  /** A card saved while the renewal is past due: it is tried again at once, and the answer shows the outcome. */
  const afterCard = async (outcome: SubscriptionPaymentResult, agencyId: string): Promise<SubscriptionPaymentResult> => {
    if (outcome.status !== "succeeded" || outcome.subscription.status !== "past_due") return outcome;
    await retryPastDue(deps, agencyId);
    return { ...outcome, subscription: await currentView(db, agencyId) };
  };

  /** What the audit trail keeps of the subscription: plan, state, and the card as the page shows it (brand, last four, expiry). */
  const facts = async (agencyId: string): Promise<AuditValues> => {
    const v = await currentView(db, agencyId);
    const card = v.paymentMethod && `${v.paymentMethod.brand} •••• ${v.paymentMethod.last4} ${v.paymentMethod.expMonth}/${v.paymentMethod.expYear}`;
    return { isSubscribed: v.isSubscribed, planType: v.planType, scheduledPlanType: v.scheduledPlanType, status: v.status, cancelAtPeriodEnd: v.cancelAtPeriodEnd, card };
  };
  /** The change's line: the facts that moved. None moved (declined, a 3-D Secure step still to come) owes none. */
  const audited = async (agency: AgencyRow, before: AuditValues, action: AuditAction): Promise<void> => {
    const change = changedFields(before, await facts(agency.id), Object.keys(before));
    if (change) await auditChange(db, { action, subject: { name: agency.agencyName }, ...change });
    else auditUnchanged();
  };

  r.get("/api/agency/subscriptions", { ...read, schema: { tags, summary: "The agency's subscription: plan, paid period and card", response: { 200: subscriptionResponse, ...errors } } }, async (request) => {
    const { agency } = callerOf(request);
    // The flag as the database has it now: a renewal (another instance's, too) may just have changed it.
    return ok(await currentView(db, agency.id), request.t(messages.ok));
  });

  r.post(
    "/api/agency/subscriptions",
    {
      ...change,
      config: { audit: "subscription.started" },
      schema: { tags, summary: "Subscribe to a plan with a card (3-D Secure: …/payment-methods/verify)", body: subscribeRequest, response: { 200: subscriptionPaymentResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency } = callerOf(request);
        const before = await facts(agency.id);
        const outcome = await subscribe(deps, agency, await subscriptionRow(db, agency.id), request.body);
        await audited(agency, before, "subscription.started");
        return ok(outcome, request.t(messageOf(outcome.status, m.subscribed)));
      }),
  );

  r.patch(
    "/api/agency/subscriptions",
    {
      ...change,
      config: { audit: ["subscription.planChanged", "subscription.cancellationChanged"] },
      schema: {
        tags,
        summary: "Change the plan (yearly at once, charged; monthly when the year ends), or cancel at the period's end",
        body: changePlanRequest,
        response: { 200: subscriptionPaymentResponse, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency } = callerOf(request);
        const current = await subscriptionRow(db, agency.id);
        const body = request.body;
        const before = await facts(agency.id);
        if ("cancelAtPeriodEnd" in body) {
          if (!agency.isSubscribed || !current) throw new BackOfficeRefusal(409, m.notSubscribed);
          await setCancelAtPeriodEnd(db, agency.id, body.cancelAtPeriodEnd);
          await audited(agency, before, "subscription.cancellationChanged");
          return ok(await result(db, agency.id, null, null, "scheduled"), request.t(body.cancelAtPeriodEnd ? m.cancelScheduled : m.cancelUndone));
        }
        if (body.planType === "monthly") {
          if (!agency.isSubscribed || !current) throw new BackOfficeRefusal(409, m.notSubscribed);
          if (current.planType === "monthly") throw new BackOfficeRefusal(409, m.samePlan);
          await schedulePlan(db, agency.id, "monthly");
          await audited(agency, before, "subscription.planChanged");
          return ok(await result(db, agency.id, null, null, "scheduled"), request.t(m.planScheduled));
        }
        if (agency.isSubscribed && current?.planType === "yearly") {
          if (current.scheduledPlanType === null) throw new BackOfficeRefusal(409, m.samePlan);
          await schedulePlan(db, agency.id, null);
          await audited(agency, before, "subscription.planChanged");
          return ok(await result(db, agency.id, null, null, "scheduled"), request.t(m.scheduleCancelled));
        }
        if (!body.card) {
          const reason = request.t(messages.required);
          return reply.code(400).send(fail(request.t(messages.invalidField, { field: "card", reason }), { field: "body.card" }));
        }
        const outcome = await upgrade(deps, agency, current, { card: body.card, idempotencyKey: body.idempotencyKey });
        await audited(agency, before, "subscription.planChanged");
        return ok(outcome, request.t(messageOf(outcome.status, m.planChanged)));
      }),
  );

  r.get(
    "/api/agency/subscriptions/billings",
    { ...read, schema: { tags, summary: "The agency's invoices, by period (duration) and plan", querystring: billingsQuery, response: { 200: billingsResponse, ...errors } } },
    async (request) => {
      const { agency } = callerOf(request);
      const list = await invoices(db, agency.id, request.query, now());
      return ok({ invoices: list, totalRecords: list.length }, request.t(messages.ok));
    },
  );

  r.get("/api/agency/subscriptions/billings/:id/invoice.pdf", { ...read, schema: { tags, summary: "One invoice as a PDF", params: invoiceParams } }, async (request, reply) =>
    answer(request, reply, async () => {
      const { agency } = callerOf(request);
      const row = await invoiceOf(db, agency.id, request.params.id);
      const pdf = await invoicePdf(agency, row, request.t, request.lang);
      return reply.header("content-type", "application/pdf").header("content-disposition", `inline; filename="${row.number}.pdf"`).send(Buffer.from(pdf));
    }),
  );

  r.get(
    "/api/agency/subscriptions/payment-methods",
    { ...read, schema: { tags, summary: "The saved card: brand, last four and expiry", response: { 200: paymentMethodsResponse, ...errors } } },
    async (request) => {
      const { agency } = callerOf(request);
      const card = subscriptionView(agency, await subscriptionRow(db, agency.id)).paymentMethod;
      return ok({ paymentMethods: card ? [card] : [] }, request.t(messages.ok));
    },
  );

  r.patch(
    "/api/agency/subscriptions/payment-methods",
    {
      ...change,
      config: { audit: "subscription.cardChanged" },
      schema: {
        tags,
        summary: "Replace the card: the sandbox's typed card (checked, nothing charged; 3-D Secure: …/verify) or Stripe's confirmed SetupIntent",
        body: updatePaymentMethodRequest,
        response: { 200: subscriptionPaymentResponse, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency } = callerOf(request);
        const before = await facts(agency.id);
        const body = request.body;
        const saved = "setupIntentId" in body ? await saveSetupCard(deps, agency, body) : await replaceCard(deps, agency, body);
        const outcome = await afterCard(saved, agency.id);
        await audited(agency, before, "subscription.cardChanged");
        return ok(outcome, request.t(messageOf(outcome.status, m.cardSaved)));
      }),
  );

  r.post(
    "/api/agency/subscriptions/payment-methods/setup",
    {
      ...change,
      schema: {
        tags,
        summary: "Stripe: a SetupIntent on the agency's Customer for Stripe.js to confirm with a new card (nothing charged)",
        body: cardSetupRequest,
        response: { 200: cardSetupResponse, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency } = callerOf(request);
        return ok(await startCardSetup(deps, agency, request.body.idempotencyKey), request.t(messages.ok));
      }),
  );

  r.post(
    "/api/agency/subscriptions/payment-methods/verify",
    {
      ...change,
      config: { audit: ["subscription.started", "subscription.planChanged", "subscription.cardChanged"] },
      schema: { tags, summary: "The card's 3-D Secure step for a subscription payment or a new card", body: verifyPaymentMethodRequest, response: { 200: subscriptionPaymentResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency } = callerOf(request);
        const before = await facts(agency.id);
        const verified = await verify(deps, agency, request.body);
        const { kind } = verified;
        const outcome = kind === "card" ? await afterCard(verified.outcome, agency.id) : verified.outcome;
        await audited(agency, before, kind === "card" ? "subscription.cardChanged" : kind === "upgrade" ? "subscription.planChanged" : "subscription.started");
        const done = kind === "card" ? m.cardSaved : kind === "upgrade" ? m.planChanged : m.subscribed;
        return ok(outcome, request.t(messageOf(outcome.status, done)));
      }),
  );
}
