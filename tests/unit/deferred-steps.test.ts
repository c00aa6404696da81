// A vertical's rules are prefetched in steps, each module evaluated in a task of its own
// (src/web/features/booking/deferred.ts `prefetch`), and the Intl services' data load in tasks of their own
// (src/web/lib/intl-warmup.ts): what arrives between two steps (a tap, a frame) is handled between them, a page that
// waits for the module does not wait for the steps, and a step that fails is tried again by the next prefetch.
import { describe, expect, it } from "vitest";
import { deferredModule } from "@/web/features/booking/deferred";
import { warmIntl } from "@/web/lib/intl-warmup";

/** A message posted now: it runs as the next task, after the step that posted it and before the next step. */
const postTask = (run: () => void) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
};

describe("a module prefetched in steps", () => {
  it("evaluates each step in order, with the tasks queued meanwhile run between them, then the module", async () => {
    const seen: string[] = [];
    const step = (name: string) => async () => {
      seen.push(name);
      postTask(() => seen.push(`task after ${name}`));
    };
    const rules = deferredModule("a rule", async () => (seen.push("rules"), "rules"), [step("zod"), step("requests")]);
    expect(await rules.prefetch()).toBe("rules");
    expect(seen).toEqual(["zod", "task after zod", "requests", "task after requests", "rules"]);
    expect(rules.get()).toBe("rules");
  });

  it("is overtaken by a load (something waits for the module): no step after it, one module", async () => {
    const seen: string[] = [];
    const rules = deferredModule("a rule", async () => (seen.push("rules"), "rules"), [
      async () => {
        seen.push("zod");
      },
      async () => {
        seen.push("requests");
      },
    ]);
    const ahead = rules.prefetch();
    expect(await rules.load()).toBe("rules");
    expect(await ahead).toBe("rules");
    expect(seen).toEqual(["zod", "rules"]);
  });

  it("fails with the step that failed, and the next prefetch tries every step again", async () => {
    let attempts = 0;
    const loaded: string[] = [];
    const rules = deferredModule("a rule", async () => (loaded.push("rules"), "rules"), [
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("chunk did not arrive");
      },
    ]);
    await expect(rules.prefetch()).rejects.toThrow("chunk did not arrive");
    expect(rules.loaded()).toBe(false);
    expect(loaded).toEqual([]);
    expect(await rules.prefetch()).toBe("rules");
    expect(attempts).toBe(2);
    expect(rules.get()).toBe("rules");
  });
});

describe("the Intl services' warm-up", () => {
  it("skips a service the engine lacks instead of failing the app's start", async () => {
    const intl = Intl as unknown as Record<string, unknown>;
    const locale = intl.Locale;
    delete intl.Locale;
    try {
      await expect(warmIntl("es")).resolves.toBeUndefined();
    } finally {
      intl.Locale = locale;
    }
  });
});
