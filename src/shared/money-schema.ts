// Money's zod schema (the payloads' amounts): apart from ./money.ts, whose arithmetic and formatting the pages use
// in the first load of every page without zod (docs/decisions.md "Fast on a phone").
import { z } from "zod";

const currencyCode = z.string().regex(/^[A-Z]{3}$/, "Currency must be a three-letter ISO 4217 code");
/** Amounts are stored in int4 columns; nothing a traveller books comes near 21 million. */
const MAX_MINOR_UNITS = 2_147_483_647;

export const moneySchema = z.object({
  amount: z.number().int("Amount must be whole minor units").min(-MAX_MINOR_UNITS).max(MAX_MINOR_UNITS),
  currency: currencyCode,
});
