// "Fast on a phone": a long list in an answer is checked a slice per task (src/web/api/post-checked.ts
// checkEach): every item is checked, in order, and a bad one rejects the whole answer as one parse would.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkEach } from "@/web/api/post-checked";

const item = z.object({ id: z.string(), price: z.number().transform((n) => Math.round(n)) });

describe("checkEach", () => {
  it("checks every item of a list longer than a slice, in order, with the schema's output", async () => {
    const items = Array.from({ length: 450 }, (_, i) => ({ id: `o${i}`, price: i + 0.4, extra: true }));
    const checked = await checkEach(items, item);
    expect(checked).toHaveLength(450);
    expect(checked[0]).toEqual({ id: "o0", price: 0 });
    expect(checked[449]).toEqual({ id: "o449", price: 449 });
  });

  it("rejects when an item in a later slice does not match", async () => {
    const items: unknown[] = Array.from({ length: 300 }, (_, i) => ({ id: `o${i}`, price: i }));
    items[250] = { id: 250, price: "free" };
    await expect(checkEach(items, item)).rejects.toBeInstanceOf(z.ZodError);
  });

  it("an empty list is an empty list", async () => {
    expect(await checkEach([], item)).toEqual([]);
  });
});
