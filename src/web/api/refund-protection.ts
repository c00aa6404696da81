// spec B "Add-ons": refund protection. One small function per endpoint, parsed with the shared schemas.
import { decodeBase64Json } from "@/shared/base64-json";
import {
  refundProtectionConfig,
  refundProtectionConfigResponse,
  refundProtectionQuoteResponse,
  type RefundProtectionConfig,
  type RefundProtectionConfigUpdate,
  type RefundProtectionQuote,
} from "@/shared/api/refund-protection";
import { call } from "./call";
import { api } from "./client";

/** GET /api/refund-protects: the answer's data is base64-encoded JSON (spec B), decoded here. */
export async function getRefundProtectionConfig(): Promise<RefundProtectionConfig> {
  const encoded = (await call(refundProtectionConfigResponse, () => api.get("refund-protects").json())).data;
  return refundProtectionConfig.parse(decodeBase64Json(encoded));
}

/** PATCH /api/refund-protects (owners and admins): the saved config, decoded, with the server's message. */
export async function saveRefundProtectionConfig(update: RefundProtectionConfigUpdate): Promise<{ message: string; data: RefundProtectionConfig }> {
  const { message, data } = await call(refundProtectionConfigResponse, () => api.patch("refund-protects", { json: update }).json());
  return { message, data: refundProtectionConfig.parse(decodeBase64Json(data)) };
}

/** POST /api/refund-protects/quote for the repriced offer (and the client an agent books for). */
export async function quoteRefundProtection(offerId: string, clientId?: string | null): Promise<RefundProtectionQuote> {
  return (await call(refundProtectionQuoteResponse, () => api.post("refund-protects/quote", { json: { offerId, ...(clientId ? { clientId } : {}) } }).json())).data;
}
