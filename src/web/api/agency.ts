import { HTTPError } from "ky";
import type { AgencyData } from "../../shared/api/agency";
import { getChecked } from "./client";

// The agency is the first answer every page waits for: its schema loads in parallel with it (getChecked).
const agencyResponse = () => import("../../shared/api/agency").then((module) => module.agencyResponse);

/** The agency for this host; null when the server answers 404 (spec A §8 'Agency not found!'). */
export async function getAgencyForHost(): Promise<AgencyData | null> {
  try {
    return (await getChecked("agency", agencyResponse)).data;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

export async function getAgencyById(id: string): Promise<AgencyData | null> {
  try {
    return (await getChecked(`agency/${encodeURIComponent(id)}`, agencyResponse)).data;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}
