// The agency back office (spec B §6/§7): an owner invites a restricted agent, who signs up with the locked
// email (spec A §2) and cannot open markups; the owner promotes a client and sets a client's hotel markup, and
// that client's next hotel price changes. axe at 1280 and 390 px. conventions §8: by role and accessible name.
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import type { LoginResult } from "@/shared/api/auth";
import { linkToken, newestMail } from "../qa/drivers/accounts";
import { apiLogin, apiPost, NEW_PASSWORD, toast, uniqueEmail, useLogin } from "./fixtures/accounts";
import { isoDay, logIn } from "./fixtures/flights";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";
import { expectAccessible } from "./fixtures/axe";

const ACME = onHost(HOSTS.acme).replace(/\/$/, "");
const OWNER = { email: "owner@acme.test", password: "Demo@1234" };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A new browser context already signed in as `user` (the token cookie and the stored user, as a login leaves them). */
async function signedInContext(browser: Browser, user: LoginResult, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  await useLogin(context, user);
  return context;
}

/** A client the owner adds, who sets a password through the mailed link: signed in, ready to shop. */
async function newClient(request: APIRequestContext, ownerToken: string, name: string): Promise<{ email: string; login: LoginResult }> {
  const email = uniqueEmail("client");
  const created = await apiPost(request, HOSTS.acme, "/api/agency/clients/create", { token: ownerToken, data: { name, email } });
  expect(created.status()).toBe(200);
  const token = linkToken(await newestMail(request, email, /created an account/), "/newPassword");
  expect((await apiPost(request, HOSTS.acme, "/api/user/forgotPasswordLink", { data: { token, password: NEW_PASSWORD } })).status()).toBe(200);
  return { email, login: await apiLogin(request, email, NEW_PASSWORD) };
}

test("an owner invites a restricted agent, who signs up with the locked email and cannot open markups", async ({ page, browser, request }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, OWNER);
  await page.goto(`${ACME}/agents`);
  const email = uniqueEmail("agent");
  const form = page.getByRole("form", { name: "Invite an agent" });
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("checkbox", { name: /Restricted agent/ }).check();
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Revoke the invitation to ${email}` })).toBeVisible();
  await expectAccessible(page);

  const invitee = await browser.newContext({ viewport: PHONE });
  const phone = await invitee.newPage();
  await phone.goto(`${ACME}/signup?invitationToken=${encodeURIComponent(linkToken(await newestMail(request, email, /invited to join/), "/signup"))}`);
  const emailField = phone.getByRole("textbox", { name: "Email" });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();
  await phone.getByRole("textbox", { name: "Name" }).fill("Rita Restricted");
  await phone.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await phone.getByRole("checkbox", { name: /I agree/ }).check();
  const joined = phone.waitForResponse((r) => r.url().endsWith("/api/agency/agents") && r.request().method() === "POST");
  await phone.getByRole("button", { name: "Sign up" }).click();
  expect((await joined).status()).toBe(200);

  await logIn(phone, { email, password: NEW_PASSWORD });
  await phone.goto(`${ACME}/dashboard`);
  // spec A §2: below 1200 px the side navigation opens from the header; a restricted agent has no markups there.
  await phone.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  const menu = phone.getByRole("dialog").getByRole("navigation", { name: "Agent area" });
  await expect(menu.getByRole("link", { name: "Clients" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/booknow/flights/search");
  await expect(menu.getByRole("link", { name: "Markups" })).toHaveCount(0);
  await menu.getByRole("link", { name: "Clients" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await expectAccessible(phone);
  await phone.goto(`${ACME}/markups`);
  await expect(phone.getByRole("alert").filter({ hasText: "You are not allowed to open this page." })).toBeVisible();
  await invitee.close();
});

test("an owner promotes a client, and sets a client's hotel markup: that client's next price changes", async ({ browser, request }) => {
  const owner = await apiLogin(request, OWNER.email, OWNER.password);
  const [promoted, shopper] = await Promise.all([newClient(request, owner.token, "Pia Promoted"), newClient(request, owner.token, "Sam Shopper")]);
  const ownerContext = await signedInContext(browser, owner, PHONE);
  const office = await ownerContext.newPage();

  // Promote: find the client in the list (cards on a phone), open their page, promote to agent.
  await office.goto(`${ACME}/clients`);
  await office.getByRole("search", { name: "Search clients" }).getByRole("searchbox").fill(promoted.email);
  await office.getByRole("button", { name: "Search" }).click();
  await office.getByRole("link", { name: "Pia Promoted" }).click();
  await expect(office.getByRole("heading", { level: 1, name: "Pia Promoted" })).toBeVisible();
  await expectAccessible(office);
  await office.getByRole("button", { name: "Promote" }).click();
  await office.getByRole("dialog").getByRole("radio", { name: "Agent", exact: true }).check();
  await office.getByRole("dialog").getByRole("button", { name: "Promote" }).click();
  await expect(toast(office, "The user promoted successfully!")).toBeVisible();
  await expect(office).toHaveURL(/\/agents\//);

  // What the shopper is asked for the first hotel of a Lisbon stay.
  const shopperContext = await signedInContext(browser, shopper.login);
  const shop = await shopperContext.newPage();
  const search = `${ACME}/booknow/hotels/search?dest=2267057&name=Lisbon&in=${isoDay(20)}&out=${isoDay(22)}&rooms=2&nat=US`;
  const firstHotel = shop.getByRole("button", { name: /^See rooms at/ }).first();
  await shop.goto(search);
  await expect(firstHotel).toBeEnabled({ timeout: scaled(20_000) });
  const before = (await firstHotel.getAttribute("aria-label")) ?? "";
  const hotel = /^See rooms at (.+) from /.exec(before)?.[1] ?? "";

  // The owner sets the shopper's hotel markup to 50 %.
  await office.setViewportSize(DESKTOP);
  await office.goto(`${ACME}/clients?searchQuery=${encodeURIComponent(shopper.email)}`);
  await office.getByRole("link", { name: "Sam Shopper" }).click();
  const markups = office.getByRole("form", { name: "Markups for Sam Shopper" });
  await markups
    .getByRole("checkbox", { name: /Use the agency's markup/ })
    .nth(1)
    .uncheck();
  await markups.getByRole("combobox", { name: "Markup type for Hotels" }).selectOption("percent");
  await markups.getByRole("textbox", { name: "Markup % for Hotels" }).fill("50");
  await markups.getByRole("textbox", { name: "Agency fee (USD) for Hotels" }).fill("0");
  await markups.getByRole("button", { name: "Save markups" }).click();
  await expect(toast(office, "Markup updated successfully")).toBeVisible();
  await expectAccessible(office);

  await shop.reload();
  const same = shop.getByRole("button", { name: new RegExp(`^See rooms at ${hotel.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} from `) });
  await expect(same).toBeEnabled({ timeout: scaled(20_000) });
  await expect(same).not.toHaveAttribute("aria-label", before);
  await Promise.all([ownerContext.close(), shopperContext.close()]);
});
