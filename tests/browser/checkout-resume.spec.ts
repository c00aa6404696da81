// Resumable checkouts, browser tests: an interrupted checkout resumes on another device (a new browser context)
// from the agent's dashboard or the customer's "My trip"; a changed or expired offer is checked on
// resume; a reload in the middle of 3-D Secure does not charge twice. docs/checkout-sessions.md,
// docs/sandbox.md. conventions §8: elements are found by role and accessible name.
import { expect, test, type Browser, type Page, type Route } from "@playwright/test";
import { ALICE, continueToCheckout, isoDay, expectBooked, fillContact, fillTraveller, logIn, payWith, selectFirstFlight } from "./fixtures/flights";
import { HOSTS, onHost, PORT } from "./fixtures/site";
import { scaled } from "./slowdown";

const AGENT = { email: "agent@acme.test", password: "Demo@1234" };

// A resume whose click left the dashboard unmoved once on CI (docs/qa/ci-time.md, cc72) and never since, on a loaded
// machine either: a first try that fails keeps its trace (test-results/), so the next one can be read, not guessed.
test.use({ trace: "retain-on-failure" });

/** A fresh browser context (another device), signed in. */
async function signedInPage(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, user);
  return page;
}

function searchUrl(to: string, depart: string, ret: string): string {
  return onHost(HOSTS.acme, `/booknow/flights/search?trip=Round-Trip&legs=JFK-${to}-${depart}&ret=${ret}&adt=1`);
}

/** Resolves once the checkout has been saved at `step` (the save is debounced); the answer echoes the session. */
function savedAt(page: Page, step: string) {
  return page.waitForResponse(
    async (response) => {
      const request = response.request();
      if (request.method() !== "PUT" || !/\/api\/checkout-sessions\/[0-9a-f-]{36}$/.test(request.url()) || !response.ok()) return false;
      const body = (await response.json()) as { data?: { summary?: { step?: string } } };
      return body.data?.summary?.step === step;
    },
    { timeout: scaled(15_000) },
  );
}

async function toTravellerForm(page: Page, to: string, depart: string, ret: string) {
  await page.goto(searchUrl(to, depart, ret));
  await selectFirstFlight(page);
  await continueToCheckout(page);
  await expect(page).toHaveURL(/\/booknow\/flights\/checkout\?.*session=/);
}

/** The agent fills the traveller form for the client and goes on to payment; resolves when that step is saved. */
async function toPayment(page: Page, to: string, depart = isoDay(20), ret = isoDay(27)) {
  await toTravellerForm(page, to, depart, ret);
  await fillTraveller(page, "Adult 1", "Alice", "Example", "1988-03-14");
  await fillContact(page);
  const saved = savedAt(page, "payment");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("form", { name: "Card payment" })).toBeVisible();
  await saved;
}

/** On a new device: log in, find the checkout on the dashboard and resume it. */
async function resumeFromDashboard(browser: Browser, title: string, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await signedInPage(browser, AGENT);
  await prepare?.(page);
  await page.goto(onHost(HOSTS.acme, "/dashboard"));
  const row = page.getByRole("listitem", { name: title });
  await expect(row).toBeVisible({ timeout: scaled(15_000) });
  await expect(row.getByText(/^Offer holds for \d+:\d{2}$/)).toBeVisible();
  await expect(row.getByText(`Alice Example (${ALICE.email})`)).toBeVisible();
  await row.getByRole("link", { name: `Resume ${title}` }).click();
  return page;
}

/** Answers the next reprice from the server, changed by `change` (route.fetch resolves in Node: loopback, same Host). */
async function rewriteNextReprice(page: Page, change: (data: Record<string, unknown>) => Record<string, unknown>) {
  await page.route(
    "**/api/flight/reprice",
    async (route: Route) => {
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = "127.0.0.1";
      const response = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, data: change(body.data) } });
    },
    { times: 1 },
  );
}

/**
 * This test's bookings among the newest 100 the agent sees: to `to`, leaving on `depart` and coming back on
 * `back`. Other tests book in parallel (an agent sees the agency's bookings, and other specs book one-way
 * JFK → LHR on the same day), so a count of all of them moved under this test's feet.
 */
async function bookingCount(page: Page, to: string, depart: string, back: string): Promise<number> {
  const token = (await page.context().cookies(onHost(HOSTS.acme))).find((cookie) => cookie.name === "token")?.value ?? "";
  // The newest 100 (the list pages): this test's own bookings are among the newest.
  const response = await page.request.get(`http://127.0.0.1:${PORT}/api/flight/bookings/all?limit=100`, {
    headers: { host: `${HOSTS.acme}:${PORT}`, "x-access-token": decodeURIComponent(token), accept: "application/json" },
  });
  const body = (await response.json()) as { data: Array<{ flightSegments: Array<{ arrivalAirport: string; departureDate: string }> }> };
  return body.data.filter((b) => b.flightSegments.some((s) => s.arrivalAirport === to) && b.flightSegments[0]?.departureDate.startsWith(depart) && b.flightSegments.some((s) => s.departureDate.startsWith(back)))
    .length;
}

