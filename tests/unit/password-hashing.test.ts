import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/server/auth/password";

describe("password hashing under a burst", () => {
  // One scrypt run at a time (its 16 MiB); the rest queue: every one must still finish with the right answer.
  it("answers every one of many concurrent hashes and checks", async () => {
    const passwords = Array.from({ length: 7 }, (_, i) => `secret-${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
    expect(new Set(hashes).size).toBe(passwords.length);
    const checks = await Promise.all([...passwords.map((p, i) => verifyPassword(p, hashes[i] ?? null)), ...passwords.map((p, i) => verifyPassword(`${p}!`, hashes[i] ?? null))]);
    expect(checks).toEqual([...passwords.map(() => true), ...passwords.map(() => false)]);
    expect(await verifyPassword("anything", null)).toBe(false);
  });
});
