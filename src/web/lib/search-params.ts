// The routes' search params, checked without zod. TanStack Router runs a route's `validateSearch` before it
// loads the route's lazy code, so every route's check is in the first load of every page: written with zod,
// the landing page carried zod and the API schemas it does not use ("Fast on a phone", docs/decisions.md).
// Each field keeps what the zod schemas did: every field is optional, a bad value is dropped (never an error
// page, as `.optional().catch(undefined)`), numbers are coerced only where they were (`coerce: true`).

/** One field: the value it accepts, or undefined (absent or bad: the page opens without it). */
export type Field<T> = (raw: unknown) => T | undefined;

type Shape = Record<string, Field<unknown>>;
/** What a route's params hold: each field optional, as the router's search types expect. */
export type SearchOf<S extends Shape> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> };

interface TextRule {
  min?: number;
  max?: number;
  /** The whole value must match (anchor the pattern). */
  pattern?: RegExp;
  /** A rule a pattern cannot say (each of a list's items, a known code). */
  test?: (value: string) => boolean;
}

/** A string (the router reads `?a=12` as a number: that is not a string, as with `z.string()`). */
export function text(rule: TextRule = {}): Field<string> {
  const { min = 0, max = Infinity, pattern, test } = rule;
  return (raw) => {
    if (typeof raw !== "string" || raw.length < min || raw.length > max) return undefined;
    if (pattern && !pattern.test(raw)) return undefined;
    if (test && !test(raw)) return undefined;
    return raw;
  };
}

/** A calendar day as the URLs write it: `2030-05-02`. */
export const isoDay = text({ pattern: /^\d{4}-\d{2}-\d{2}$/ });

// zod's own UUID rule (RFC 9562 versions 1-8, nil and max), so the links the server writes still pass.
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export const uuid = text({ pattern: UUID });

interface IntRule {
  min?: number;
  max?: number;
  /** Read a string as a number (`Number(raw)`, as `z.coerce.number()`); otherwise only a number passes. */
  coerce?: boolean;
}

/** A whole number within bounds. */
export function int(rule: IntRule = {}): Field<number> {
  const { min = -Infinity, max = Infinity, coerce = false } = rule;
  return (raw) => {
    const value = coerce ? Number(raw) : raw;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) return undefined;
    return value;
  };
}

/** One value of a list written once in src/shared (the zod schemas build their enums from the same list). */
export function oneOf<const T extends string | number>(values: readonly T[]): Field<T> {
  return (raw) => ((values as readonly unknown[]).includes(raw) ? (raw as T) : undefined);
}

/** The first field that accepts the value (a union). */
export function either<A, B>(first: Field<A>, second: Field<B>): Field<A | B> {
  return (raw) => first(raw) ?? second(raw);
}

/** A boolean as the router reads `?a=true` (only a boolean, as `z.boolean()`). */
export const bool: Field<boolean> = (raw) => (typeof raw === "boolean" ? raw : undefined);

/** A flag a provider writes back as text: a boolean, or `"true"`/`"false"`. */
export const flag: Field<boolean> = (raw) => (raw === true || raw === "true" ? true : raw === false || raw === "false" ? false : undefined);

/**
 * A route's `validateSearch`: each field of the shape read from the URL's search, a bad or absent one left
 * out. `keepOthers` keeps the params the shape does not name (a page whose runtime reads the whole search).
 */
export function searchParams<S extends Shape>(shape: S, options: { keepOthers?: boolean } = {}) {
  return (search: Record<string, unknown>): SearchOf<S> => {
    const out: Record<string, unknown> = options.keepOthers ? { ...search } : {};
    for (const key of Object.keys(shape)) {
      const value = shape[key]?.(search[key]);
      if (value === undefined) delete out[key];
      else out[key] = value;
    }
    return out as SearchOf<S>;
  };
}
