// The provider's console (issue "Ready to go live"): the provider's operator, on the bare host, lists the agencies,
// creates one (its owner is mailed an invitation) and deactivates it; the agency's site then says it is inactive.
// At 390 px, with axe; conventions §8: by role and accessible name. Budgets scale with the machine (slowdown.ts).
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signIn, toast } from "./fixtures/accounts";
import { HOSTS, onHost, PORT } from "./fixtures/site";
import { scaled } from "./slowdown";
import { expectAccessible } from "./fixtures/axe";

const PHONE = { width: 390, height: 844 };
const OPERATOR = "ops@waypoint.test";

test("the provider's operator lists, creates and deactivates an agency, whose site then says it is inactive", async ({ page, context }) => {
  test.setTimeout(scaled(90_000));
  const quick = expect.configure({ timeout: scaled(10_000) });
  await page.setViewportSize(PHONE);
  await signIn(context, OPERATOR, undefined, HOSTS.provider);
  const suffix = randomUUID().slice(0, 6);
  const name = `Harbour Trips ${suffix}`;
  const subdomain = `harbour-${suffix}`;
  const owner = `owner-${suffix}@harbour.test`;

  await page.goto(onHost(HOSTS.provider, "/agencies"));
  const agencies = page.getByRole("list", { name: "Agencies" });
  await quick(page.getByRole("heading", { level: 1, name: "Agencies" })).toBeVisible();
  await quick(agencies.getByRole("listitem").filter({ hasText: "Acme Travel" })).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole("form", { name: "Create an agency" });
  await form.getByRole("textbox", { name: "Agency name" }).fill(name);
  await form.getByRole("textbox", { name: "Subdomain" }).fill(subdomain);
  // By keyboard: react-aria's inputs are visually hidden, and a click on one lands under the sticky header.
  const cars = form.getByRole("checkbox", { name: "Cars" });
  await cars.focus();
  await page.keyboard.press("Space");
  await expect(cars).not.toBeChecked();
  const subscribed = form.getByRole("radio", { name: /^Subscribed/ });
  await subscribed.focus();
  await page.keyboard.press("Space");
  await expect(subscribed).toBeChecked();
  await form.getByRole("textbox", { name: "Owner's email" }).fill(owner);
  await form.getByRole("button", { name: "Create the agency" }).click();
  await quick(toast(page, `${name} is ready at http://${subdomain}.localhost:${PORT}. Its owner's invitation went to ${owner}.`)).toBeVisible();

  // URL-driven: the search is in the address, and finds the new agency with its invited owner.
  await page.goto(onHost(HOSTS.provider, `/agencies?searchQuery=${subdomain}`));
  const row = agencies.getByRole("listitem").filter({ hasText: name });
  await quick(row).toContainText(`${owner} (invited)`);
  await expect(row).toContainText(`${subdomain}.localhost`);
  await expect(agencies.getByRole("listitem")).toHaveCount(1);

  // The owner's invitation is in the new agency's mailbox (the demo's, without SMTP_URL).
  await expect(async () => {
    const mailbox = await page.request.get(`http://127.0.0.1:${PORT}/api/mailbox`, { headers: { host: `${subdomain}.localhost:${PORT}` } });
    const mails = ((await mailbox.json()) as { data: { to: string; subject: string }[] }).data;
    expect(mails.some((mail) => mail.to === owner && /invited to join/.test(mail.subject))).toBe(true);
  }).toPass({ timeout: scaled(10_000) });

  await row.getByRole("button", { name: `Deactivate ${name}` }).click();
  await quick(toast(page, `${name} is deactivated: its site says so and takes no bookings or sign-ins`)).toBeVisible();
  await quick(row.getByRole("button", { name: `Activate ${name}` })).toBeVisible();
  await expect(row).toContainText("Inactive");
  await expectAccessible(page);

  const site = await context.newPage();
  await site.setViewportSize(PHONE);
  await site.goto(onHost(`${subdomain}.localhost`));
  await quick(site.getByRole("alert")).toHaveText("Agency is inactive, Please contact the administrator");
});

test("an agency's owner has no console: the page says they are not allowed", async ({ page, context }) => {
  test.setTimeout(scaled(30_000));
  await page.setViewportSize(PHONE);
  await signIn(context, "owner@acme.test");
  await page.goto(onHost(HOSTS.acme, "/agencies"));
  await expect(page.getByRole("heading", { level: 1, name: "Agencies" })).toBeVisible({ timeout: scaled(10_000) });
  await expect(page.getByRole("list", { name: "Agencies" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Create an agency" })).toHaveCount(0);
});
