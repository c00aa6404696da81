// Activity booking browser tests: activities end to end on the sandbox provider and card gateway
// (docs/sandbox.md "Activities"). conventions §8: elements are found by role and accessible name.
import { expect, test, type Page } from "@playwright/test";
import { ALICE, payWith, signInEachTest } from "./fixtures/flights";
import { expectDrawnCards, expectTakenOverInPlace } from "./fixtures/first-cards";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";
import { expectAccessible } from "./fixtures/axe";

signInEachTest();

const LISBON = "/booknow/activities/search?dest=2267057&name=Lisbon";
/** "$1,234.56" → 1234.56 */
const dollars = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

/** The first product of the results whose details page opens. */
async function openFirstProduct(page: Page) {
  await page.getByRole("list", { name: "Activities" }).getByRole("button").first().click();
  await expect(page).toHaveURL(/\/booknow\/activities\/result-details\/2267057P\d+/);
}

/**
 * On the details page: a day of the month after next in the calendar (at least a month ahead, whatever today's
 * date: before the policies' free-cancellation deadline there is a refund to quote, docs/sandbox.md; on the 30th,
 * next month's first open day was the next day, inside the deadline, and the REQUOTE test found no refund to
 * move), then the first open slot whose label matches `slot`, trying the following open days until one has it;
 * then availability is checked.
 */
async function chooseSlot(page: Page, slot: RegExp = /./) {
  const calendar = page.getByRole("application", { name: /^Day/ });
  const month = calendar.getByRole("heading");
  await expect(calendar.getByRole("grid").getByRole("button", { disabled: false }).first()).toBeVisible({ timeout: scaled(15_000) });
  const shown = (await month.textContent()) ?? "";
  await calendar.getByRole("button", { name: "Next month" }).click();
  await expect(month).not.toHaveText(shown);
  await calendar.getByRole("button", { name: "Next month" }).click();
  const days = calendar.getByRole("grid").getByRole("button", { disabled: false });
  const slots = page.getByRole("group", { name: "Option and start time" }).getByRole("radio", { disabled: false, name: slot });
  for (let i = 0; i < 10; i += 1) {
    await days.nth(i).click();
    await expect(page.getByRole("group", { name: "Option and start time" }).getByText(/Loading times/)).toHaveCount(0, { timeout: scaled(15_000) });
    if ((await slots.count()) > 0) break;
  }
  await slots.first().check();
  await page.getByRole("button", { name: "Check availability" }).click();
}

/** Results → details → a slot checked → checkout. */
async function chooseAndCheckOut(page: Page, slot?: RegExp) {
  await openFirstProduct(page);
  await chooseSlot(page, slot);
  const next = page.getByRole("button", { name: "Continue to checkout" });
  await expect(next).toBeEnabled({ timeout: scaled(15_000) });
  await next.click();
  await expect(page).toHaveURL(/\/booknow\/activities\/bookings\/checkout\?/);
}

/** The travellers form: every adult and child row, the contact, and any question the provider asks. */
async function fillTravellers(page: Page, lastName = "Example") {
  const names = ["Alice", "Bob", "Carol", "Dan", "Eve"];
  const rows = page.getByRole("form", { name: "Traveller details" }).getByRole("group", { name: /^(Lead traveller|Adult \d|Child \d)/ });
  await expect(rows.first()).toBeVisible({ timeout: scaled(15_000) });
  for (const [i, row] of (await rows.all()).entries()) {
    await row.getByLabel("First name").fill(names[i] ?? "Sam");
    await row.getByLabel("Last name").fill(lastName);
  }
  const contact = page.getByRole("group", { name: "Contact details" });
  await contact.getByLabel("Email").fill(ALICE.email);
  await contact.getByLabel("Phone").fill("+1 212 555 0100");
  const questions = page.getByRole("group", { name: "For the provider" });
  if (await questions.isVisible()) for (const field of await questions.getByRole("textbox").all()) await field.fill("Hotel Avenida");
}

async function expectBooked(page: Page) {
  await expect(page).toHaveURL(/\/booknow\/activities\/confirmation\/[A-Z0-9]+$/, { timeout: scaled(20_000) });
  await expect(page.getByRole("heading", { name: "Your activity is booked" })).toBeVisible({ timeout: scaled(15_000) });
  await expect(page.getByTestId("reference-number")).not.toBeEmpty();
}

/** From a booked activity's page to the cancel dialog's confirmation step, with a reason. */
async function startCancel(page: Page, reason: string) {
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
  await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
  await expect(dialog.getByRole("button", { name: "Confirm cancellation" })).toBeDisabled();
  await dialog.getByLabel("Reason for cancelling").selectOption({ label: reason });
  return dialog;
}

