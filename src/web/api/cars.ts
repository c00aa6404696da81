// spec B §7 "Car rental", finding a car: one small function per endpoint, each answer parsed with its shared schema
// (src/shared/api/cars.ts; booking one: ./car-bookings.ts, so the search, results and details pages do not load the
// booking's schemas). Every function rejects with an `ApiFailure` (the machines' guards read httpStatus), never a ky
// HTTPError: `call` and `toFailure` convert (./call.ts).
import { carLocationsResponse, carPricingResponse, carSearchResponse, type CarLocation, type CarPricing, type CarSearchRequest } from "@/shared/api/cars";
import { call } from "./call";
import { api } from "./client";

/** spec B §7 "Car rental": every car endpoint's path starts here (./car-bookings.ts too). */
export const CAR_API = "car-rental";

/** Pick-up and drop-off suggestions: airports and cities. */
export async function searchCarLocations(search: string, signal?: AbortSignal): Promise<CarLocation[]> {
  return (
    await call(carLocationsResponse, () =>
      api
        .get(`${CAR_API}/locations`, {
          searchParams: { search, limit: "10" },
          signal,
        })
        .json(),
    )
  ).data;
}

export async function searchCars(request: CarSearchRequest): Promise<{ cars: CarPricing["offer"][] }> {
  return (await call(carSearchResponse, () => api.post(`${CAR_API}/availableCars`, { json: request, timeout: 60_000 }).json(), "now")).data;
}

/** The quote priced now (result details). An expired quote rejects with httpStatus 410. */
export async function getCarDetails(offerId: string, clientId?: string | null): Promise<CarPricing> {
  return (
    await call(carPricingResponse, () =>
      api
        .post(`${CAR_API}/carDetails`, {
          json: { offerId, ...(clientId ? { clientId } : {}) },
        })
        .json(),
    )
  ).data;
}

/** Checkout pricing (signed in): spec B §4, markupType and markup from the answer. */
export async function checkoutCar(offerId: string, clientId?: string | null): Promise<CarPricing> {
  return (
    await call(carPricingResponse, () =>
      api
        .post(`${CAR_API}/checkout`, {
          json: { offerId, ...(clientId ? { clientId } : {}) },
        })
        .json(),
    )
  ).data;
}
