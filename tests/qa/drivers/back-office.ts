/**
 * Browser driver of the office-change machine (one back-office change saved), on the agency's markup editor
 * (/markups, src/web/features/back-office/components/markup-editor.tsx) as Acme's owner. The save
 * (`PATCH /api/agency/markups`) is held until its step: the real answer, the server's refusal with its
 * message, or the network failing ('Something went wrong', spec A §8). What it saves is what Acme has.
 */
import { expect, type Page } from "@playwright/test";
import type { OfficeChangeContext } from "@machines/office-change/office-change.machine";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver } from "../ui-model";
import { answerAll, heldCount, hold, named, signedInAt, preparePage } from "./accounts";

const form = (page: Page) => page.getByRole("form", named(page, "Agency markups"));
const save = (page: Page) => form(page).getByRole("button", named(page, "Save markups"));
const hotelField = (page: Page, label: string) => form(page).getByRole("textbox", named(page, label));

export const officeChangeDriver = defineDriver({
  async setup(page) {
    preparePage(page, "en");
    await hold(page, "saveMarkups", "**/api/agency/markups", "PATCH");
    await signedInAt(page, "owner@acme.test", "/markups");
    await expect(save(page)).toBeVisible();
  },
  stateChecks: {
    async editing(page) {
      await expect(save(page)).toBeEnabled();
      await expect(form(page).getByRole("alert")).toHaveCount(0);
      await expect(form(page).getByRole("status")).toHaveCount(0);
    },
    async saving(page) {
      await expect(save(page)).toBeDisabled();
      await expect(form(page).getByRole("status").filter({ hasText: "Saving…" })).toBeVisible();
      await expect.poll(() => heldCount(page, "saveMarkups"), { message: "a pending save" }).toBeGreaterThan(0);
    },
    async saved(page) {
      await expect(save(page)).toBeEnabled();
      await expect(
        form(page)
          .getByRole("status")
          .filter({ hasText: /^Saved$/ }),
      ).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Markup updated successfully" })).toBeVisible();
    },
    async failed(page, snapshot: ExpectedSnapshot) {
      const { error } = snapshot.context as OfficeChangeContext;
      const text = typeof error === "string" ? error : (error?.message ?? "");
      await expect(save(page)).toBeEnabled();
      await expect(form(page).getByRole("alert")).toHaveText(text);
    },
  },
  eventActions: {
    async "change.submitted"(page, _event, step) {
      // Acme's own hotel markup (8 % + 15.00, src/server/hotels/seed.ts): a real save changes no price that
      // other browser tests on the same server see.
      if (step.before.value === "editing") {
        await hotelField(page, "Markup % for Hotels").fill("8");
        await hotelField(page, "Agency fee (USD) for Hotels").fill("15");
      }
      await save(page).click();
    },
    async "change.edited"(page) {
      // A value other than the one shown: typing the same value changes nothing.
      const fee = hotelField(page, "Agency fee (USD) for Hotels");
      await fee.fill((await fee.inputValue()) === "1" ? "2" : "1");
    },
    async "xstate.done.actor.save"(page) {
      await answerAll(page, "saveMarkups", { real: true });
    },
    async "xstate.error.actor.save"(page, event) {
      await answerAll(page, "saveMarkups", { failure: event.error });
    },
  },
});