/** Lisbon's list filtered: fewer than its 139 products shown. */
const FEWER_THAN_ALL = /^Showing (?!139 )\d+ of 139 activities$/;

/** The `start` of each activity search the page asks for (its pages: 0, 50, 100…), as the answers arrive. */
function searchesOf(page: Page): number[] {
  const starts: number[] = [];
  page.on("response", async (response) => {
    if (response.request().method() === "POST" && new URL(response.url()).pathname === "/api/activities/search") starts.push(((await response.json()) as { data: { start: number } }).data.start);
  });
  return starts;
}

test.describe("activities", () => {
  test.describe.configure({ mode: "parallel" });

  test("search Lisbon: the pages come one after another until a short one, and the list holds them all; filters and sort change it at home, and the address keeps them", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    const searches = searchesOf(page);
    await page.goto(onHost(HOSTS.acme, "/booknow/activities/search"));
    await page.getByRole("combobox", { name: "Destination" }).fill("Lisbon");
    await page
      .getByRole("option", { name: /^Lisbon/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Search activities" }).click();
    await expect(page).toHaveURL(/dest=2267057/);
    // spec B §4: pages of 50, appended; Lisbon has 139 products (docs/sandbox.md): 50, 50, then 39, the last. The list is
    // virtualized (the cards near the screen are in the page): each card says how many the list holds.
    const list = page.getByRole("list", { name: "Activities" }).locator(":scope > li");
    await expect(page.getByText("Showing 139 of 139 activities")).toBeVisible({ timeout: scaled(15_000) });
    await expect.poll(() => searches).toEqual([0, 50, 100]);
    await expect(list.first()).toHaveAttribute("aria-setsize", "139");
    expect(await list.count()).toBeLessThan(20);
    await expectAccessible(page);
    // The last card, once scrolled to, is the 139th. The list's height grows as the cards drawn at the end are
    // measured (the virtualizer estimated them), so End is pressed again until it reaches the end, as a person would.
    await expect(async () => {
      await page.keyboard.press("End");
      await expect(list.last()).toHaveAttribute("aria-posinset", "139", { timeout: 1_000 });
    }).toPass({ timeout: scaled(15_000) });
    await page.keyboard.press("Home");

    // spec B §9 filters and the sort: the list changes at once, nothing is asked, and the address follows.
    await page
      .getByRole("complementary", { name: "Filters" })
      .getByRole("checkbox", { name: /^Free cancellation/ })
      .check();
    await expect(page).toHaveURL(/tags=freeCancellation/);
    await expect(page.getByText(FEWER_THAN_ALL)).toBeVisible();
    await page.getByLabel("Sort by").selectOption("PRICE_LOW_TO_HIGH");
    await expect(page).toHaveURL(/sort=PRICE_LOW_TO_HIGH/);
    const cards = page.getByRole("list", { name: "Activities" }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    const shown = await cards.evaluateAll((articles) => articles.slice(0, 6).map((article) => article.textContent ?? ""));
    expect(shown.length).toBeGreaterThan(2);
    for (const text of shown) expect(text).toContain("Free cancellation");
    const prices = shown.map((text) => Number(/([\d,]+\.\d{2}) per adult/.exec(text)?.[1]?.replace(/,/g, "") ?? NaN));
    expect(prices.every((price, i) => Number.isFinite(price) && (i === 0 || price >= prices[i - 1]!))).toBe(true);
    expect(searches).toEqual([0, 50, 100]);
    // The address is the list: opened again, it is the same list, filtered and sorted.
    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("PRICE_LOW_TO_HIGH");
    await expect(page.getByText(FEWER_THAN_ALL)).toBeVisible({ timeout: scaled(15_000) });
    expect(await cards.evaluateAll((articles) => articles.slice(0, 6).map((article) => article.textContent ?? ""))).toEqual(shown);
  });

  test("the details page: pictures, read more, what's included, the meeting point on a map, reviews, open days; axe at 1280 and 390 px", async ({ page }) => {
    await page.goto(onHost(HOSTS.acme, `${LISBON}&adt=2&chd=0`));
    await openFirstProduct(page);
    await expect(page.getByRole("heading", { name: "Cancellation policy" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByRole("list", { name: "More pictures" }).getByRole("img").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "What's included" })).toBeVisible();
    // spec B §9 text truncation at 20 characters.
    await page.getByRole("button", { name: "Read more" }).click();
    await expect(page.getByRole("button", { name: "Read less" })).toHaveAttribute("aria-expanded", "true");
    // The meeting point with its address, and the place on OpenStreetMap in a new tab.
    const meeting = page.getByTestId("meeting-point");
    await expect(meeting).toContainText(/Lisbon, PT/);
    const map = meeting.getByRole("link", { name: /Open the meeting point on a map/ });
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=38\.\d+&mlon=-9\.\d+/);
    await expect(map).toHaveAttribute("target", "_blank");
    // Rating, review count and the sample reviews.
    await expect(page.getByTestId("rating-summary")).toHaveText(/\d\.\d out of 5, [\d,]+ reviews?/);
    await expect(page.getByRole("list", { name: "Sample reviews" }).getByRole("listitem").first()).toBeVisible();
    // Only open days can be chosen; spec B §9: at most 5 travellers per type.
    const calendar = page.getByRole("application", { name: /^Day/ });
    await expect(calendar.getByRole("grid").getByRole("button", { disabled: false }).first()).toBeVisible({ timeout: scaled(15_000) });
    await page.getByRole("button", { name: /adults, \d+ children/ }).click();
    const picker = page.getByRole("dialog", { name: "Choose travellers" });
    for (const name of ["Adults", "Children"]) {
      const more = picker.getByRole("button", { name: `Add one to ${name}` });
      for (let i = 0; i < 5 && (await more.isEnabled()); i += 1) await more.click();
      await expect(more).toBeDisabled();
      await expect(picker.getByRole("status", { name })).toHaveText("5");
    }
    await page.keyboard.press("Escape");
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("heading", { name: "Meeting point" })).toBeVisible();
    await expectAccessible(page);
    // spec B §2: the product code in the path restores the page after a refresh.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Cancellation policy" })).toBeVisible({ timeout: scaled(15_000) });
    await page.getByRole("button", { name: "Back to results" }).click();
    await expect(page).toHaveURL(/\/booknow\/activities\/search\?/);
  });

  test("2 adults and 1 child book a morning slot in Lisbon with refund protection and 4242; the total is the sum of its lines; cancelled with a reason", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await page.goto(onHost(HOSTS.acme, `${LISBON}&adt=2&chd=1&tags=morning`));
    await expect(page.getByText(/^Showing \d+ of \d+ activities$/)).toBeVisible({ timeout: scaled(15_000) });
    // A morning start (spec B §9 time of day: 6 am to 12 pm).
    await chooseAndCheckOut(page, / · (0[6-9]|1[01]):\d\d/);
    await expectAccessible(page);
    await fillTravellers(page);
    await expect(page.getByRole("group", { name: "Child 1" })).toBeVisible();

    // spec B add-ons: refund protection, then every line of the summary adds up to its total.
    const protection = page.getByTestId("refund-protection").getByRole("checkbox", { name: "Refund protection" });
    await protection.check({ timeout: scaled(15_000) });
    const summary = page.getByTestId("price-lines");
    await expect(summary.getByTestId("add-on-refundProtection")).toBeVisible();
    const rows = await summary.locator(":scope > div").all();
    const amounts = await Promise.all(rows.map(async (row) => dollars(await row.getByRole("definition").textContent())));
    const total = amounts.pop() ?? 0;
    expect(amounts.length).toBeGreaterThanOrEqual(3);
    expect(amounts.reduce((a, b) => a + b, 0)).toBeCloseTo(total, 2);
    expect(dollars(await page.getByTestId("activity-total").textContent())).toBe(total);

    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await expectBooked(page);
    await expect(page.getByText("Carol Example")).toBeVisible();
    await expect(page.getByTestId("meeting-point").getByRole("link", { name: /Open the meeting point on a map/ })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download voucher (PDF)" }).click();
    expect((await download).suggestedFilename()).toMatch(/^AC[A-Z0-9]+\.pdf$/);
    await expectAccessible(page);

    // Refund protection: the whole price back, whatever the provider's policy.
    const dialog = await startCancel(page, "Change of plans");
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByRole("heading", { name: "Booking cancelled" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByText("Booking Cancelled Successfully")).toBeVisible();
    await expect(page.getByTestId("refund-amount")).toHaveText(/\$/);
    // spec B §4: the cancelled activity's status reads CANCELLED, as spec B words it (not "Cancelled").
    await expect(page.getByRole("status").filter({ hasText: /^CANCELLED$/ })).toBeVisible();
  });

  test("the calendar stays on the month of the day chosen after 'Check availability' (it jumped back to the first month)", async ({ page }) => {
    await page.goto(onHost(HOSTS.acme, `${LISBON}&adt=2&chd=0`));
    await openFirstProduct(page);
    const calendar = page.getByRole("application", { name: /^Day/ });
    await expect(calendar.getByRole("grid").getByRole("button", { disabled: false }).first()).toBeVisible({ timeout: scaled(15_000) });
    const month = calendar.getByRole("heading");
    const first = await month.textContent();
    await calendar.getByRole("button", { name: "Next month" }).click();
    await expect(month).not.toHaveText(first ?? "");
    const later = (await month.textContent()) ?? "";
    const slots = page.getByRole("group", { name: "Option and start time" }).getByRole("radio", { disabled: false });
    const days = calendar.getByRole("grid").getByRole("button", { disabled: false });
    for (let i = 0; i < 10; i += 1) {
      await days.nth(i).click();
      await expect(page.getByRole("group", { name: "Option and start time" }).getByText(/Loading times/)).toHaveCount(0, { timeout: scaled(15_000) });
      if ((await slots.count()) > 0) break;
    }
    await expect(month).toHaveText(later);
    await slots.first().check();
    await page.getByRole("button", { name: "Check availability" }).click();
    await expect(page.getByRole("button", { name: "Continue to checkout" })).toBeEnabled({ timeout: scaled(15_000) });
    await expect(month).toHaveText(later);
    await expect(
      calendar
        .getByRole("grid")
        .getByRole("button", { pressed: true })
        .or(calendar.getByRole("gridcell", { selected: true })),
    ).toHaveCount(1);
  });

  test("a slot that sells out after the availability check (SOLDOUT): a clear message, nothing charged, no active Pay: back to the results, not offered for resume", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await page.goto(onHost(HOSTS.acme, `${LISBON}&adt=2&chd=0`));
    await expect(page.getByText("Showing 139 of 139 activities")).toBeVisible({ timeout: scaled(15_000) });
    await chooseAndCheckOut(page);
    await fillTravellers(page, "Soldout");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByText("This time slot has just sold out. Your card was not charged; please choose another time.")).toBeVisible({ timeout: scaled(20_000) });
    await expect(page.getByRole("heading", { name: "Your activity is booked" })).toHaveCount(0);
    // No active Pay after the refusal: the way on is back to the results.
    await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
    await page.getByRole("button", { name: "Back to results" }).click();
    await expect(page).toHaveURL(/\/booknow\/activities\/search\?/, { timeout: scaled(15_000) });
    await expect(page.getByText(/^Showing \d+ of \d+ activities$/)).toBeVisible({ timeout: scaled(15_000) });
    // The refused checkout is not offered for resume on My trip.
    await page.getByRole("link", { name: "My trip" }).click();
    await expect(page.getByRole("heading", { name: "My trip", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Resume / }).filter({ hasText: /Lisbon|Activity/ })).toHaveCount(0);
  });

  test("a moved refund is shown again for reconfirmation, then the booking is cancelled (REQUOTE)", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await page.goto(onHost(HOSTS.acme, `${LISBON}&adt=2&chd=0`));
    await expect(page.getByText("Showing 139 of 139 activities")).toBeVisible({ timeout: scaled(15_000) });
    await chooseAndCheckOut(page);
    await fillTravellers(page, "Requote");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    // docs/sandbox.md: a declined card first; the same payment form then pays with a good card.
    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined. Please try another card." })).toBeVisible({ timeout: scaled(15_000) });
    await payWith(page, "4242 4242 4242 4242");
    await expectBooked(page);

    const dialog = await startCancel(page, "Weather");
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    // spec B §4: priceChanged → the new refund, nothing cancelled yet.
    await expect(dialog.getByRole("alert")).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByRole("heading", { name: "Your activity is booked" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByRole("heading", { name: "Booking cancelled" })).toBeVisible({ timeout: scaled(15_000) });
  });

  test("a refund in another currency shows its exchange rate (FXREFUND); the booking not read again after the cancel says 'Booking update failed'", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await page.goto(onHost(HOSTS.acme, `${LISBON}&adt=2&chd=0`));
    await expect(page.getByText("Showing 139 of 139 activities")).toBeVisible({ timeout: scaled(15_000) });
    await chooseAndCheckOut(page);
    await fillTravellers(page, "Fxrefund");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await expectBooked(page);

    const dialog = await startCancel(page, "Illness");
    // spec B §3 cancellation data: the refund in the booking's dollars, the provider's euros at their rate.
    await expect(dialog.getByTestId("exchange-rate")).toHaveText("Refunded by the provider in EUR, converted at 1.087 USD per EUR.");
    // spec B §8: the cancel succeeds, then reading the booking again fails.
    await page.route(/\/api\/activities\/bookings\/[A-Z0-9]+\/details$/, (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ status: false, message: "Service unavailable", data: null }) }),
    );
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Booking update failed. Please refresh the page." })).toBeVisible({ timeout: scaled(15_000) });
    await page.unroute(/\/api\/activities\/bookings\/[A-Z0-9]+\/details$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Booking cancelled" })).toBeVisible({ timeout: scaled(15_000) });
  });
});

