// The provider's console (GET/POST /api/provider/agencies, POST /api/provider/agencies/status), each answer
// parsed with its shared schema.
import type { ListQuery } from "@/shared/api/people";
import { providerAgenciesResponse, providerAgencyResponse, type AgencyStatusRequest, type NewAgencyRequest } from "@/shared/api/provider-agencies";
import { call } from "./call";
import type { Saved } from "./back-office";
import { api } from "./client";

export const listProviderAgencies = async (q: ListQuery) =>
  (await call(providerAgenciesResponse, () => api.get("provider/agencies", { searchParams: { offSet: q.offSet, limit: q.limit, searchQuery: q.searchQuery } }).json())).data;

export async function createProviderAgency(body: NewAgencyRequest): Promise<Saved<unknown>> {
  const { message, data } = await call(providerAgencyResponse, () => api.post("provider/agencies", { json: body }).json());
  return { message, data };
}

export async function setProviderAgencyStatus(body: AgencyStatusRequest): Promise<Saved<unknown>> {
  const { message, data } = await call(providerAgencyResponse, () => api.post("provider/agencies/status", { json: body }).json());
  return { message, data };
}
