import type { FlightOffer } from "@/shared/api/flights";

/** Shared by tests/server/faults*.test.ts. */

/** Clean error: the envelope, a generic message, nothing of the cause or the stack. */
export function expectCleanError(status: number, body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  const env = parsed as { status?: unknown; message?: unknown };
  if (env.status !== false || typeof env.message !== "string") return `not an error envelope: ${body.slice(0, 200)}`;
  if (/\n\s+at |Connection terminated|terminating connection|PGlite|drizzle|node_modules|\.ts:\d+/i.test(body)) return `leaks internals: ${body.slice(0, 300)}`;
  if (status < 400) return `status ${status} for an error`;
  return null;
}

/** Seeded PRNG (mulberry32): a failing run can be replayed with its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CARD_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123", holderName: "Ada Traveller" };

export function traveller(lastName = "Traveller") {
  return [{ type: "ADT" as const, firstName: "Ada", lastName, birthDate: "1985-04-02", citizenship: "US" }];
}
export const CONTACT = { email: "ada@example.test", phone: "+1 415 555 0100" };

export type { FlightOffer };
