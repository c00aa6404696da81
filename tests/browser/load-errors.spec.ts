// spec A §8 load errors: a piece of the app that does not arrive (here: the flight search page's script
// answers 404, as after a deploy replaced the build) leaves the visitor a way on, a reload, instead of a
// blank page. The router itself reloads the document once on such a failure; when the piece is still
// missing after that, the prompt is what is left to the visitor.
import { expect, test } from "@playwright/test";
import { HOSTS, onHost } from "./fixtures/site";
import { scaled } from "./slowdown";
import { expectAccessible } from "./fixtures/axe";

const SEARCH_PAGE_CHUNK = /\/assets\/search-[\w-]{8}\.js$/;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a route whose script is gone offers a reload that brings the page back (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(onHost(HOSTS.acme, "/"));
    const bookNow = page.getByRole("link", { name: "Book Now" }).first();
    await expect(bookNow).toBeVisible({ timeout: scaled(15_000) });

    // The search pages' route chunks only (`search-<hash>.js`), not `search-params-<hash>.js`, which every page's
    // first load needs: the entry failing is not a load error the app can report (nothing of it runs).
    await page.route(SEARCH_PAGE_CHUNK, (route) => route.fulfill({ status: 404, body: "" }));
    await bookNow.click();

    const prompt = page.getByRole("alert").filter({ hasText: "This page could not be loaded completely" });
    await expect(prompt).toBeVisible({ timeout: scaled(15_000) });
    await expect(prompt).toContainText("This site was updated while you were using it. Reload to get the new version.");
    await expectAccessible(page, '[role="alert"]');

    await page.unroute(SEARCH_PAGE_CHUNK);
    await prompt.getByRole("button", { name: "Reload the page" }).click();
    await expect(page.getByRole("form", { name: "Search flights" })).toBeVisible({ timeout: scaled(15_000) });
    await expect(prompt).toHaveCount(0);
  });
}

// spec A §9 "Script chunk load time-out 120 seconds": a route's script that never arrives (the connection stays open,
// nothing comes) fails after 120 s with the load error prompt's time-out words and its reload. The page's clock is
// Playwright's: the 120 s pass at once.
test("a route's script that does not arrive in 120 s fails with the time-out message and a reload", async ({ page }) => {
  await page.clock.install();
  await page.goto(onHost(HOSTS.acme, "/"));
  const bookNow = page.getByRole("link", { name: "Book Now" }).first();
  await expect(bookNow).toBeVisible({ timeout: scaled(15_000) });

  let stalled = 0;
  // Held, never answered: the request stays open as on a stalled connection.
  await page.route(SEARCH_PAGE_CHUNK, () => {
    stalled += 1;
  });
  // The installed clock runs with real time until paused, and on a slow machine seconds pass between the click and
  // the held request: 119 s counted from the request (not the click) once showed the prompt. So the clock is paused
  // once the request is held, and the two checks are counted from what is known: the time-out started after
  // `clickedAt` and before the request was seen held.
  const clickedAt = await page.evaluate(() => Date.now());
  await bookNow.click();
  await expect.poll(() => stalled, { timeout: scaled(15_000) }).toBeGreaterThan(0);
  const pausedAt = (await page.evaluate(() => Date.now())) + 5_000;
  await page.clock.pauseAt(pausedAt);
  const prompt = page.getByRole("alert").filter({ hasText: "This page could not be loaded completely" });
  await page.clock.fastForward(clickedAt + 119_000 - pausedAt);
  await expect(prompt).toHaveCount(0);
  await page.clock.fastForward(pausedAt + 120_000 - (clickedAt + 119_000));
  await expect(prompt).toBeVisible({ timeout: scaled(15_000) });
  await expect(prompt).toContainText("Part of this page took too long to arrive. Check your connection, then reload.");

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.clock.resume();
  await prompt.getByRole("button", { name: "Reload the page" }).click();
  await expect(page.getByRole("form", { name: "Search flights" })).toBeVisible({ timeout: scaled(15_000) });
  await expect(prompt).toHaveCount(0);
});
