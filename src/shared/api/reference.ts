import { z } from "zod";
import { envelope } from "./envelope";

// spec A §3 "Country list entry".
export const country = z.object({
  name: z.string(),
  code: z.string().length(2),
  currency: z.string(),
  emoji: z.string(),
  unicode: z.string(),
  image: z.string(),
  symbol: z.string(),
});
export type Country = z.infer<typeof country>;
export const countriesResponse = envelope(z.array(country));

// spec A §3 "Exchange rates: rates". Base currency USD; rates are units per 1 USD.
export const exchangeRates = z.object({
  base: z.string().length(3),
  date: z.string(),
  source: z.string(),
  rates: z.record(z.string(), z.number().positive()),
});
export type ExchangeRates = z.infer<typeof exchangeRates>;
export const exchangeResponse = envelope(exchangeRates);

/** `publishableKey`: with STRIPE, the key Stripe.js loads with; absent for the sandbox (its own card form). */
export const paymentGatewayResponse = envelope(z.object({ gateway: z.string(), publishableKey: z.optional(z.string()) }));

/** Optional `base` re-expresses the table in another currency of the table. */
export const exchangeQuery = z.object({
  base: z
    .string()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
