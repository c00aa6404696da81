// Proposals booked (docs/decisions.md "Proposals"; spec B §7 bookingStatus): an agent proposes a live flight to a
// client, who approves it on a phone and books it through the flight's own details page and checkout; the booking
// carries the proposal, so the agency's list shows it booked. axe at 390 px on the client's pages.
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./fixtures/axe";
import { ALICE, continueToCheckout, expectBooked, fillTraveller, isoDay, logIn, payWith, selectFirstFlight } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";

const AGENT = { email: "agent@acme.test", password: "Demo@1234" };

test("an agent proposes a flight; the client approves and books it; the agency's list shows it booked", async ({ browser, page }) => {
  test.setTimeout(scaled(60_000));
  await logIn(page, AGENT);
  await page.goto(onHost(HOSTS.acme, `/booknow/flights/search?trip=One-Way&legs=JFK-LHR-${isoDay(24)}&adt=1`));
  await selectFirstFlight(page);
  const propose = page.getByRole("link", { name: "Propose to a client" });
  await expect(propose).toBeVisible({ timeout: scaled(15_000) });
  await propose.click();
  await expect(page.getByRole("group", { name: "Offers" })).toContainText("JFK → LHR");
  await page.getByLabel("Client", { exact: true }).selectOption({ label: "Alice Martin (alice@acme.test)" });
  const note = `Flight idea ${Date.now().toString(36)}`;
  await page.getByLabel("Note to the client").fill(note);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/agency/proposal") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Send the proposal" }).click();
  const proposalId = ((await (await saved).json()) as { data: { proposalId: string } }).data.proposalId;
  await expect(page).toHaveURL(/\/proposals$/);

  // The client, signed in on a phone, opens the mail's link (its id, as the mail carries it), approves and books.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();
  await logIn(phone, ALICE);
  await phone.goto(onHost(HOSTS.acme, `/allowAgentProposal?proposalId=${proposalId}`));
  const offers = phone.getByRole("list", { name: "Proposed offers" });
  await expect(offers).toContainText("JFK → LHR: departs", { timeout: scaled(15_000) });
  await expect(offers).toContainText("Cabin:");
  await phone.getByRole("button", { name: "Approve proposal" }).click();
  const book = phone.getByRole("link", { name: "Book JFK → LHR" });
  await expect(book).toBeVisible();
  await expectAccessible(phone);
  await book.click();
  await expect(phone).toHaveURL(new RegExp(`/booknow/flights/search-details\\?.*proposal=${proposalId}`));
  await continueToCheckout(phone);
  await expect(phone).toHaveURL(new RegExp(`proposal=${proposalId}`));
  await fillTraveller(phone, "Adult 1", "Alice", "Martin", "1988-03-14");
  await phone.getByRole("group", { name: "Contact details" }).getByLabel("Phone").fill("+1 212 555 0100");
  await phone.getByRole("button", { name: "Continue to payment" }).click();
  await payWith(phone, "4242 4242 4242 4242", "Alice Martin");
  await expectBooked(phone);
  await client.close();

  // The agency's list: booked.
  await page.goto(onHost(HOSTS.acme, "/proposals"));
  const filters = page.getByRole("search", { name: "Filter proposals" });
  await filters.getByLabel("Search").fill(note);
  await filters.getByLabel("Booking").selectOption("booked");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  // Other specs propose to Alice too: the list is read once the search for this note has answered.
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Showing 1–1 of 1");
  await expect(page.getByRole("list", { name: "Proposals" }).getByRole("listitem").filter({ hasText: "alice@acme.test" })).toContainText("Booked");
});
