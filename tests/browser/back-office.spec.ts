// The agency's back office in the browser (spec B §3 agency lists, §4 ticketing, §7 "Agency back office"):
// an agent finds a hotel booking by filtering and opens its history; the owner reads the dashboard for a
// date range and tickets a flight on hold. Bookings are made through the API first (as another client
// would); axe at 1280 and 390 px. conventions §8: elements by role and accessible name.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "./fixtures/axe";
import { isoDay, logIn, payWith } from "./fixtures/flights";
import { HOSTS, onHost, PORT } from "./fixtures/site";
import { scaled } from "./slowdown";

const PASSWORD = "Demo@1234";
const AGENT = { email: "agent@acme.test", password: PASSWORD };
const OWNER = { email: "owner@acme.test", password: PASSWORD };
/** Unique per run: the filter finds this run's booking alone. */
const GUEST = `Ofc${Date.now().toString(36).replace(/\d/g, "")}`;

/** An API call on Acme (Node resolves no *.localhost: loopback with Acme's Host header). */
async function api<T>(request: APIRequestContext, method: "GET" | "POST", path: string, token: string | null, data?: unknown): Promise<T> {
  const res = await request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: { host: `${HOSTS.acme}:${PORT}`, ...(token ? { "x-access-token": token } : {}) },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const card = { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123", holderName: "Acme Agent" };
const contact = { email: "guest@example.test", phone: "+1 415 555 0100" };

/** A paid hotel stay in Lisbon, 30 days ahead, for `GUEST` (search → rooms → price → book → pay). */
async function bookHotel(request: APIRequestContext, token: string): Promise<void> {
  const search = {
    searchString: "Lisbon",
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    stayPeriod: { start: isoDay(30), end: isoDay(32) },
    nationality: { name: "Portugal", alpha2Code: "PT" },
    locationId: "2267057",
  };
  const { corelationId } = await api<{ corelationId: string }>(request, "POST", "/api/v2/hotel/searchasync", token, search);
  let hotels: { hotelId: string }[] = [];
  for (let i = 0; i < 20; i++) {
    const poll = await api<{ hotels: { hotelId: string }[]; pollCompleted: boolean }>(request, "POST", `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`, token, {});
    hotels = poll.hotels;
    if (poll.pollCompleted) break;
  }
  const hotel = hotels[0];
  if (!hotel) throw new Error("no hotel");
  const { rooms } = await api<{ rooms: { rates: { rateId: string }[] }[] }>(request, "GET", `/api/v3/hotel/get-rooms-and-rates?hotelid=${hotel.hotelId}&corelationId=${corelationId}&vendor=2`, token);
  const rateId = rooms[0]?.rates[0]?.rateId;
  const price = await api<{ offer: { id: string } }>(request, "POST", "/api/v2/hotel/getPrice", token, { rateId });
  const key = `office-hotel-${Date.now()}`;
  const booked = await api<{ referenceNumber: string }>(request, "POST", "/api/v2/hotel/booking", token, {
    idempotencyKey: key,
    rateId: price.offer.id,
    guests: [{ firstName: "Ada", lastName: GUEST }],
    contact,
  });
  await api(request, "POST", "/api/v2/hotel/payment", token, { idempotencyKey: key, referenceNumber: booked.referenceNumber, card });
}

/** A flight on hold (booked, not paid): what the owner tickets. */
async function holdFlight(request: APIRequestContext, token: string): Promise<string> {
  const search = { routeType: "One-Way", selectedPassenger: { ADT: 1, CHD: 0, INF: 0 }, formData: [{ id: 1, from: { location: "JFK" }, to: { location: "LHR" }, singleDate: isoDay(25) }] };
  const { offers } = await api<{ offers: { id: string }[] }>(request, "POST", "/api/flight/search", token, search);
  const passengers = [{ type: "ADT", firstName: "Held", lastName: GUEST, birthDate: "1985-04-02", citizenship: "US" }];
  const booked = await api<{ referenceNumber: string }>(request, "POST", "/api/flight/booking", token, { idempotencyKey: `office-flight-${Date.now()}`, offerId: offers[0]?.id, passengers, contact });
  return booked.referenceNumber;
}

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  return (await api<{ token: string }>(request, "POST", "/api/user/login", null, account)).token;
}

async function atPhoneAndDesktop(page: Page, check: () => Promise<void>) {
  await page.setViewportSize({ width: 390, height: 844 });
  await check();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await check();
  await expectAccessible(page);
}

test("an agent finds a hotel booking and its history; the owner reads the dashboard and tickets a held flight", async ({ page, request, browser }) => {
  test.setTimeout(scaled(90_000));
  const agentToken = await tokenOf(request, AGENT);
  await bookHotel(request, agentToken);
  const heldReference = await holdFlight(request, agentToken);

  // The agent: hotel bookings, filtered to this run's guest, then the booking's page.
  await logIn(page, AGENT);
  await page.goto(onHost(HOSTS.acme, "/bookings/hotels"));
  await expect(page.getByRole("heading", { level: 1, name: "Hotel bookings" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter bookings" });
  await filters.getByLabel("Search").fill(GUEST);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/searchString=/);
  await expect(page.getByText(/^1 booking\b/)).toBeVisible();
  await atPhoneAndDesktop(page, async () => {
    await expect(page.getByRole("link", { name: /^HT[A-Z0-9]{8}$/ })).toHaveCount(1);
  });
  await page.getByRole("link", { name: /^HT[A-Z0-9]{8}$/ }).click();
  const history = page.getByRole("region", { name: "Status history" });
  await expect(history.getByText("On hold")).toBeVisible();
  await expect(history.getByText("Paid")).toBeVisible();
  await expect(page.getByText(`Ada ${GUEST}`)).toBeVisible();
  await atPhoneAndDesktop(page, async () => {
    await expect(page.getByRole("button", { name: "Cancel booking" })).toBeVisible();
  });

  // The owner: the dashboard for a range, then the held flight ticketed.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await logIn(owner, OWNER);
  await owner.goto(onHost(HOSTS.acme, "/dashboard"));
  const range = owner.getByRole("form", { name: "Date range" });
  await range.getByLabel("From").fill(isoDay(-7));
  await range.getByLabel("To").fill(isoDay(0));
  await range.getByRole("button", { name: "Show figures" }).click();
  await expect(owner).toHaveURL(new RegExp(`startDate=${isoDay(-7)}`));
  await expect(owner.getByRole("figure", { name: "Sales by vertical" }).getByText("Hotels", { exact: true })).toBeVisible();
  // The recharts bars are one image for screen readers, named with every figure.
  await expect(owner.getByRole("figure", { name: "Sales by vertical" }).getByRole("img")).toHaveAccessibleName(/Hotels: [^;]*\d/);
  await expect(owner.getByRole("table", { name: "Sales by vertical" }).getByRole("rowheader", { name: "Hotels" })).toBeVisible();
  await atPhoneAndDesktop(owner, async () => {
    await expect(owner.getByRole("heading", { name: "Agency figures" })).toBeVisible();
  });

  await owner
    .getByRole("link", { name: /on hold/ })
    .first()
    .click();
  await expect(owner).toHaveURL(/selectedStatus=held/);
  await owner.getByRole("link", { name: heldReference }).click();
  await owner.getByRole("button", { name: "Ticket booking" }).click();
  await payWith(owner, "4242 4242 4242 4242", "Maria Santos");
  await expect(owner.getByRole("status").filter({ hasText: "Your booking is ticketed successfully. Your PNR will get sent via email within 30 minutes." })).toBeVisible({ timeout: scaled(20_000) });
  await expect(owner.getByText("Confirmed and ticketed").first()).toBeVisible();
  await ownerContext.close();
});

test("an owner sets the agency's add-ons: refund protection's markup and the trip bundle, each refusal at its field", async ({ page }) => {
  // Nomad's settings: no other browser test books there, so changing them races nothing running beside it.
  await page.goto(onHost(HOSTS.nomad, "/login"));
  await page.getByLabel("Email").fill("owner@nomad.test");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(onHost(HOSTS.nomad, "/settings/add-ons"));
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();

  const protection = page.getByRole("form", { name: "Refund protection" });
  const markup = protection.getByLabel("Your markup on the premium (%)");
  await markup.fill("150");
  await protection.getByRole("button", { name: "Save refund protection" }).click();
  await expect(protection.getByText("The markup on refund protection must be between 0 and 100 %")).toBeVisible();
  await expect(markup).toHaveAttribute("aria-invalid", "true");
  await markup.fill("10");
  await expect(protection.getByText("travellers pay 6.6 % with your markup")).toBeVisible();
  await protection.getByRole("button", { name: "Save refund protection" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Refund protection settings saved" }).first()).toBeVisible();

  const bundle = page.getByRole("form", { name: "Trip bundle" });
  const hotel = bundle.getByLabel("A hotel at the destination for the stay");
  const car = bundle.getByLabel("A rental car at the arrival airport");
  for (const item of [hotel, car]) if (await item.isChecked()) await item.uncheck();
  await bundle.getByRole("button", { name: "Save trip bundle" }).click();
  await expect(bundle.getByText("Offer at least a hotel or a car")).toBeVisible();
  await hotel.check();
  await bundle.getByLabel("Bundle discount (%)").fill("15");
  await bundle.getByRole("button", { name: "Save trip bundle" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Trip add-on settings saved" }).first()).toBeVisible();

  // What was saved is what the page shows after a reload, at a phone's width as at a desk's.
  await page.reload();
  await atPhoneAndDesktop(page, async () => {
    await expect(page.getByRole("form", { name: "Refund protection" }).getByLabel("Your markup on the premium (%)")).toHaveValue("10");
    await expect(page.getByRole("form", { name: "Trip bundle" }).getByLabel("Bundle discount (%)")).toHaveValue("15");
    await expect(page.getByRole("form", { name: "Trip bundle" }).getByLabel("A rental car at the arrival airport")).not.toBeChecked();
  });
});
