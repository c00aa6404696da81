import type { CarCountry } from "@/shared/api/car-countries";
import { getChecked } from "./first-load";

/**
 * spec B §3: countries of residence as name, alpha2Code, value (GET /api/car-rental/findCountries/EN). The car search
 * page asks as it opens: fetched as the first load's calls are (./first-load.ts), its small schema loaded beside it,
 * not with the car API's client and schemas (./cars.ts), which load with a search or a suggestion.
 */
export async function findCarCountries(): Promise<CarCountry[]> {
  return (await getChecked("car-rental/findCountries/EN", () => import("@/shared/api/car-countries").then((module) => module.carCountriesResponse))).data;
}
