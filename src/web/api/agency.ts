import { HTTPError } from "ky";
import { agencyResponse, type AgencyData } from "../../shared/api/agency";
import { api } from "./client";

/** The agency for this host; null when the server answers 404 (spec A §8 'Agency not found!'). */
export async function getAgencyForHost(): Promise<AgencyData | null> {
  try {
    return agencyResponse.parse(await api.get("agency").json()).data;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

export async function getAgencyById(id: string): Promise<AgencyData | null> {
  try {
    return agencyResponse.parse(await api.get(`agency/${encodeURIComponent(id)}`).json()).data;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}
