/**
 * Browser driver of the carousel machine: the "Featured destinations" carousel on the Acme
 * landing page (src/web/routes/-components/hero-carousel.tsx).
 *
 * - Inputs: the slide count comes from `GET /api/agency` (`carouselImages`, overridden per path so
 *   0 and 1 slides can be walked on the seeded agency), reduced motion from
 *   `page.emulateMedia({ reducedMotion })`.
 * - Time: `page.clock` is installed and paused before the page loads, so the carousel only moves
 *   when a step waits (`runFor(3000)`); checks never race the timer.
 * - Hover and focus pause the carousel. In `playing`, a real click would hover first and pause it,
 *   so the controls are activated without hover or focus (`dispatchEvent("click")`), as a screen
 *   reader's virtual cursor does. In `paused` they are clicked like a mouse user would.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { CarouselContext, CarouselInput } from "@machines/carousel/carousel.machine";
import { CAROUSEL_INTERVAL_MS } from "@/shared/constants";
import { HOSTS, onHost, overrideAgency } from "../../browser/fixtures/site";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver, type UiStep } from "../ui-model";

const SLIDES = ["/media/slide-1.jpg", "/media/slide-2.jpg", "/media/slide-3.jpg"];
const START = new Date("2030-05-01T09:00:00Z");

const region = (page: Page) => page.getByRole("region", { name: "Featured destinations" });
const dot = (page: Page, position: number, count: number) => region(page).getByRole("button", { name: `Slide ${position} of ${count}`, exact: true });
const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as CarouselContext;

/** The slide shown is the dot with aria-current; a live region that is off means it is rotating (WAI-ARIA carousel). */
async function showsSlide(page: Page, snapshot: ExpectedSnapshot, live: "off" | "polite"): Promise<void> {
  const { index, count } = contextOf(snapshot);
  for (let position = 1; position <= count; position++) {
    if (position === index + 1) await expect(dot(page, position, count)).toHaveAttribute("aria-current", "true");
    else await expect(dot(page, position, count)).not.toHaveAttribute("aria-current", /.*/);
  }
  await expect(region(page).locator("[aria-live]")).toHaveAttribute("aria-live", live);
}

/** Press a control the way a person can in the current state (see the header). */
async function press(button: Locator, step: UiStep): Promise<void> {
  if (step.before.value === "playing") await button.dispatchEvent("click");
  else await button.click();
}

export const carouselDriver = defineDriver({
  async setup(page, input) {
    const { count, reducedMotion = false } = input as CarouselInput;
    await page.emulateMedia({ reducedMotion: reducedMotion ? "reduce" : "no-preference" });
    await overrideAgency(page, { carouselImages: SLIDES.slice(0, count) });
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1_000));
    await page.goto(onHost(HOSTS.acme));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  },
  stateChecks: {
    async single(page, snapshot) {
      const { count } = contextOf(snapshot);
      if (count === 0) {
        await expect(region(page)).toHaveCount(0);
        return;
      }
      await expect(region(page)).toBeVisible();
      await expect(region(page).getByRole("button")).toHaveCount(0);
    },
    async playing(page, snapshot) {
      await showsSlide(page, snapshot, "off");
    },
    async paused(page, snapshot) {
      await showsSlide(page, snapshot, "polite");
    },
  },
  eventActions: {
    async "carousel.next"(page, _event, step) {
      await press(region(page).getByRole("button", { name: "Next slide" }), step);
    },
    async "carousel.previous"(page, _event, step) {
      await press(region(page).getByRole("button", { name: "Previous slide" }), step);
    },
    async "carousel.goTo"(page, event, step) {
      const { count } = contextOf(step.before);
      const index = Number(event.index);
      const target = dot(page, index + 1, count);
      // Out of range: there is no such dot, so a person cannot ask for it.
      if (!(index >= 0 && index < count)) return expect(target).toHaveCount(0);
      await press(target, step);
    },
    async "carousel.paused"(page) {
      await region(page).hover();
    },
    async "carousel.resumed"(page) {
      // Enter first, so leaving is a real mouseleave even when the pause came from elsewhere.
      await region(page).hover();
      await page.mouse.move(0, 0);
    },
    async "xstate.after.slideInterval.carousel.playing"(page) {
      await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    },
  },
});
