// The agency's subscription (spec A §2 /subscription, spec B §7 subscriptions and billings): Nomad's owner,
// on monthly billing in the demo, moves to the yearly plan with a 3-D Secure card (docs/sandbox.md), gets
// the invoice as a PDF, replaces the card, and the logo leads an unsubscribed agency's owner to /subscription (spec A §2). axe at
// 390 and 1280 px. conventions §8: by role and accessible name.
import { expect, test } from "@playwright/test";
import type { LoginResult } from "@/shared/api/auth";
import { apiPost, toast } from "./fixtures/accounts";
import { expectAccessible } from "./fixtures/axe";
import { HOSTS, onHost, overrideAgency } from "./fixtures/site";

const NOMAD = onHost(HOSTS.nomad).replace(/\/$/, "");
const PHONE = { width: 390, height: 844 };

test("an owner moves to yearly billing with a 3-D Secure card and downloads the invoice", async ({ browser, request }) => {
  const res = await apiPost(request, HOSTS.nomad, "/api/user/login", { data: { email: "owner@nomad.test", password: "Demo@1234" } });
  expect(res.status()).toBe(200);
  const owner = ((await res.json()) as { data: LoginResult }).data;
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([{ name: "token", value: owner.token, url: NOMAD }]);
  const { token: _token, ...stored } = owner;
  await context.addInitScript((value) => window.localStorage.setItem("user", value), JSON.stringify(stored));
  const page = await context.newPage();

  await page.goto(`${NOMAD}/subscription`);
  await expect(page.getByRole("heading", { level: 1, name: "Subscription" })).toBeVisible();
  await expect(page.getByText(/^Monthly · /)).toBeVisible();
  await page.getByRole("button", { name: "Switch to yearly billing" }).click();

  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByRole("textbox", { name: "Name on card" }).fill("Lena Fischer");
  await form.getByRole("textbox", { name: "Card number" }).fill("4000 0025 0000 3155");
  await form.getByRole("textbox", { name: "Expiry date (MM/YY)" }).fill(`12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, "0")}`);
  await form.getByRole("textbox", { name: "Security code (CVC)" }).fill("123");
  await expectAccessible(page);
  await form.getByRole("button", { name: /^Pay / }).click();

  const bank = page.getByRole("dialog", { name: "Confirm your payment" });
  await expect(bank.getByText("•••• 3155")).toBeVisible();
  await expectAccessible(page);
  await bank.getByRole("button", { name: "Complete authentication" }).click();

  await expect(toast(page, "Your plan was changed to yearly billing.")).toBeVisible();
  await expect(page.getByText(/^Yearly · /)).toBeVisible();
  await expect(page.getByText("visa •••• 3155")).toBeVisible();
  const invoices = page.getByRole("list", { name: "Invoices" });
  await expect(invoices.getByText(/^NOMAD-\d{4}-0001$/)).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await invoices.getByRole("button", { name: /^Download invoice NOMAD-\d{4}-0001 \(PDF\)$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^NOMAD-\d{4}-0001\.pdf$/);
  // Replace the card (the sandbox's typed form, checked and released): a card whose bank asks every time passes its
  // step here and is saved for the renewals (docs/decisions.md "Saved cards on Stripe" for Stripe's SetupIntent).
  await page.getByRole("button", { name: "Replace the card" }).click();
  await form.getByRole("textbox", { name: "Name on card" }).fill("Lena Fischer");
  await form.getByRole("textbox", { name: "Card number" }).fill("4000 0027 6000 3184");
  await form.getByRole("textbox", { name: "Expiry date (MM/YY)" }).fill(`11/${String((new Date().getUTCFullYear() + 4) % 100).padStart(2, "0")}`);
  await form.getByRole("textbox", { name: "Security code (CVC)" }).fill("123");
  await form.getByRole("button", { name: "Save card" }).click();
  await bank.getByRole("button", { name: "Complete authentication" }).click();
  await expect(toast(page, "Your card was saved for the next renewal.")).toBeVisible();
  await expect(page.getByText("visa •••• 3184")).toBeVisible();
  await expect(invoices.getByText(/^NOMAD-\d{4}-0002$/)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("button", { name: "Switch to monthly billing at renewal" })).toBeVisible();
  // Cancelled at the period's end, then kept after all (docs/decisions.md "Subscription and billing").
  await page.getByRole("button", { name: "Cancel at the end of the period" }).click();
  await expect(toast(page, "Your subscription will end when the current period ends. Nothing more will be charged.")).toBeVisible();
  await expect(page.getByText("Ends on")).toBeVisible();
  await page.getByRole("button", { name: "Keep my subscription" }).click();
  await expect(page.getByText("Renews on")).toBeVisible();

  // spec A §2: with the agency unsubscribed, the owner's logo leads to /subscription.
  await overrideAgency(page, { isSubscribed: false });
  await page.goto(`${NOMAD}/dashboard`);
  await expect(page.getByRole("link", { name: "Nomad Journeys" })).toHaveAttribute("href", "/subscription");
  await context.close();
});
