// spec B "Add-ons": the trip add-on bundle. One small function per endpoint, parsed with the shared schemas.
import { decodeBase64Json } from "@/shared/base64-json";
import { bundleOffer, createBundleOfferResponse, tripAddOnConfig, tripAddOnConfigResponse, type BundleOffer, type TripAddOnConfig } from "@/shared/api/trip-add-on";
import { call } from "./call";
import { api } from "./client";

/** GET /api/tripAdd: the answer's data is base64-encoded JSON (spec B), decoded here. */
export async function getTripAddOnConfig(): Promise<TripAddOnConfig> {
  const encoded = (await call(tripAddOnConfigResponse, () => api.get("tripAdd").json())).data;
  return tripAddOnConfig.parse(decodeBase64Json(encoded));
}

/** PATCH /api/tripAdd (owners and admins): the saved config, decoded, with the server's message. */
export async function saveTripAddOnConfig(config: TripAddOnConfig): Promise<{ message: string; data: TripAddOnConfig }> {
  const { message, data } = await call(tripAddOnConfigResponse, () => api.patch("tripAdd", { json: config }).json());
  return { message, data: tripAddOnConfig.parse(decodeBase64Json(data)) };
}

/** POST api/tripAdd/createBundleOffer for the priced flight offer (and the client an agent books for); base64 JSON, decoded here. */
export async function createBundleOffer(offerId: string, clientId?: string | null): Promise<BundleOffer> {
  const json = { offerId, ...(clientId ? { clientId } : {}) };
  const encoded = (await call(createBundleOfferResponse, () => api.post("tripAdd/createBundleOffer", { json }).json())).data;
  return bundleOffer.parse(decodeBase64Json(encoded));
}
