import { describe, expect, it } from "vitest";
import { BoundedCache } from "@/server/lib/bounded-cache";

/** A making held open until `open()`, that fails when `fail` is set then. */
function gated<V>(value: V) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let calls = 0;
  let fail = false;
  return {
    make: async () => {
      calls++;
      await gate;
      if (fail) throw new Error("supplier down");
      return value;
    },
    open: (failing = false) => {
      fail = failing;
      open();
    },
    calls: () => calls,
  };
}

describe("BoundedCache", () => {
  it("keeps at most maxEntries, pushing out the least recently used", () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.peek("a")).toBe(1); // a is now the most recently used
    cache.set("c", 3);
    expect(cache.peek("b")).toBeUndefined();
    expect([cache.peek("a"), cache.peek("c")]).toEqual([1, 3]);
    expect(cache.stats()).toMatchObject({ size: 2, weight: 2 });
  });

  it("keeps at most maxWeight over all entries, and does not keep a value heavier than the whole bound", () => {
    const cache = new BoundedCache<string, number[]>({ maxWeight: 5, weigh: (list) => list.length });
    cache.set("three", [1, 2, 3]);
    cache.set("two", [1, 2]);
    expect(cache.stats()).toMatchObject({ size: 2, weight: 5 });
    cache.set("one", [1]);
    expect(cache.peek("three")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ size: 2, weight: 3 });
    cache.set("six", [1, 2, 3, 4, 5, 6]);
    expect(cache.peek("six")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ size: 2, weight: 3 });
    // Replacing a key counts its new weight only.
    cache.set("two", [1, 2, 3, 4]);
    expect(cache.stats()).toMatchObject({ size: 2, weight: 5 });
  });

  it("drops a value once it is no longer usable, and stale values before fresh ones when over a bound", () => {
    let now = 0;
    const cache = new BoundedCache<string, string>({ maxEntries: 2, usable: (_, storedAt, at) => at - storedAt < 100, now: () => now });
    cache.set("old", "x");
    now = 60;
    cache.set("new", "y");
    expect(cache.peek("old")).toBe("x"); // old is the most recently used, but stale first
    now = 120;
    cache.set("newest", "z");
    expect(cache.peek("old")).toBeUndefined();
    expect([cache.peek("new"), cache.peek("newest")]).toEqual(["y", "z"]);
    now = 200;
    expect(cache.peek("new")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("makes a missing value once, synchronously, and counts hits and misses", () => {
    const cache = new BoundedCache<number, string>({ maxEntries: 10 });
    let made = 0;
    const make = () => `made ${++made}`;
    expect(cache.get(1, make)).toBe("made 1");
    expect(cache.get(1, make)).toBe("made 1");
    expect(cache.get(2, make)).toBe("made 2");
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, shared: 0, size: 2 });
  });

  it("shares one making in flight between callers of a key, keeps its value, and keeps no failure", async () => {
    const cache = new BoundedCache<string, { n: number }>({ maxEntries: 10 });
    const value = { n: 1 };
    const first = gated(value);
    const other = gated({ n: 2 });
    const waiting = Array.from({ length: 5 }, () => cache.shared("k", first.make));
    const elsewhere = cache.shared("other", other.make);
    expect(first.calls()).toBe(1);
    first.open();
    other.open(true);
    const answers = await Promise.all(waiting);
    expect(answers.every((a) => a === value)).toBe(true);
    await expect(elsewhere).rejects.toThrow("supplier down");
    expect(cache.stats()).toMatchObject({ misses: 2, shared: 4, size: 1 });
    expect(await cache.shared("k", first.make)).toBe(value);
    expect(first.calls()).toBe(1);
    // The failed key is made again, and this time kept.
    const retry = gated({ n: 3 });
    const again = cache.shared("other", retry.make);
    retry.open();
    expect(await again).toEqual({ n: 3 });
    expect(cache.peek("other")).toEqual({ n: 3 });
  });

  it("stores a shared value as of its making's start: one already stale when made is handed out but not kept", async () => {
    let now = 0;
    const cache = new BoundedCache<string, string>({ usable: (_, storedAt, at) => at - storedAt < 100, now: () => now });
    const slow = gated("late");
    const pending = cache.shared("k", slow.make);
    now = 150;
    slow.open();
    expect(await pending).toBe("late");
    expect(cache.size).toBe(0);
  });

  it("refuses bounds that keep nothing", () => {
    expect(() => new BoundedCache({ maxEntries: 0 })).toThrow(RangeError);
    expect(() => new BoundedCache({ maxWeight: -1 })).toThrow(RangeError);
  });
});
