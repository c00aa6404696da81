import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What an upload link signs: the key, the only content type it accepts, its expiry (epoch ms) and, for the
 * agency's images, which one it is (so the image is resized for it and the link cannot skip that).
 */
export function signUpload(secret: string, key: string, fileType: string, expires: number, asset?: string): string {
  const signed = `${key}\n${fileType}\n${expires}${asset ? `\n${asset}` : ""}`;
  return createHmac("sha256", secret).update(signed).digest("base64url");
}

export function verifyUpload(secret: string, key: string, fileType: string, expires: number, sig: string, asset?: string): boolean {
  const want = Buffer.from(signUpload(secret, key, fileType, expires, asset));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * UPLOAD_SECRET, else a random secret kept in `${dataDir}/upload-secret` (created on first use,
 * mode 0600), so links stay valid across restarts.
 */
export function loadUploadSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.UPLOAD_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const file = join(dataDir, "upload-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}
