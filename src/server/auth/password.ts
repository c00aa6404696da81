import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptCallback = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/**
 * Hashes running at once. Each scrypt run holds 16 MiB (128 · N · r bytes) for its ~50 ms of CPU, and
 * libuv's pool would run four: at a burst of logins that is 64 MiB of the server's memory. One at a time
 * (the issue "Fast on a phone"): two overlapping runs were the top 30 MiB of the server's RSS at the peak of a
 * 40-user load step, and on a two-core machine the second run competes with the main thread that answers
 * everything else, so logins lose little (docs/performance.md "Memory at the peak of a load step").
 * Further logins wait their turn.
 */
const MAX_CONCURRENT_HASHES = 1;
let running = 0;
const waiting: (() => void)[] = [];

async function scryptAsync(password: string, salt: Buffer, keylen: number): Promise<Buffer> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await scryptCallback(password, salt, keylen);
  } finally {
    // The slot passes straight to the next waiter, so `running` counts it without a gap.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** `scrypt$<salt base64>$<hash base64>` with node's default cost (N=16384, r=8, p=1). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, saltB64, hashB64] = stored.split("$");
  if (scheme !== "scrypt" || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, "base64");
  const actual = await scryptAsync(password, Buffer.from(saltB64, "base64"), expected.length);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
