// Proposals in the browser (spec A §2 /allowAgentProposal; spec B §2 /booknow/hotels/deal/{proposalId}, §7;
// docs/decisions.md "Proposals"): an agent proposes the hotel on a details page to a client, who opens the
// mail's link, approves (prices checked again) and reaches the deal page. axe at 1280 px (the agent's
// back office) and 390 px (the client's phone).
import { expect, test } from "@playwright/test";
import { openMail } from "./fixtures/accounts";
import { expectAccessible } from "./fixtures/axe";
import { logIn } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";

// The demo proposal (src/server/hotels/seed.ts): its details link opens the hotel, stay and room the agent chose.
const ACME_PROPOSAL = "0b7e1a5e-5eed-4d0c-9c01-000000000001";
const AGENT = { email: "agent@acme.test", password: "Demo@1234" };

test("an agent proposes a hotel to a client, who approves it and reaches the deal page", async ({ browser, page }) => {
  test.setTimeout(scaled(60_000));
  await logIn(page, AGENT);
  await page.goto(onHost(HOSTS.acme, `/booknow/hotels/deal/${ACME_PROPOSAL}`));
  await page.getByRole("link", { name: "Book this stay" }).click();
  const propose = page.getByRole("link", { name: "Propose to a client" });
  await expect(propose).toBeVisible({ timeout: scaled(15_000) });
  await propose.click();

  await expect(page.getByRole("heading", { name: "New proposal" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Offers" })).toContainText("Hotel Lisbon House");
  // Nothing chosen yet: the shared rule's message, on the field.
  await page.getByRole("button", { name: "Send the proposal" }).click();
  await expect(page.getByText("Choose a client of the agency")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Client", { exact: true }).selectOption({ label: "Alice Martin (alice@acme.test)" });
  const note = `Riverside stay ${Date.now().toString(36)}`;
  await page.getByLabel("Note to the client").fill(note);
  await page.getByRole("button", { name: "Send the proposal" }).click();
  await expect(page).toHaveURL(/\/proposals$/);
  await expect(page.getByText("Proposal sent to the client").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Proposals" }).getByRole("listitem").filter({ hasText: "alice@acme.test" }).first()).toContainText("Sent");
  await expectAccessible(page);

  // The client: the mail's link, on a phone, signed out.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();
  // The mail is in Alice's own language, which other walks change (the preferences walk saves hers).
  const subject = /sent you a travel proposal|te ha enviado una propuesta de viaje|enviou uma proposta de viagem/;
  const mail = await openMail(phone, onHost(HOSTS.acme, "").replace(/\/$/, ""), "alice@acme.test", subject, note);
  const link = /\/allowAgentProposal\?proposalId=[0-9a-f-]{36}/.exec((await mail.textContent()) ?? "")?.[0];
  expect(link).toBeTruthy();
  await phone.goto(onHost(HOSTS.acme, link ?? "/"));
  await expect(phone.getByRole("heading", { name: "Approve your travel proposal" })).toBeVisible({ timeout: scaled(15_000) });
  // Shown without the site header (spec A §2).
  await expect(phone.getByRole("banner")).toHaveCount(0);
  await expect(phone.getByRole("list", { name: "Proposed offers" })).toContainText("Hotel Lisbon House");
  await expectAccessible(phone);
  await phone.getByRole("button", { name: "Approve proposal" }).click();
  await expect(phone.getByText("You approved this proposal. Book each part of your trip with the links above.")).toBeVisible();
  await expectAccessible(phone);
  await phone.getByRole("link", { name: "Book Hotel Lisbon House" }).click();
  await expect(phone).toHaveURL(/\/booknow\/hotels\/deal\/[0-9a-f-]{36}$/);
  await expect(phone.getByRole("heading", { name: "Hotel Lisbon House" })).toBeVisible({ timeout: scaled(15_000) });
  await expect(phone.getByText(note)).toBeVisible();
  await client.close();
});
