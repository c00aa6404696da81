import type { AgencyData } from "@/shared/api/agency";
import { FIRST_LOAD_PATHS } from "@/shared/first-answers";
import { answerStatus, getChecked } from "./first-load";

// The agency is the first answer every page waits for: fetched and checked as ./first-load.ts says.
const agencyResponse = () => import("@/shared/api/agency").then((module) => module.agencyResponse);

/** The agency for this host; null when the server answers 404 (spec A §8 'Agency not found!'). */
export async function getAgencyForHost(): Promise<AgencyData | null> {
  try {
    return (await getChecked(FIRST_LOAD_PATHS.agency, agencyResponse)).data;
  } catch (error) {
    if (answerStatus(error) === 404) return null;
    throw error;
  }
}

export async function getAgencyById(id: string): Promise<AgencyData | null> {
  try {
    return (await getChecked(`agency/${encodeURIComponent(id)}`, agencyResponse)).data;
  } catch (error) {
    if (answerStatus(error) === 404) return null;
    throw error;
  }
}
