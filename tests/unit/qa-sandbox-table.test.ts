/**
 * The sandbox hints the QA paths give (tests/qa/sandbox.ts) are the sandbox's own tables, and
 * docs/sandbox.md documents the same tables: a test card the doc lists with one result and the gateway
 * answers with another (the paths once hinted 1629 for "could not verify": the doc and the gateway refuse
 * it after approval), a trigger the doc names and the supplier does not read, fail here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TEST_CARDS, type TestBehaviour } from "@/server/payments/cards";
import { DEMO_LOGINS } from "@/server/seed";
import { ACTIVITY_TRIGGERS, CAR_TRIGGERS, CARD_RESULTS, card, demoLogin, FLIGHT_TRIGGERS, groupedCard, HOTEL_COUPONS, HOTEL_TRIGGERS, TRIGGER_CITIES } from "../qa/sandbox";

const doc = readFileSync(new URL("../../docs/sandbox.md", import.meta.url), "utf8");
const logins = readFileSync(new URL("../../docs/demo-logins.md", import.meta.url), "utf8");

/** Rows of the markdown table under a heading (`## Test cards …`), as cells. */
function tableUnder(heading: string): string[][] {
  const start = doc.split("\n").findIndex((line) => line.startsWith("#") && line.includes(heading));
  expect(start, `docs/sandbox.md has a "${heading}" section`).toBeGreaterThanOrEqual(0);
  const lines = doc.split("\n").slice(start + 1);
  const first = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2);
}

describe("docs/sandbox.md and the sandbox's tables the QA paths read", () => {
  it("lists every test card of TEST_CARDS with the result the gateway gives, and no other test card", () => {
    const rows = tableUnder("Test cards");
    const listed = rows.filter(([number]) => /^\d{4}( \d{4}){3}$/.test(number ?? ""));
    for (const [digits, behaviour] of Object.entries(TEST_CARDS)) {
      const row = listed.find(([number]) => number === groupedCard(digits));
      expect(row, `${groupedCard(digits)} is in the doc's table`).toBeDefined();
      expect(row?.[1], `${groupedCard(digits)} reads as ${behaviour}`).toMatch(CARD_RESULTS[behaviour]);
    }
    expect(listed.map(([number]) => number?.replace(/ /g, "")).sort()).toEqual(Object.keys(TEST_CARDS).sort());
  });

  it("gives a card per outcome the paths ask for", () => {
    const behaviours: TestBehaviour[] = ["succeed", "decline", "3ds_succeed", "3ds_decline"];
    expect(behaviours.map(card)).toEqual(["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0025 0000 3155", "4000 0084 0000 1629"]);
  });

  it("names every supplier trigger the paths hint", () => {
    const flight = tableUnder("Triggers (`SANDBOX_TRIGGERS`").map((row) => row.join(" | "));
    for (const value of [FLIGHT_TRIGGERS.priceChangeAirport, FLIGHT_TRIGGERS.searchTimeoutAirport, FLIGHT_TRIGGERS.soldOutLastName, FLIGHT_TRIGGERS.timeoutLastName]) {
      expect(
        flight.some((row) => row.includes(`**${value}**`)),
        `flight trigger ${value}`,
      ).toBe(true);
    }
    const cars = tableUnder("Car triggers").map((row) => row.join(" | "));
    for (const value of [CAR_TRIGGERS.noCarsAirport, CAR_TRIGGERS.supplierFailureAirport, CAR_TRIGGERS.priceChangeAirport, CAR_TRIGGERS.vendorRefusesLastName]) {
      expect(
        cars.some((row) => row.includes(`**${value}**`)),
        `car trigger ${value}`,
      ).toBe(true);
    }
    const hotels = tableUnder("Triggers (`HOTEL_TRIGGERS`").map((row) => row.join(" | "));
    for (const id of [HOTEL_TRIGGERS.priceChangeCityId, HOTEL_TRIGGERS.failingSearchCityId, HOTEL_TRIGGERS.endlessSearchCityId, HOTEL_TRIGGERS.fullyBookedCityId]) {
      expect(
        hotels.some((row) => row.includes(`**${TRIGGER_CITIES[id]}** (`) && row.includes(String(id))),
        `hotel trigger city ${TRIGGER_CITIES[id]} (${id})`,
      ).toBe(true);
    }
    expect(hotels.some((row) => row.includes(`**${HOTEL_TRIGGERS.soldOutLastName}**`))).toBe(true);
    const activities = tableUnder("Triggers (`ACTIVITY_TRIGGERS`").map((row) => row.join(" | "));
    expect(activities.some((row) => row.includes(String(ACTIVITY_TRIGGERS.priceChangeDestinationId)) && row.includes("Prescott"))).toBe(true);
    expect(activities.some((row) => row.includes(`**${ACTIVITY_TRIGGERS.soldOutLastName}**`))).toBe(true);
  });

  it("has Acme's coupons the coupon paths type", () => {
    const coupons = tableUnder("Hotel coupon codes").map((row) => row.join(" | "));
    expect(coupons.some((row) => row.startsWith("Acme") && row.includes(`**${HOTEL_COUPONS.valid}**`))).toBe(true);
    expect(coupons.some((row) => row.startsWith("Acme") && row.includes(`**${HOTEL_COUPONS.expired}**`) && row.includes("expired"))).toBe(true);
  });

  it("names seeded logins with the role the seed gives them (docs/demo-logins.md)", () => {
    for (const role of ["Customer", "Agent", "AgencyOwner", "Admin", "Agent (restricted)"]) {
      const login = demoLogin(role);
      expect(DEMO_LOGINS.find((seeded) => seeded.email === login.email)?.role).toBe(role);
      expect(logins).toContain(`| ${role} | ${login.email} | ${login.password} |`);
    }
    expect(() => demoLogin("Pilot")).toThrow(/no demo login/);
  });
});
