import { describe, expect, it } from "vitest";
import { tripView } from "@/shared/booking/trip-items";

describe("my trip views (spec B §2: upcoming, past and cancelled apart)", () => {
  const today = "2030-05-10";
  it("puts cancelled, voided and never-completed bookings under cancelled, whatever their dates", () => {
    expect(tripView("cancelled", "2030-06-01", null, today)).toBe("cancelled");
    expect(tripView("voided", "2030-06-01", null, today)).toBe("cancelled");
    expect(tripView("failed", "2030-06-01", null, today)).toBe("cancelled");
  });
  it("puts a trip that ended before today under past, one still going or ahead under upcoming", () => {
    expect(tripView("ticketed", "2030-05-01", "2030-05-09", today)).toBe("past");
    expect(tripView("paid", "2030-05-08", "2030-05-10", today)).toBe("upcoming");
    expect(tripView("paid", "2030-05-09T10:00:00-03:00", null, today)).toBe("past");
    expect(tripView("held", "2030-05-12", null, today)).toBe("upcoming");
    expect(tripView("paid", null, null, today)).toBe("upcoming");
  });
});
