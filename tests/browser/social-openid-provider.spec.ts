// "Ready to go live": a customer signs up and logs in through a real, standard OpenID provider (oidc-provider,
// started by playwright.config.ts beside the server and configured there as Google and as Facebook), on the
// provider's own login and consent pages, from the real buttons of /signup and /login (spec A §4 social login).
// The server half of the same flow, tampered answers included: tests/server/social-openid-provider.test.ts.
import { expect, test, type Page } from "@playwright/test";
import type { SocialProvider } from "@/shared/api/auth";
import { toast, tokenCookie, uniqueEmail } from "./fixtures/accounts";
import { signInAtProvider } from "./fixtures/openid-provider";
import { HOSTS, onHost, PORT } from "./fixtures/site";

test.describe.configure({ mode: "parallel" });

const ACME = onHost(HOSTS.acme).replace(/\/$/, "");
/** Acme has every booking menu item active: a customer lands on Air Travel (spec A §4 last fallback). */
const LANDING = `${ACME}/booknow/flights/search`;
const NAMES: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook" };

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(LANDING);
  await expect(toast(page, "Logged in successfully")).toBeVisible();
  expect(await tokenCookie(page.context()), "token cookie").toBeTruthy();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log out" })).toBeVisible();
}

/** Signs up with one provider, logs out, forgets the provider's session, and logs in with the other. */
for (const [signUpWith, logInWith] of [
  ["google", "facebook"],
  ["facebook", "google"],
] as const) {
  test(`signs up with ${NAMES[signUpWith]} on /signup, then logs in with ${NAMES[logInWith]} on /login`, async ({ page }) => {
    const email = uniqueEmail(`openid-${signUpWith}`);

    await page.goto(`${ACME}/signup`);
    await page.getByText("Social Signup").click();
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: `Sign up with ${NAMES[signUpWith]}` }).click();
    await signInAtProvider(page, PORT, email);
    await expectSignedIn(page);
    // The provider proved the email: no code to confirm it.
    await expect(page.getByRole("heading", { name: "Confirm your email" })).toHaveCount(0);

    await page.getByRole("banner").getByRole("link", { name: "Log out" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeVisible();
    expect(await tokenCookie(page.context())).toBeNull();
    // A new visit to the provider: its login page again, not the session of the sign-up.
    await page.context().clearCookies({ domain: "127.0.0.1" });

    await page.goto(`${ACME}/login`);
    await page.getByRole("button", { name: `Continue with ${NAMES[logInWith]}` }).click();
    await signInAtProvider(page, PORT, email);
    await expectSignedIn(page);
  });
}
