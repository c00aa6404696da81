/**
 * The sandbox's own tables, as the plain-language paths quote them: test cards
 * (`TEST_CARDS`, src/server/payments/cards.ts), supplier triggers (`SANDBOX_TRIGGERS`,
 * `HOTEL_TRIGGERS`, `CAR_TRIGGERS`, `ACTIVITY_TRIGGERS`) and the demo logins the seed creates
 * (`DEMO_LOGINS`, src/server/seed.ts). docs/sandbox.md and docs/demo-logins.md document the same
 * tables, and tests/unit/qa-sandbox-table.test.ts checks them against these, so a hint a path gives
 * (a card, an airport, a last name, a login) is one the sandbox really answers to.
 */
import { TEST_CARDS, type TestBehaviour } from "@/server/payments/cards";
import { DEMO_LOGINS, DEMO_PASSWORD } from "@/server/seed";
import { SANDBOX_TRIGGERS } from "@/server/suppliers/flights/sandbox-triggers";
import { HOTEL_TRIGGERS } from "@/server/suppliers/hotels/sandbox-triggers";
import { CAR_TRIGGERS } from "@/server/suppliers/cars/triggers";
import { ACTIVITY_TRIGGERS } from "@/server/suppliers/activities/sandbox-triggers";
import { tr } from "./phrases";

export { SANDBOX_TRIGGERS as FLIGHT_TRIGGERS, HOTEL_TRIGGERS, CAR_TRIGGERS, ACTIVITY_TRIGGERS };

/** A card number in groups of four, as docs/sandbox.md writes it and a tester types it. */
export const groupedCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** The first test card (in TEST_CARDS's order) that behaves so, grouped: `card("3ds_decline")` → 4000 0084 0000 1629. */
export function card(behaviour: TestBehaviour): string {
  const found = Object.entries(TEST_CARDS).find(([, what]) => what === behaviour);
  if (!found) throw new Error(`no sandbox test card behaves as "${behaviour}" (src/server/payments/cards.ts)`);
  return groupedCard(found[0]);
}

/**
 * What docs/sandbox.md's "Test cards" table says each behaviour does: the words its Result column starts with.
 * tests/unit/qa-sandbox-table.test.ts checks each row against TEST_CARDS with these.
 */
export const CARD_RESULTS: Readonly<Record<TestBehaviour, RegExp>> = {
  succeed: /^Authorised/,
  decline: /^Declined: `card_declined` \/ `generic_decline`/,
  insufficient: /^Declined: `card_declined` \/ `insufficient_funds`/,
  expired: /^Declined: `expired_card`/,
  "3ds_succeed": /^3-D Secure challenge; approve → authorised, fail → `authentication_failed`/,
  "3ds_decline": /^3-D Secure challenge, then declined/,
  decline_off_session: /^Authorised while the cardholder is there/,
  "3ds_always": /^3-D Secure challenge on every payment/,
  capture_fails: /^Authorised, then the capture fails/,
  live_card: /^Declined: `test_mode_live_card`/,
};

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
}

/** A seeded login of an agency by its role as docs/demo-logins.md names it (`Customer`, `Agent`, `AgencyOwner`, `Admin`). */
export function demoLogin(role: string, subdomain = "acme"): DemoLogin {
  const found = DEMO_LOGINS.find((login) => login.subdomain === subdomain && login.role === role);
  if (!found) throw new Error(`no demo login "${role}" on ${subdomain} (src/server/seed.ts)`);
  return { email: found.email, password: found.password, role: found.role };
}

/** "alice@acme.test (Customer, password Demo@1234)". */
export const asLogin = (login: DemoLogin) => tr`${login.email} (${login.role}, password ${login.password})`;

export { DEMO_PASSWORD };

/**
 * Acme's seeded hotel coupons (src/server/hotels/seed.ts, docs/sandbox.md "Hotel coupon codes"): one that
 * applies and one that has expired. tests/unit/qa-sandbox-table.test.ts checks the doc's table has them.
 */
export const HOTEL_COUPONS = { valid: "SAVE10", expired: "SUMMER2020" } as const;

/**
 * Names of the cities the hotel and activity triggers name by GeoNames id, as docs/sandbox.md writes them
 * ("**Prescott, US** (GeoNames 5309842)"); tests/unit/qa-sandbox-table.test.ts checks each row.
 */
export const TRIGGER_CITIES: Readonly<Record<number, string>> = {
  [HOTEL_TRIGGERS.priceChangeCityId]: "Prescott, US",
  [HOTEL_TRIGGERS.failingSearchCityId]: "Failsworth, GB",
  [HOTEL_TRIGGERS.endlessSearchCityId]: "Slough, GB",
  [HOTEL_TRIGGERS.fullyBookedCityId]: "Fullerton, US",
};

/** "Prescott, US" for a trigger's GeoNames id (the activities' price-change destination is the hotels' city). */
export function triggerCity(id: number): string {
  const name = TRIGGER_CITIES[id];
  if (!name) throw new Error(`no name for the trigger city ${id} in tests/qa/sandbox.ts TRIGGER_CITIES`);
  return name;
}
