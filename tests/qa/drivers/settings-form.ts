/**
 * Browser driver of the settings form machine: the website settings page of Acme as its owner
 * (src/web/routes/_auth/settings/website.tsx). The person edits the Google Analytics ID (Acme has
 * analytics off, so a real save changes nothing another test sees); PATCH /api/agency is held until the
 * model's done (the real server's answer) or error (the model's refusal, with its fields).
 */
import { expect, type Page } from "@playwright/test";
import type { SettingsFormContext } from "@machines/settings-form/settings-form.machine";
import { websiteMessages } from "@/shared/branding/messages";
import { signIn } from "../../browser/fixtures/accounts";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver } from "../ui-model";
import { ACME, answer, named, note, preparePage, setNote, toast, tr, hold } from "./accounts";

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as SettingsFormContext;
const save = (page: Page) => page.getByRole("button", { name: new RegExp(`^(${tr(page, "Save changes")}|${tr(page, "Saving…")})$`) });
const discard = (page: Page) => page.getByRole("button", named(page, "Discard changes"));
const gaId = (page: Page) => page.getByRole("textbox", named(page, "Google Analytics ID"));
const bar = (page: Page) => page.getByRole("form", named(page, "Website settings")).getByRole("status").last();

export const settingsFormDriver = defineDriver({
  async setup(page) {
    preparePage(page);
    await signIn(page.context(), "owner@acme.test");
    await hold(page, "save", "**/api/agency", "PATCH");
    await page.goto(`${ACME}/settings/website`);
    setNote(page, "saved", await gaId(page).inputValue());
  },
  stateChecks: {
    async editing(page) {
      await expect(save(page)).toBeDisabled();
      await expect(gaId(page)).toHaveValue(note<string>(page, "saved") ?? "");
      await expect(bar(page)).toHaveText("");
    },
    async dirty(page) {
      await expect(bar(page)).toHaveText(tr(page, "Unsaved changes"));
      await expect(save(page)).toBeEnabled();
    },
    async saving(page) {
      await expect(save(page)).toHaveText(tr(page, "Saving…"));
      await expect(save(page)).toBeDisabled();
    },
    async saved(page) {
      await expect(toast(page, tr(page, websiteMessages.updated))).toBeVisible();
      await expect(bar(page)).toHaveText(tr(page, "All changes saved"));
      await expect(save(page)).toBeDisabled();
    },
    async failed(page, snapshot) {
      const { fieldErrors } = contextOf(snapshot);
      const reason = fieldErrors["analytics.googleAnalyticsId"];
      if (reason) {
        await expect(gaId(page)).toHaveAttribute("aria-invalid", "true");
        await expect(gaId(page)).toHaveAccessibleDescription(reason);
        await expect(gaId(page)).toBeFocused();
      } else {
        await expect(toast(page, note<string>(page, "failure") ?? "")).toBeVisible();
        await expect(bar(page)).toHaveText(tr(page, "Not saved"));
      }
      await expect(save(page)).toBeEnabled();
    },
  },
  eventActions: {
    async "form.changed"(page) {
      // A valid ID each time, so the form's own check lets the save go.
      const next = `G-WALK${Date.now().toString(36).toUpperCase().slice(-5)}`;
      await gaId(page).fill(next);
    },
    async "form.submitted"(page) {
      await save(page).click();
    },
    async "form.discarded"(page) {
      await discard(page).click();
    },
    async "xstate.done.actor.save"(page) {
      await answer(page, "save", { real: true });
      setNote(page, "saved", await gaId(page).inputValue());
    },
    async "xstate.error.actor.save"(page, event) {
      const { message } = await answer(page, "save", { failure: event.error });
      setNote(page, "failure", message);
    },
  },
});
