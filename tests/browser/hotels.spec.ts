// Hotel booking browser tests: hotels end to end on the sandbox supplier and card gateway (docs/sandbox.md),
// on the real server. conventions §8: elements are found by role and accessible name.
import { expect, test, type Page } from "@playwright/test";
import { isoDay, payWith, signInEachTest } from "./fixtures/flights";
import { scaled } from "./slowdown";
// The demo proposals (src/server/hotels/seed.ts, docs/sandbox.md "Hotel deals").
const ACME_PROPOSAL = "0b7e1a5e-5eed-4d0c-9c01-000000000001";
import { expectDrawnCards, expectTakenOverInPlace } from "./fixtures/first-cards";
import { HOSTS, onHost } from "./fixtures/site";
import { expectAccessible } from "./fixtures/axe";

signInEachTest();

/** A search as a link (the URL form of features/hotels/url.ts): one room of 2 adults. */
function searchUrl(dest: string, name: string, checkIn = isoDay(20), checkOut = isoDay(22), rooms = "2"): string {
  return onHost(HOSTS.acme, `/booknow/hotels/search?dest=${dest}&name=${name}&in=${checkIn}&out=${checkOut}&rooms=${rooms}&nat=US`);
}

async function openFirstHotel(page: Page) {
  const seeRooms = page.getByRole("button", { name: /^See rooms at/ }).first();
  await expect(seeRooms).toBeEnabled({ timeout: scaled(20_000) });
  await seeRooms.click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/search-details/);
}

/** Details → checkout, then a lead guest per room and the contact (not sent yet). */
async function fillGuests(page: Page, lastName = "Silva", rooms = 1) {
  const next = page.getByRole("button", { name: "Continue to checkout" });
  await expect(next).toBeEnabled({ timeout: scaled(15_000) });
  await next.click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/checkout/);
  for (let i = 1; i <= rooms; i++) {
    const room = page.getByRole("group", { name: `Lead guest, room ${i}` });
    await room.getByLabel("First name").fill(["Ana", "Rui"][i - 1] ?? "Ana");
    await room.getByLabel("Last name").fill(lastName);
  }
  const contact = page.getByRole("group", { name: "Contact details" });
  await contact.getByLabel("Phone").fill("+351 912 345 678");
  await contact.getByLabel("Special requests (optional)").fill("High floor, please");
}

async function fillGuestsAndContinue(page: Page, lastName = "Silva") {
  await fillGuests(page, lastName);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("form", { name: "Card payment" })).toBeVisible();
}

/** "US$1,234.56" → 1234.56 */
const dollars = (text: string | null) => Number((text ?? "").replace(/[^\d.-]/g, ""));