test.describe("resuming a checkout", () => {
  test("an agent resumes a client's checkout on another device from the dashboard and pays", async ({ browser }) => {
    test.setTimeout(scaled(120_000));
    // A destination no other test books as this agent: tests share the database and run in parallel.
    const first = await signedInPage(browser, AGENT);
    await toPayment(first, "LIS");
    await first.context().close();

    const page = await resumeFromDashboard(browser, "JFK → LIS");
    await expect(page).toHaveURL(/\/booknow\/flights\/checkout\?.*session=/);
    // Resumed on the payment step with the travellers entered on the first device.
    await expect(page.getByRole("form", { name: "Card payment" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByText("Alice Example")).toBeVisible();
    await payWith(page, "4242 4242 4242 4242");
    await expectBooked(page);
    // Booked: no longer unfinished.
    await page.goto(onHost(HOSTS.acme, "/dashboard"));
    await expect(page.getByRole("heading", { name: "Unfinished checkouts" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: "JFK → LIS" })).toHaveCount(0);
    await page.context().close();
  });

  test("a resumed checkout whose price changed asks to accept the new price, then pays", async ({ browser }) => {
    test.setTimeout(scaled(120_000));
    const first = await signedInPage(browser, AGENT);
    await toPayment(first, "CDG");
    await first.context().close();

    const page = await resumeFromDashboard(browser, "JFK → CDG", (p) =>
      rewriteNextReprice(p, (data) => {
        const total = data.totalAmount as { amount: number; currency: string };
        return { ...data, priceChanged: true, previousTotal: total, totalAmount: { ...total, amount: Math.round(total.amount * 1.08) } };
      }),
    );
    const dialog = page.getByRole("alertdialog", { name: "The price has changed" });
    await expect(dialog).toBeVisible({ timeout: scaled(15_000) });
    await dialog.getByRole("button", { name: "Continue at the new price" }).click();
    // The traveller details typed on the first device are kept.
    await expect(page).toHaveURL(/\/booknow\/flights\/checkout/);
    await expect(page.getByRole("group", { name: "Adult 1" }).getByLabel("Last name")).toHaveValue("Example");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await expectBooked(page);
    await page.context().close();
  });

  test("a resumed checkout whose offer expired goes back to the same search with a message and keeps the travellers", async ({ browser }) => {
    test.setTimeout(scaled(120_000));
    const first = await signedInPage(browser, AGENT);
    await toPayment(first, "MAD");
    await first.context().close();

    const page = await resumeFromDashboard(browser, "JFK → MAD", async (p) => {
      await p.route("**/api/flight/reprice", (route) => route.fulfill({ status: 410, json: { status: false, message: "This offer has expired." } }), { times: 1 });
    });
    await expect(page.getByText("The fare you were booking is no longer available and nothing was charged.", { exact: false })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page).toHaveURL(/\/booknow\/flights\/search\?.*legs=JFK-MAD-/);
    await page
      .getByRole("button", { name: /^Select flight/ })
      .first()
      .click();
    const next = page.getByRole("button", { name: "Continue to checkout" });
    await expect(next).toBeEnabled({ timeout: scaled(15_000) });
    await next.click();
    const adult = page.getByRole("group", { name: "Adult 1" });
    await expect(adult.getByLabel("First name")).toHaveValue("Alice");
    await expect(adult.getByLabel("Last name")).toHaveValue("Example");
    await expect(page.getByRole("group", { name: "Contact details" }).getByLabel("Email")).toHaveValue(ALICE.email);
    await page.context().close();
  });

  test("resuming a saved checkout whose offer expired keeps the client: the next checkout is not 'Booking for: Myself'", async ({ browser }) => {
    test.setTimeout(scaled(120_000));
    const first = await signedInPage(browser, AGENT);
    await toTravellerForm(first, "FCO", isoDay(20), isoDay(27));
    const bookingFor = first.getByRole("combobox", { name: "Booking for" });
    await bookingFor.fill("alice");
    await first.getByRole("option", { name: /alice/i }).click();
    await expect(bookingFor).not.toHaveValue("Myself");
    const clientName = await bookingFor.inputValue();
    await fillTraveller(first, "Adult 1", "Alice", "Example", "1988-03-14");
    await fillContact(first);
    const saved = savedAt(first, "payment");
    await first.getByRole("button", { name: "Continue to payment" }).click();
    await saved;
    await first.context().close();

    const page = await signedInPage(browser, AGENT);
    await page.route("**/api/flight/reprice", (route) => route.fulfill({ status: 410, json: { status: false, message: "This offer has expired." } }), { times: 1 });
    await page.goto(onHost(HOSTS.acme, "/dashboard"));
    // The client's checkout: the agent's own one of the offer (opened before the client was picked) is an entry of its own.
    const row = page.getByRole("listitem", { name: "JFK → FCO" }).filter({ hasText: `Booking for: ${clientName}` });
    await expect(row).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByRole("listitem", { name: "JFK → FCO" }).filter({ hasNotText: "Booking for:" })).toHaveCount(1);
    await row.getByRole("link", { name: "Resume JFK → FCO" }).click();
    await expect(page).toHaveURL(/\/booknow\/flights\/search\?.*legs=JFK-FCO-/, { timeout: scaled(15_000) });
    await page
      .getByRole("button", { name: /^Select flight/ })
      .first()
      .click();
    await continueToCheckout(page);
    await expect(page.getByRole("combobox", { name: "Booking for" })).toHaveValue(clientName);
    await expect(page.getByRole("group", { name: "Adult 1" }).getByLabel("First name")).toHaveValue("Alice");
    await page.context().close();
  });

  test("a reload in the middle of 3-D Secure does not charge twice", async ({ browser }) => {
    test.setTimeout(scaled(120_000));
    const page = await signedInPage(browser, AGENT);
    const before = await bookingCount(page, "LHR", isoDay(22), isoDay(29));
    await toPayment(page, "LHR", isoDay(22), isoDay(29));
    await payWith(page, "4000 0025 0000 3155");
    const challenge = page.getByRole("dialog", { name: "Confirm your payment" });
    await expect(challenge).toBeVisible({ timeout: scaled(15_000) });

    await page.reload();
    // The restored checkout asks what became of the payment and reopens the same challenge.
    await expect(challenge).toBeVisible({ timeout: scaled(15_000) });
    await challenge.getByRole("button", { name: "Complete authentication" }).click();
    await expectBooked(page);
    expect(await bookingCount(page, "LHR", isoDay(22), isoDay(29))).toBe(before + 1);
    await page.context().close();
  });

  test("a refresh under a second after reaching Payment stays on Payment with Adult 2, the infant and their dates of birth", async ({ browser }) => {
    test.setTimeout(scaled(90_000));
    const page = await signedInPage(browser, ALICE);
    await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=Round-Trip&legs=JFK-MAD-${isoDay(26)}&ret=${isoDay(33)}&adt=2&inf=1`));
    await selectFirstFlight(page);
    await continueToCheckout(page);
    await expect(page).toHaveURL(/\/booknow\/flights\/checkout\?.*session=/);
    await fillTraveller(page, "Adult 1", "Alice", "Example", "1988-03-14");
    await fillTraveller(page, "Adult 2", "Bruno", "Example", "1986-07-02");
    await fillTraveller(page, "Infant 1", "Clara", "Example", `${new Date().getUTCFullYear() - 1}-01-20`);
    await fillContact(page);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("form", { name: "Card payment" })).toBeVisible();
    // At once: no waiting for the debounced save.
    await page.reload();
    await expect(page.getByRole("form", { name: "Card payment" })).toBeVisible({ timeout: scaled(20_000) });
    const review = page.getByRole("region", { name: "Travellers" });
    for (const name of ["Alice Example", "Bruno Example", "Clara Example"]) await expect(review.getByText(name)).toBeVisible();
    // Back to the form: every traveller's date of birth is there.
    await page.getByRole("button", { name: "Back to traveller details" }).click();
    await expect(page.getByRole("group", { name: "Adult 2" }).getByLabel("Date of birth")).toHaveValue("1986-07-02", { timeout: scaled(15_000) });
    await expect(page.getByRole("group", { name: "Infant 1" }).getByLabel("First name")).toHaveValue("Clara");
    await page.context().close();
  });

  test("a customer sees an unfinished checkout on My trip and resumes it", async ({ browser }) => {
    test.setTimeout(scaled(90_000));
    const page = await signedInPage(browser, ALICE);
    const saved = savedAt(page, "checkout");
    await toTravellerForm(page, "FCO", isoDay(24), isoDay(31));
    await saved;
    await page.getByRole("link", { name: "My trip" }).click();
    await expect(page).toHaveURL(/\/mytrip/);
    await expect(page.getByRole("heading", { name: "My trip", level: 1 })).toBeVisible();
    const row = page.getByRole("listitem", { name: "JFK → FCO" });
    await expect(row).toBeVisible({ timeout: scaled(15_000) });
    await row.getByRole("link", { name: "Resume JFK → FCO" }).click();
    await expect(page.getByRole("group", { name: "Adult 1" })).toBeVisible({ timeout: scaled(15_000) });
    await page.context().close();
  });
});
