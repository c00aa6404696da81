import { describe, expect, it } from "vitest";
import { FINISH_PAID_WITHIN_MINUTES, finishDecision, giveBackAt } from "@/shared/booking/finishing";

// Charged means finished or refunded: the sweep finishes a paid booking until the limit, then gives the money back.
describe("finishDecision", () => {
  const since = new Date("2030-05-10T10:00:00Z");
  const after = (minutes: number) => new Date(since.getTime() + minutes * 60_000);

  it("finishes (tries again) before the limit", () => {
    expect(FINISH_PAID_WITHIN_MINUTES).toBe(15);
    expect(finishDecision(since, since, true)).toBe("finish");
    expect(finishDecision(since, after(14.99), true)).toBe("finish");
  });

  it("gives the money back from the limit on", () => {
    expect(finishDecision(since, after(15), true)).toBe("giveBack");
    expect(finishDecision(since, after(60 * 24), true)).toBe("giveBack");
    expect(giveBackAt(since)).toEqual(after(15));
  });

  it("never gives back a booking the supplier issued (or that needs no issuing): only its confirmation is missing", () => {
    expect(finishDecision(since, after(15), false)).toBe("finish");
    expect(finishDecision(since, after(60 * 24), false)).toBe("finish");
  });
});
