// spec A §7 / spec B §7 "Short links" and the agency's recent searches, each answer parsed with its shared schema.
import {
  shortLinkResponse,
  shortUrlDeletedResponse,
  shortUrlEmailResponse,
  shortUrlListResponse,
  searchServicesResponse,
  type CreateShortUrlRequest,
  type ShortUrlEmailRequest,
  type ShortUrlListQuery,
} from "@/shared/api/short-links";
import { call } from "./call";
import { api } from "./client";

export const createShortUrl = async (body: CreateShortUrlRequest) => (await call(shortLinkResponse, () => api.post("short-url", { json: body }).json())).data;
export const getShortUrl = async (code: string) => (await call(shortLinkResponse, () => api.get(`short-url/${encodeURIComponent(code)}`).json())).data;
export const emailShortUrl = async (body: ShortUrlEmailRequest) => {
  const { message, data } = await call(shortUrlEmailResponse, () => api.post("short-url/email", { json: body }).json());
  return { message, data };
};

export async function listShortUrls(query: ShortUrlListQuery) {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== "")) as Record<string, string | number>;
  const { data, totalRecords } = await call(shortUrlListResponse, () => api.get("agency/short-urls", { searchParams }).json());
  return { links: data, total: totalRecords };
}

export const deleteShortUrl = async (id: string) => {
  const { message, data } = await call(shortUrlDeletedResponse, () => api.delete(`agency/short-urls/${encodeURIComponent(id)}`).json());
  return { message, data };
};

/** GET /api/agency/search/services: the agency's recent searches, newest first (from, size). */
export async function listRecentSearches(page: { from: number; size: number }) {
  const { data, totalRecords } = await call(searchServicesResponse, () => api.get("agency/search/services", { searchParams: page }).json());
  return { searches: data, total: totalRecords };
}