test.describe("hotels", () => {
  test.describe.configure({ mode: "parallel" });

  test("a customer searches Lisbon, chooses a rate, pays with 4242, sees the booking and cancels it", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await page.goto(onHost(HOSTS.acme, "/booknow/hotels/search"));
    await page.getByRole("combobox", { name: "Destination" }).fill("Lisbon");
    await page
      .getByRole("option", { name: /^Lisbon/ })
      .first()
      .click();

    // spec B §9: one room of 2 adults; a child added is 10 by default.
    await page.getByRole("button", { name: /^Guests in room 1/ }).click();
    await expect(page.getByRole("button", { name: "Remove one from Children" })).toBeDisabled();
    await page.getByRole("button", { name: "Add one to Children" }).click();
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("button", { name: /^Guests in room 1 2 adults, 1 child/ })).toBeVisible();
    await expect(page.getByLabel("Room 1, child 1 age")).toHaveValue("10");

    await page.getByRole("button", { name: "Search hotels" }).click();
    await expect(page).toHaveURL(/dest=\d+/);
    await expect(page.getByRole("button", { name: /^See rooms at/ }).first()).toBeEnabled({ timeout: scaled(20_000) });
    await expect(page.getByTestId("hotel-count")).toHaveText(/^Showing \d+ of \d+ hotels$/);
    // spec B §9: 'rating desc, price desc' by default.
    await expect(page.getByLabel("Sort by")).toHaveValue("rating desc, price desc");
    await expectAccessible(page);

    await openFirstHotel(page);
    await expect(page.getByRole("heading", { name: "Rooms and rates" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByRole("button", { name: "Continue to checkout" })).toBeEnabled({ timeout: scaled(15_000) });
    // Another rate of the hotel, priced on its own before checkout.
    await page
      .getByRole("button", { name: /^Choose .*, Refundable,/ })
      .first()
      .click();
    // Checked once the rate is priced: while it is, the rate buttons are dimmed (disabled), which axe may count as low contrast.
    await expect(page.getByRole("button", { name: "Continue to checkout" })).toBeEnabled({ timeout: scaled(15_000) });
    await expectAccessible(page);

    await fillGuestsAndContinue(page);
    await payWith(page, "4242 4242 4242 4242", "Ana Silva");
    await expect(page).toHaveURL(/\/booknow\/hotels\/confirm-payment/, { timeout: scaled(20_000) });
    await expect(page.getByRole("heading", { name: "Your stay is booked" })).toBeVisible();
    await expect(page.getByTestId("reference-number")).not.toBeEmpty();
    await expect(page.getByRole("heading", { name: "Fare breakup" })).toBeVisible();
    // The voucher is fetched with the session header (a plain link was refused with a 401), then downloaded.
    const voucher = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download voucher (PDF)" }).click({ timeout: scaled(15_000) });
    expect((await voucher).suggestedFilename()).toMatch(/\.pdf$/);
    await expectAccessible(page);

    // spec B §4: fetch the penalty, then cancel.
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
    await expect(dialog.getByText("Refund to your card")).toBeVisible({ timeout: scaled(15_000) });
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByText("Booking Cancelled Successfully")).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByRole("status").filter({ hasText: /^Cancelled$/ })).toBeVisible();
  });

  test("a declined card keeps the guest's details on the payment step", async ({ page }) => {
    await page.goto(searchUrl("2267057", "Lisbon"));
    await openFirstHotel(page);
    await fillGuestsAndContinue(page);
    await payWith(page, "4000 0000 0000 0002", "Ana Silva");
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined. Please try another card." })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByRole("region", { name: "Travellers" }).getByText("Ana Silva")).toBeVisible();
  });

  test("the supplier's price change is shown before checkout and can be accepted (Prescott)", async ({ page }) => {
    await page.goto(searchUrl("5309842", "Prescott"));
    await openFirstHotel(page);
    const dialog = page.getByRole("alertdialog", { name: "The price has changed" });
    await expect(dialog).toBeVisible({ timeout: scaled(15_000) });
    await dialog.getByRole("button", { name: "Accept the new price" }).click();
    await expect(page.getByRole("button", { name: "Continue to checkout" })).toBeEnabled();
  });

  test("a family of 2 adults and 2 children books 2 rooms for 3 nights with a coupon and refund protection: the charge is the discounted total plus protection", async ({ page }) => {
    test.setTimeout(scaled(120_000));
    // Room 1: an adult and the 5-year-old; room 2: an adult and the 10-year-old.
    await page.goto(searchUrl("2267057", "Lisbon", isoDay(30), isoDay(33), "1-5,1-10"));
    await openFirstHotel(page);
    await fillGuests(page, "Costa", 2);
    const total = page.getByTestId("hotel-total");
    const stay = dollars(await total.textContent());

    // spec B §3 coupon states: invalid (the server's message), then loading and valid.
    const coupon = page.getByRole("form", { name: "Coupon code" });
    await coupon.getByLabel("Coupon code").fill("NOPE2000");
    await coupon.getByRole("button", { name: "Apply" }).click();
    await expect(coupon.getByRole("alert")).toHaveText("This coupon code is not valid");
    await coupon.getByLabel("Coupon code").fill("save10");
    await expect(coupon.getByRole("alert")).toHaveCount(0);
    await coupon.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("coupon-applied")).toContainText("Coupon SAVE10 applied");
    const discount = dollars(await page.getByTestId("add-on-coupon").getByRole("definition").textContent());
    expect(discount).toBeCloseTo(-stay * 0.1, 1);

    const protection = page.getByTestId("refund-protection").getByRole("checkbox");
    await expect(protection).toBeVisible({ timeout: scaled(15_000) });
    const premium = dollars(await page.getByTestId("refund-protection-price").textContent());
    await protection.check();
    await expect(page.getByTestId("add-on-refundProtection")).toBeVisible();
    // The total stays the sum of its lines: the stay, minus the discount, plus the protection.
    await expect.poll(async () => dollars(await total.textContent())).toBeCloseTo(stay + discount + premium, 2);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Continue to payment" }).click();
    const form = page.getByRole("form", { name: "Card payment" });
    await expect(form).toBeVisible();
    expect(dollars(await form.getByRole("button", { name: /^Pay / }).textContent())).toBeCloseTo(stay + discount + premium, 2);
    await payWith(page, "4242 4242 4242 4242", "Ana Costa");
    await expect(page).toHaveURL(/\/booknow\/hotels\/confirm-payment/, { timeout: scaled(20_000) });
    await expect(page.getByRole("heading", { name: "Your stay is booked" })).toBeVisible();
    // What was charged (the server's record) is the discounted total plus the protection.
    await expect.poll(async () => dollars(await page.getByTestId("hotel-total-fare").textContent()), { timeout: scaled(15_000) }).toBeCloseTo(stay + discount + premium, 2);
    expect(dollars(await page.getByTestId("hotel-discount").textContent())).toBeCloseTo(discount, 2);
  });

  test("a non-refundable rate cancelled keeps everything: the penalty is the total", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await page.goto(searchUrl("2267057", "Lisbon", isoDay(26), isoDay(28)));
    await openFirstHotel(page);
    const nonRefundable = page.getByRole("button", { name: /^Choose .*, Non-refundable,/ }).first();
    await expect(nonRefundable).toBeEnabled({ timeout: scaled(15_000) });
    await nonRefundable.click();
    await expect(page.getByRole("region", { name: "Your room" }).getByText("Non-refundable: cancelling keeps the full price")).toBeVisible({ timeout: scaled(15_000) });
    await fillGuestsAndContinue(page, "Pereira");
    const paid = dollars(await page.getByRole("form", { name: "Card payment" }).getByRole("button", { name: /^Pay / }).textContent());
    await payWith(page, "4242 4242 4242 4242", "Ana Pereira");
    await expect(page.getByRole("heading", { name: "Your stay is booked" })).toBeVisible({ timeout: scaled(20_000) });
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel booking" });
    await expect(dialog.getByText("Refund to your card")).toBeVisible({ timeout: scaled(15_000) });
    // Penalty, then refund (docs/sandbox.md: a non-refundable rate keeps everything).
    const [penalty, refund] = await dialog.getByRole("definition").allTextContents();
    expect(dollars(penalty ?? null)).toBeCloseTo(paid, 2);
    expect(dollars(refund ?? null)).toBe(0);
    await dialog.getByRole("button", { name: "Cancel with penalty" }).click();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByText("Booking Cancelled Successfully")).toBeVisible({ timeout: scaled(15_000) });
  });

  test("a checkout resumes in a second browser context of the same user, guests kept, and is paid there", async ({ page, browser }) => {
    test.setTimeout(scaled(90_000));
    await page.goto(searchUrl("2267057", "Lisbon", isoDay(34), isoDay(36)));
    await openFirstHotel(page);
    await fillGuests(page, "Resumed");
    await expect(page).toHaveURL(/\/booknow\/hotels\/checkout\?.*session=/);
    const link = page.url();
    // The checkout is saved as it is typed (debounced): the last save holds the guest's name.
    const id = /session=([0-9a-f-]{36})/.exec(link)?.[1] ?? "";
    await expect
      .poll(
        () =>
          page.evaluate(async (path) => {
            // The API wants the access token as a header (spec B §7), as the app's client sends it.
            const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? "";
            return (await fetch(path, { headers: { "x-access-token": decodeURIComponent(token) } })).text();
          }, `/api/checkout-sessions/${id}`),
        { timeout: scaled(15_000) },
      )
      .toContain("Resumed");

    const other = await browser.newContext({ storageState: await page.context().storageState() });
    try {
      const second = await other.newPage();
      await second.goto(link);
      const room = second.getByRole("group", { name: "Lead guest, room 1" });
      await expect(room.getByLabel("Last name")).toHaveValue("Resumed", { timeout: scaled(20_000) });
      await second.getByRole("button", { name: "Continue to payment" }).click();
      await payWith(second, "4242 4242 4242 4242", "Ana Resumed");
      await expect(second.getByRole("heading", { name: "Your stay is booked" })).toBeVisible({ timeout: scaled(20_000) });
    } finally {
      await other.close();
    }
  });

  test("on a 390 px phone, three hotels are compared side by side and a fourth is refused", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(searchUrl("2267057", "Lisbon"));
    await expect(page.getByRole("button", { name: /^See rooms at/ }).first()).toBeEnabled({ timeout: scaled(20_000) });
    const boxes = page.getByRole("checkbox", { name: /^Compare / });
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    const tray = page.getByRole("region", { name: "Hotels to compare" });
    await expect(tray.getByRole("status")).toHaveText("3 of 3 hotels chosen to compare");
    await boxes.nth(3).click();
    await expect(boxes.nth(3)).not.toBeChecked();
    await expect(tray.getByRole("alert")).toHaveText("You can compare up to 3 hotels. Remove one to add another.");
    await tray.getByRole("button", { name: "Compare hotels" }).click();
    const sheet = page.getByRole("dialog", { name: "Compare hotels" });
    await expect(sheet.getByRole("columnheader")).toHaveCount(3);
    for (const row of ["Stars", "Guest rating", "Distance", "Board", "Free cancellation", "Lowest price"]) await expect(sheet.getByRole("rowheader", { name: row })).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await sheet
      .getByRole("button", { name: /^See rooms at/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/booknow\/hotels\/search-details/);
  });

  test("results opened by address: the country list the first HTML carries is not asked again; the first card's photo is fetched first, the rest of the first cards' at once, later cards' when near", async ({
    page,
  }) => {
    test.setTimeout(scaled(60_000));
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/code") asked.push(request.url());
    });
    await page.goto(searchUrl("2267057", "Lisbon"));
    await expect(page.getByRole("button", { name: /^See rooms at/ }).first()).toBeEnabled({ timeout: scaled(30_000) });
    // The nationality field lists the countries (the form's country list shares the root loader's answer).
    await expect(page.getByLabel("Nationality")).toContainText("Portugal");
    const cards = page.getByRole("list", { name: "Hotels" }).getByRole("listitem");
    const photo = (n: number) => cards.nth(n).getByRole("article").locator("img");
    await expect(photo(0)).toHaveAttribute("fetchpriority", "high");
    await expect(photo(0)).toHaveAttribute("loading", "eager");
    await expect(photo(2)).toHaveAttribute("loading", "eager");
    await expect(photo(2)).not.toHaveAttribute("fetchpriority", "high");
    await expect(photo(3)).toHaveAttribute("loading", "lazy");
    expect(asked).toEqual([]);
  });

  test("results opened by address, signed out: the search comes started with its first poll's hotels in the first HTML (the first photo preloaded first); the page polls on from there and never starts it again", async ({
    browser,
  }) => {
    test.setTimeout(scaled(60_000));
    // A visitor who never signed in (this file's other tests sign in first).
    const page = await (await browser.newContext()).newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/v2/hotel/searchasync")) asked.push(path);
    });
    const response = await page.goto(searchUrl("2267057", "Lisbon"));
    const preload = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/.exec((await response?.text()) ?? "");
    expect(preload?.[1]).toMatch(/^\/api\/v2\/hotel\/images\//);
    await expect(page.getByRole("button", { name: /^See rooms at/ }).first()).toBeEnabled({ timeout: scaled(30_000) });
    await expect(page.getByTestId("hotel-count")).toHaveText(/^Showing [\d,]+ of [\d,]+ hotels$/);
    // The sandbox's batches arrive one a poll (docs/sandbox.md): the first came with the page, the rest were polled here.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((path) => path === "/api/v2/hotel/searchasync/search")).toBe(true);
  });

  test("results opened by address on a phone, signed out: the first HTML draws the first poll's first cards (the first photo the preloaded one), and the app's own cards take their place without a layout shift", async ({
    browser,
  }) => {
    test.setTimeout(scaled(60_000));
    const url = searchUrl("2267057", "Lisbon");
    const { preload, texts } = await expectDrawnCards(browser, url, "Hotels");
    expect(texts.every((name) => name.length > 0)).toBe(true);
    const page = await expectTakenOverInPlace(browser, url, preload, (p) => p.getByRole("button", { name: /^See rooms at/ }).first(), "Hotels");
    await expect(page.getByTestId("hotel-count")).toHaveText(/^Showing [\d,]+ of [\d,]+ hotels$/, { timeout: scaled(30_000) });
    await page.context().close();
  });

  test("Istanbul's 1,600-odd hotels are a virtualized list: a window of cards in the page, the last reached by scrolling, on desktop and a 390 px phone", async ({ page }) => {
    test.setTimeout(scaled(90_000));
    // docs/sandbox.md: a capital has 2,000 hotels, most within the search's 20 km.
    await page.goto(searchUrl("745044", "Istanbul"));
    await expect(page.getByRole("button", { name: /^See rooms at/ }).first()).toBeEnabled({ timeout: scaled(30_000) });
    const count = /^Showing ([\d,]+) of ([\d,]+) hotels$/.exec((await page.getByTestId("hotel-count").textContent()) ?? "");
    const shown = Number(count?.[1]?.replace(/,/g, ""));
    expect(shown).toBeGreaterThan(1000);
    const list = page.getByRole("list", { name: "Hotels" });
    const cards = list.getByRole("listitem");
    await expect(cards.first()).toHaveAttribute("aria-setsize", String(shown));
    expect(await cards.count()).toBeLessThan(40);

    // Keyboard order within and between cards: Compare, then See rooms, then the next hotel's Compare.
    const compare = list.getByRole("checkbox", { name: /^Compare / });
    await compare.first().focus();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("button", { name: /^See rooms at/ }).first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(compare.nth(1)).toBeFocused();
    await expectAccessible(page);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      // To the list's end (the footer below it fills a phone's screen). Cards are measured as they come in,
      // which moves the end, also after the last card is in the page: scroll again until the last card is there
      // and on screen.
      const lastSeeRooms = cards.last().getByRole("button", { name: /^See rooms at/ });
      await expect(async () => {
        await list.evaluate((ul) => window.scrollTo(0, ul.getBoundingClientRect().bottom + window.scrollY - window.innerHeight));
        expect(await cards.last().getAttribute("aria-posinset")).toBe(String(shown));
        await expect(lastSeeRooms).toBeInViewport({ timeout: scaled(1_000) });
      }).toPass({ timeout: scaled(15_000) });
      expect(await cards.count()).toBeLessThan(40);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    // The last hotel is chosen like any other.
    await cards
      .last()
      .getByRole("checkbox", { name: /^Compare / })
      .check();
    await expect(page.getByRole("region", { name: "Hotels to compare" }).getByRole("status")).toHaveText("1 of 3 hotels chosen to compare");
  });

  test("the deal page shows an agent's proposal and books it through the hotel's details (sticky button on a phone); an unknown one is not found", async ({ page }) => {
    test.setTimeout(scaled(60_000));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(onHost(HOSTS.acme, "/booknow/hotels/deal/00000000-0000-4000-8000-000000000000"));
    await expect(page.getByRole("heading", { name: "Proposal not found" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByText("This proposal is not available")).toBeVisible();

    await page.goto(onHost(HOSTS.acme, `/booknow/hotels/deal/${ACME_PROPOSAL}`));
    await expect(page.getByRole("heading", { name: "Hotel Lisbon House" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(page.getByText("A quiet hotel near the river, breakfast included.")).toBeVisible();
    await expect(page.getByText("Priya Shah, your travel agent")).toBeVisible();
    const price = await page.getByTestId("deal-price").textContent();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Book this stay" }).click();
    await expect(page).toHaveURL(/\/booknow\/hotels\/search-details/);
    // The agent's room is the one chosen, at the price the deal page showed.
    const bar = page.getByTestId("sticky-checkout");
    await expect(bar).toBeVisible({ timeout: scaled(15_000) });
    await expect(bar).toContainText("Bed and breakfast");
    await expect(bar).toContainText(price ?? "");
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(800);
    const next = bar.getByRole("button", { name: "Continue to checkout" });
    await expect(next).toBeEnabled();
    // The bar's button is the page's only one on a phone (the price column's is for wider screens).
    await expect(page.getByRole("button", { name: "Continue to checkout" })).toHaveCount(1);
    await expectAccessible(page);
    await next.click();
    await expect(page).toHaveURL(/\/booknow\/hotels\/checkout/);
  });
});
