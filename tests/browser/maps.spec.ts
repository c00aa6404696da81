// The map (issue "a real map"): MapLibre GL JS, loaded only when a map is shown. These machines have no network,
// so the map's style host (MAP_STYLE_URL, by default OpenFreeMap's) is answered by the test: a style of one
// background layer when the map should draw, a refused connection when the tiles "cannot load".
// conventions §8: elements are found by role and accessible name.
import { expect, test, type Page } from "@playwright/test";
import { encodeCarSearch } from "@/shared/cars/link";
import { DEFAULT_MAP_STYLE_URL } from "@/shared/web-settings";
import { translator } from "./fixtures/catalog";
import { isoDay, signInEachTest } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";

signInEachTest();

const STYLE_HOST = `${new URL(DEFAULT_MAP_STYLE_URL).origin}/**`;
const LISBON_HOTELS = onHost(HOSTS.acme, `/booknow/hotels/search?dest=2267057&name=Lisbon&in=${isoDay(20)}&out=${isoDay(22)}&rooms=2&nat=US`);
/** An activity's details opened by address (bench/lib/public-pages.ts): on a phone its meeting point's map is below the fold. */
const LISBON_ACTIVITY = onHost(HOSTS.acme, "/booknow/activities/result-details/2267057P1?dest=2267057&name=Lisbon&adt=2&chd=0");
const PHONE = { width: 390, height: 844 };
/** MapLibre's chunk (components/map/map-view.tsx). */
const MAP_CODE = /\/map-view-[^/]*\.js$/;

/** The style host answers with a style of one background layer: a map that draws without any tile. */
async function serveStyle(page: Page) {
  await page.route(STYLE_HOST, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: JSON.stringify({ version: 8, sources: {}, layers: [{ id: "land", type: "background", paint: { "background-color": "#e8eef3" } }] }),
    }),
  );
}

/** As on a machine without network: the style and its tiles never arrive. */
async function refuseStyle(page: Page) {
  await page.route(STYLE_HOST, (route) => route.abort("internetdisconnected"));
}

async function hotelResults(page: Page) {
  await page.goto(LISBON_HOTELS);
  await expect(page.getByRole("button", { name: /^See rooms at/ }).first()).toBeEnabled({ timeout: scaled(20_000) });
}