test.describe("activity results opened by address, signed out", () => {
  test("the first page of products comes with the first HTML: drawn without asking, its first photo preloaded first with a high priority; the next pages are asked, and a filter asks nothing", async ({
    browser,
  }) => {
    test.setTimeout(scaled(60_000));
    // A visitor who never signed in (this file's other tests sign in first).
    const page = await (await browser.newContext()).newPage();
    const searches = searchesOf(page);
    const response = await page.goto(onHost(HOSTS.acme, `${LISBON}&adt=2&chd=0`));
    const preload = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/.exec((await response?.text()) ?? "");
    expect(preload?.[1]).toMatch(/^\/api\/activities\/images\//);
    await expect(page.getByText("Showing 139 of 139 activities")).toBeVisible({ timeout: scaled(15_000) });
    const cards = page.getByRole("list", { name: "Activities" }).locator(":scope > li");
    await expect(cards.first()).toHaveAttribute("aria-setsize", "139");
    // The photo preloaded is the first card's, fetched first; the next two at once, the rest when near the screen.
    const photo = (n: number) => cards.nth(n).getByRole("article").locator("img");
    await expect(photo(0)).toHaveAttribute("src", preload?.[1] ?? "");
    await expect(photo(0)).toHaveAttribute("fetchpriority", "high");
    await expect(photo(1)).toHaveAttribute("loading", "eager");
    await expect(photo(3)).toHaveAttribute("loading", "lazy");
    // The first page came with the page: only the next two were asked.
    await expect.poll(() => searches).toEqual([50, 100]);
    await page
      .getByRole("complementary", { name: "Filters" })
      .getByRole("checkbox", { name: /^Free cancellation/ })
      .check();
    await expect(page).toHaveURL(/tags=freeCancellation/);
    await expect(page.getByText(FEWER_THAN_ALL)).toBeVisible();
    expect(searches).toEqual([50, 100]);
  });

  test("on a phone: the first HTML draws the first page's first cards (the first photo the preloaded one), and the app's own cards take their place without a layout shift", async ({ browser }) => {
    test.setTimeout(scaled(60_000));
    const url = onHost(HOSTS.acme, `${LISBON}&adt=2&chd=0`);
    const { preload, texts } = await expectDrawnCards(browser, url, "Activities");
    const page = await expectTakenOverInPlace(browser, url, preload, (p) => p.getByText("Showing 139 of 139 activities"), "Activities");
    // The same search's answer: the app's first cards are the ones the server drew.
    const cards = page.getByRole("list", { name: "Activities" }).locator(":scope > li");
    for (const [index, title] of texts.entries()) await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(title);
    await page.context().close();
  });

  // docs/decisions.md "A phone's results first, and what it hides not drawn": the search folds into one line above the
  // results, its fields drawn from the first "Change search" and kept (what is typed stays when it folds again).
  test("on a phone the search folds into one line above the results; Change search opens its fields and keeps them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(onHost(HOSTS.acme, `${LISBON}&adt=2&chd=1`));
    await expect(page.getByText("Showing 139 of 139 activities")).toBeVisible({ timeout: scaled(30_000) });
    const form = page.getByRole("form", { name: "Search activities" });
    await expect(form.getByText("Lisbon", { exact: true })).toBeVisible();
    await expect(form.getByText("Any day · 3 travellers")).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Destination" })).toHaveCount(0);
    await form.getByRole("button", { name: "Change search" }).click();
    const destination = form.getByRole("combobox", { name: "Destination" });
    await expect(destination).toHaveValue("Lisbon");
    const day = form.getByLabel("Date", { exact: true });
    await day.fill("2030-05-02");
    await form.getByRole("button", { name: "Close" }).click();
    await expect(destination).toBeHidden();
    await form.getByRole("button", { name: "Change search" }).click();
    await expect(day).toHaveValue("2030-05-02");
  });
});
