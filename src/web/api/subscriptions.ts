// spec B §7 "Agency back office": the agency's subscription, billings and payment methods, each answer
// parsed with its shared schema (src/shared/api/subscriptions.ts). Failures reject with an `ApiFailure`.
import { billingsResponse, cardSetupResponse, subscriptionPaymentResponse, subscriptionResponse, type BillingsQuery } from "@/shared/api/subscriptions";
import type { PlanType } from "@/shared/billing/plans";
import type { PaymentMethod } from "@/shared/booking/cards";
import { call, fetchFile } from "./call";
import { api } from "./client";

export const getSubscription = async () => (await call(subscriptionResponse, () => api.get("agency/subscriptions").json())).data;

export const getBillings = async (query: BillingsQuery = {}) => (await call(billingsResponse, () => api.get("agency/subscriptions/billings", { searchParams: { ...query } }).json())).data;

export const subscribe = async (body: { planType: PlanType; card: PaymentMethod; idempotencyKey: string }) =>
  (await call(subscriptionPaymentResponse, () => api.post("agency/subscriptions", { json: body }).json())).data;

export const changePlan = async (body: { planType: PlanType; card?: PaymentMethod; idempotencyKey: string }) => call(subscriptionPaymentResponse, () => api.patch("agency/subscriptions", { json: body }).json());

/** PATCH: cancel at the period's end, or keep renewing after all. */
export const setCancelAtPeriodEnd = async (cancelAtPeriodEnd: boolean) => call(subscriptionPaymentResponse, () => api.patch("agency/subscriptions", { json: { cancelAtPeriodEnd } }).json());

/** PATCH: the sandbox's typed card (checked, then released), or the SetupIntent Stripe.js confirmed. */
export const replaceCard = async (body: { card: PaymentMethod; idempotencyKey: string } | { setupIntentId: string; idempotencyKey: string }) =>
  (await call(subscriptionPaymentResponse, () => api.patch("agency/subscriptions/payment-methods", { json: body }).json())).data;

/** POST (Stripe): the SetupIntent a new card is confirmed on in the browser. */
export const startCardSetup = async (idempotencyKey: string) => (await call(cardSetupResponse, () => api.post("agency/subscriptions/payment-methods/setup", { json: { idempotencyKey } }).json())).data;

export const verifyPayment = async (body: { reference: string; challengeId: string; approve: boolean }) =>
  (await call(subscriptionPaymentResponse, () => api.post("agency/subscriptions/payment-methods/verify", { json: body }).json())).data;

export const downloadInvoice = (id: string) => fetchFile(`agency/subscriptions/billings/${encodeURIComponent(id)}/invoice.pdf`, "application/pdf");