test.describe("the map", () => {
  test.describe.configure({ mode: "parallel" });

  test("hotel results: a map view with a price marker per hotel, marker and card chosen together, following the filters", async ({ page }) => {
    await serveStyle(page);
    await hotelResults(page);
    // No map (and none of its code) until the visitor asks for it.
    await expect(page.getByRole("region", { name: "Map of the hotels" })).toHaveCount(0);
    await page.getByRole("button", { name: "Map", exact: true }).click();
    const map = page.getByRole("region", { name: "Map of the hotels" });
    await expect(map).toBeVisible();
    await expect(map).toContainText(/The map shows \d+ of the hotels below/);
    const markers = map.getByRole("button", { name: /, from / });
    await expect(markers.first()).toBeVisible({ timeout: scaled(15_000) });
    // The usable attribution: OpenStreetMap's credit is on the map.
    await expect(map.getByRole("link", { name: "© OpenStreetMap contributors" })).toBeVisible();

    // Marker → card: the card of the hotel the marker names (its name and price: the sandbox repeats names) is the chosen one.
    const cards = page.getByRole("list", { name: "Hotels" }).getByRole("article");
    const markerOf = async (card: ReturnType<typeof cards.nth>) => {
      const label = (await card.getByRole("button", { name: /^See rooms at/ }).getAttribute("aria-label")) ?? "";
      const [, name, price] = /^See rooms at (.+) from (.+)$/.exec(label) ?? [];
      return { name: name ?? "", marker: map.getByRole("button", { name: `${name}, from ${price}`, exact: true }) };
    };
    const first = cards.first();
    const { name: firstName, marker } = await markerOf(first);
    // A city's markers overlap (and the sticky header may cover the map's top edge): the click goes to this marker itself.
    await marker.dispatchEvent("click");
    await expect(marker).toHaveAttribute("aria-pressed", "true");
    await expect(first).toHaveAttribute("aria-current", "true");

    // Card → marker: another hotel's "On the map" presses its marker and leaves the first one.
    const second = cards.nth(1);
    const { name: secondName, marker: secondMarker } = await markerOf(second);
    await second.getByRole("button", { name: `Show ${secondName} on the map` }).click();
    await expect(second).toHaveAttribute("aria-current", "true");
    await expect(secondMarker).toHaveAttribute("aria-pressed", "true");
    await expect(marker).toHaveAttribute("aria-pressed", "false");
    await expect(first).not.toHaveAttribute("aria-current", "true");

    // The map follows the filters: as many markers as hotels shown (up to the map's 300).
    const count = async () => Number(/Showing (\d+) of/.exec((await page.getByTestId("hotel-count").textContent()) ?? "")?.[1]);
    const before = await count();
    await expect.poll(async () => (await markers.count()) === Math.min(before, 300)).toBe(true);
    await page.getByLabel("Hotel name").fill(firstName);
    await expect.poll(count).toBeLessThan(before);
    await expect.poll(async () => (await markers.count()) === Math.min(await count(), 300)).toBe(true);
    await expect(map.getByRole("button", { name: new RegExp(`^${firstName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, from `) }).first()).toBeVisible();
  });

  test("the map's own buttons and hints are in the site's language", async ({ page }) => {
    // MapLibre writes its zoom buttons' names and the "two fingers" hint in English unless given the site's words.
    const t = translator("es");
    await serveStyle(page);
    await page.goto(`${LISBON_HOTELS}&lng=es`);
    await expect(page.getByRole("button", { name: new RegExp(`^${t("See rooms at {0}").replace("{0}", "")}`) }).first()).toBeEnabled({ timeout: scaled(20_000) });
    await page.getByRole("button", { name: t("Map"), exact: true }).click();
    const map = page.getByRole("region", { name: t("Map of the hotels") });
    await expect(map.getByRole("button", { name: t("Zoom in"), exact: true })).toBeVisible({ timeout: scaled(15_000) });
    await expect(map.getByRole("button", { name: t("Zoom out"), exact: true })).toBeVisible();
    await expect(map.getByText(t("Use two fingers to move the map"), { exact: true })).toBeAttached();
    await expect(map.getByText("Use two fingers to move the map")).toHaveCount(0);
  });

  test("without network the map says it is unavailable and the results stay usable", async ({ page }) => {
    await refuseStyle(page);
    await hotelResults(page);
    await page.getByRole("button", { name: "Map", exact: true }).click();
    const map = page.getByRole("region", { name: "Map of the hotels" });
    await expect(map.getByRole("status")).toHaveText("The map is unavailable right now. Everything it would show is listed on this page.", { timeout: scaled(15_000) });
    // The list is whole and its buttons work.
    await page
      .getByRole("button", { name: /^See rooms at/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/booknow\/hotels\/search-details/);
  });

  test("the hotel's details, an activity's meeting point and a car's pick-up and drop-off are on a map", async ({ page }) => {
    await serveStyle(page);
    await hotelResults(page);
    await page
      .getByRole("button", { name: /^See rooms at/ })
      .first()
      .click();
    await expect(page.getByRole("region", { name: /^Map of / })).toBeVisible({ timeout: scaled(15_000) });
    // Its box is on the first screen: it waits for the person's first move through the page (the page's first work
    // is not held up by MapLibre's; the router's own scroll to the top after the click is not a move), with the
    // button that asks for it; a turn of the wheel draws it by itself.
    const ask = page.getByRole("region", { name: /^Map of / }).getByRole("button", { name: "Show the map" });
    await expect(ask).toBeVisible();
    await page.evaluate(() => new Promise((settled) => requestIdleCallback(settled)));
    await expect(ask).toBeVisible();
    await page.mouse.wheel(0, 120);
    await expect(ask).toHaveCount(0, { timeout: scaled(15_000) });
    await expect(page.getByRole("region", { name: /^Map of / }).getByRole("button")).not.toHaveCount(0);

    await page.goto(onHost(HOSTS.acme, "/booknow/activities/search?dest=2267057&name=Lisbon&adt=2&chd=0"));
    await page.getByRole("list", { name: "Activities" }).getByRole("button").first().click();
    const meeting = page.getByRole("region", { name: "Map of the meeting point" });
    await expect(meeting).toBeVisible({ timeout: scaled(15_000) });
    await expect(meeting).toContainText(/The map shows the meeting point/);

    const q = encodeCarSearch({
      pickupLocation: { kind: "airport", code: "LAX" },
      dropoffLocation: { kind: "airport", code: "SFO" },
      pickupLatitude: 33.9425,
      pickupLongitude: -118.408,
      returnLatitude: 37.619,
      returnLongitude: -122.375,
      pickupReadable: "Los Angeles International Airport",
      dropoffReadable: "San Francisco International Airport",
      pickUpDateTime: `${isoDay(20)}T10:00`,
      returnDateTime: `${isoDay(23)}T10:00`,
      age: 30,
      countryOfResidence: "US",
    });
    await page.goto(onHost(HOSTS.acme, `/booknow/cars/search?q=${q}`));
    const places = page.getByRole("region", { name: "Map of the pick-up and drop-off" });
    await expect(places).toBeVisible({ timeout: scaled(20_000) });
    // This box is on the first screen too: drawn after the person's first move.
    await places.getByRole("button", { name: "Show the map" }).waitFor();
    await page.mouse.wheel(0, 120);
    await expect(places.getByRole("button", { name: "Pick-up: Los Angeles International Airport" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(places.getByRole("button", { name: "Drop-off: San Francisco International Airport" })).toBeVisible();
  });

  test("on a phone a map below the fold loads only once it is seen, and its button asks for it at once and hands the keyboard to the map", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await serveStyle(page);
    await page.setViewportSize(PHONE);
    const mapCode: string[] = [];
    page.on("request", (request) => {
      if (MAP_CODE.test(request.url())) mapCode.push(request.url());
    });
    await page.goto(LISBON_ACTIVITY);
    const meeting = page.getByRole("region", { name: "Map of the meeting point" });
    // The box is in the page (its size kept), with the button that asks for the map; MapLibre is not fetched.
    await expect(meeting.getByRole("button", { name: "Show the map" })).toBeAttached({ timeout: scaled(15_000) });
    await expect(meeting).not.toBeInViewport();
    await page.evaluate(() => new Promise((settled) => requestIdleCallback(settled)));
    expect(mapCode).toEqual([]);
    // Scrolled to by the person (a turn of the wheel, then the rest of the way): drawn by itself.
    await page.mouse.wheel(0, 100);
    await meeting.scrollIntoViewIfNeeded();
    await expect(meeting.getByRole("region", { name: "Map" })).toBeVisible({ timeout: scaled(15_000) });
    expect(mapCode).toHaveLength(1);

    // The keyboard's way: the page's clock held (so the map cannot load by itself first), the button pressed with
    // Enter; once the map is drawn the focus is on it, where its keys move it.
    // Away first: the same address again would be a reload, which puts the page back where it was scrolled.
    await page.goto("about:blank");
    await page.clock.install();
    await page.goto(LISBON_ACTIVITY);
    const ask = page.getByRole("region", { name: "Map of the meeting point" }).getByRole("button", { name: "Show the map" });
    await expect(ask).toBeAttached({ timeout: scaled(15_000) });
    await page.clock.pauseAt(Date.now() + 2_000);
    await ask.press("Enter");
    await page.clock.resume();
    await expect(page.getByRole("region", { name: "Map of the meeting point" }).getByRole("region", { name: "Map" })).toBeFocused({ timeout: scaled(15_000) });
  });
});
