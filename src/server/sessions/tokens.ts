import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 256 bits of randomness, URL-safe: session tokens and emailed links. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored: a database leak does not hand out live sessions or links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A 6-digit code for email confirmation (email change, social email step). */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
