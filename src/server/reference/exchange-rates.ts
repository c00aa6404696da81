import { exchangeRates, type ExchangeRates } from "@/shared/api/reference";
// Imported, not read from beside this file, so the production bundle (dist/server) carries it.
import embeddedRates from "./exchange-rates.json" with { type: "json" };

/** Source of currency rates; the embedded snapshot is the default, a live feed can replace it. */
export interface ExchangeRateProvider {
  /** Rates as units of each currency per 1 `base`. Returns null when `base` is unknown. */
  getRates(base?: string): Promise<ExchangeRates | null>;
}

/** Re-expresses a table in another base currency (rates are "units per 1 base"). */
function rebase(table: ExchangeRates, base: string): ExchangeRates | null {
  if (base === table.base) return table;
  const pivot = table.rates[base];
  if (!pivot) return null;
  const rates: Record<string, number> = {};
  for (const [code, rate] of Object.entries(table.rates)) rates[code] = Number((rate / pivot).toPrecision(8));
  return { ...table, base, rates };
}

/** The dated table shipped in exchange-rates.json (base USD). */
export class EmbeddedExchangeRateProvider implements ExchangeRateProvider {
  private readonly table: ExchangeRates;

  constructor(table?: ExchangeRates) {
    this.table = table ?? exchangeRates.parse(embeddedRates);
  }

  async getRates(base?: string): Promise<ExchangeRates | null> {
    return rebase(this.table, base ?? this.table.base);
  }
}
