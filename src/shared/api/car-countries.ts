import { z } from "zod";
import { envelope } from "./envelope";

// A module of its own, apart from ./cars.ts: the car search page asks for these as it opens, and ./cars.ts's schemas
// reach most of the API's (proposals, bookings, the back office's), a 125 ms task of an unthrottled start to make
// ("Every page fast on a phone").

/** spec B §3: "Countries appear as name, alpha2Code, value". */
export const carCountry = z.object({ name: z.string(), alpha2Code: z.string().length(2), value: z.string() });
export const carCountriesResponse = envelope(z.array(carCountry));
export type CarCountry = z.infer<typeof carCountry>;
