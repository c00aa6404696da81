// Resumable checkouts: the checkout-session endpoints (docs/checkout-sessions.md), each answer parsed with its
// shared schema. Failures reject with an `ApiFailure` (the machines' guards read httpStatus).
import {
  checkoutSessionDeletedResponse,
  checkoutSessionListResponse,
  checkoutSessionResponse,
  paymentOutcomeResponse,
  type CheckoutSessionDetail,
  type CheckoutSessionItem,
  type CheckoutSessionUpsertRequest,
  type CheckoutVertical,
  type ResumePaymentOutcome,
} from "@/shared/api/checkout-sessions";
import { call } from "../../api/call";
import { api } from "../../api/client";

const path = (id: string) => `checkout-sessions/${encodeURIComponent(id)}`;

export async function putCheckoutSession(id: string, body: CheckoutSessionUpsertRequest, options: { keepalive?: boolean } = {}): Promise<void> {
  await call(checkoutSessionResponse, () => api.put(path(id), { json: body, timeout: 30_000, ...options }).json());
}

export async function getCheckoutSession(id: string): Promise<CheckoutSessionDetail> {
  return (await call(checkoutSessionResponse, () => api.get(path(id)).json())).data;
}

/** The user's unfinished checkouts of every vertical (My trip, the agent's dashboard). */
export async function listCheckoutSessions(): Promise<CheckoutSessionItem[]> {
  return (await call(checkoutSessionListResponse, () => api.get("checkout-sessions").json())).data;
}

export async function deleteCheckoutSession(id: string): Promise<void> {
  await call(checkoutSessionDeletedResponse, () => api.delete(path(id)).json());
}

/** What became of the payment attempt under this key: asked instead of paying again. */
export async function getPaymentOutcome(vertical: CheckoutVertical, idempotencyKey: string): Promise<ResumePaymentOutcome> {
  return (await call(paymentOutcomeResponse, () => api.get("checkout-sessions/payment-outcome", { searchParams: { vertical, idempotencyKey } }).json())).data;
}
