import { numberFormat } from "./intl-formats";
/**
 * Money is an integer amount of the currency's minor units (cents, pence; yen have none) with an
 * ISO 4217 code. Floats never hold a stored amount; only display divides by 10^digits (flight booking).
 */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

const digitsCache = new Map<string, number>();

/** Minor-unit digits of a currency (USD 2, JPY 0, KWD 3) as Intl knows them. */
export function minorUnitDigits(currency: string): number {
  const cached = digitsCache.get(currency);
  if (cached !== undefined) return cached;
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  digitsCache.set(currency, digits);
  return digits;
}

export function money(amount: number, currency: string): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money amount must be a safe integer of minor units, got ${amount}`);
  return { amount, currency };
}

export function zero(currency: string): Money {
  return { amount: 0, currency };
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`Currency mismatch: ${a.currency} and ${b.currency}`);
}

export function add(a: Money, ...rest: Money[]): Money {
  let amount = a.amount;
  for (const b of rest) {
    sameCurrency(a, b);
    amount += b.amount;
  }
  return money(amount, a.currency);
}

export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

export function sum(items: readonly Money[], currency: string): Money {
  return items.reduce<Money>((acc, m) => add(acc, m), zero(currency));
}

// A factor is fixed to 6 decimal places, then the arithmetic is exact in BigInt.
const FACTOR_SCALE = 1_000_000n;

function toScaled(factor: number): bigint {
  if (!Number.isFinite(factor)) throw new RangeError(`Factor must be finite, got ${factor}`);
  return BigInt(Math.round(factor * Number(FACTOR_SCALE)));
}

/** Integer division rounding half to even ("banker's rounding"), exact for any sign. */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("Division by zero");
  if (denominator < 0n) return divideHalfEven(-numerator, -denominator);
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const r2 = (n % denominator) * 2n;
  if (r2 > denominator || (r2 === denominator && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/** amount × factor (factor to 6 decimals), rounded half to even to whole minor units. */
export function multiply(m: Money, factor: number): Money {
  const amount = divideHalfEven(BigInt(m.amount) * toScaled(factor), FACTOR_SCALE);
  return money(Number(amount), m.currency);
}

/** `pct` percent of m (12.5 means 12.5 %), rounded half to even to whole minor units. */
export function percent(m: Money, pct: number): Money {
  const amount = divideHalfEven(BigInt(m.amount) * toScaled(pct), FACTOR_SCALE * 100n);
  return money(Number(amount), m.currency);
}

/** Parses a decimal string or number of major units ("12.34" USD → 1234) without float error. */
export function fromMajor(value: string | number, currency: string): Money {
  const digits = minorUnitDigits(currency);
  const text = typeof value === "number" ? value.toFixed(digits + 2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${String(value)}`);
  const [, sign, whole = "0", frac = ""] = match;
  const scale = 10n ** BigInt(frac.length);
  const raw = BigInt(whole) * scale + BigInt(frac || "0");
  const minor = divideHalfEven(raw * 10n ** BigInt(digits), scale);
  return money(Number(sign ? -minor : minor), currency);
}

/** Major units as a number, for display and charting only; never store the result. */
export function toMajor(m: Money): number {
  return m.amount / 10 ** minorUnitDigits(m.currency);
}

/** Display goes through Intl (flight booking). */
export function formatMoney(m: Money, locale = "en", options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, { style: "currency", currency: m.currency, ...options }).format(toMajor(m));
}
