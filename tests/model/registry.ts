/**
 * Every machine under model-based test. `tests/model/*.test.ts` and
 * `npm run qa:coverage` both read this list, so a machine added here is
 * walked and reported everywhere. See README.md.
 */
import { carouselMachine } from "@machines/carousel/carousel.machine";
import { preferencesMachine } from "@machines/preferences/preferences.machine";
import { sessionMachine } from "@machines/session/session.machine";
import { settingsFormMachine } from "@machines/settings-form/settings-form.machine";
import { accountModels } from "./accounts/registry";
import { activityModels } from "./activities/registry";
import { officeChangeModel } from "./back-office/registry";
import { bookingModels } from "./booking/registry";
import { carModels } from "./cars/registry";
import { flightModels } from "./flights/registry";
import { hotelModels } from "./hotels/registry";
import { defineModel, type ModelDefinition } from "./harness";

export const carouselModel = defineModel({
  name: "carousel",
  machine: carouselMachine,
  inputs: [{ count: 0 }, { count: 1 }, { count: 3 }, { count: 3, reducedMotion: true }],
  events: [
    { type: "carousel.goTo", index: 2 },
    { type: "carousel.goTo", index: 3 }, // one past the end
    { type: "carousel.goTo", index: -1 },
  ],
});

export const preferencesModel = defineModel({
  name: "preferences",
  machine: preferencesMachine,
  inputs: [{ language: "en", currency: "USD" }],
  events: [
    { type: "language.changed", language: "es" },
    { type: "language.changed", language: "fr" }, // unsupported
    { type: "currency.changed", currency: "eur" }, // stored upper-case
    { type: "currency.changed", currency: "EURO" }, // not a 3-letter code
    { type: "session.changed", signedIn: true },
    { type: "session.changed", signedIn: false },
    { type: "xstate.error.actor.saveLanguage", error: new Error("offline") },
  ],
});

export const sessionModel = defineModel({
  name: "session",
  machine: sessionMachine,
  inputs: [{ token: null }, { token: "" }, { token: "stored" }],
  events: [
    { type: "session.started", token: "fresh" },
    { type: "session.started", token: "" }, // no token: ignored
  ],
});

/** The website settings editor (and the profile's forms): walked in Chromium on /settings/website. */
export const settingsFormModel = defineModel({
  name: "settingsForm",
  machine: settingsFormMachine,
  inputs: [{}],
  events: [
    { type: "form.submitted", values: { analytics: { googleAnalyticsId: "G-WALK1" } } },
    { type: "xstate.done.actor.save", output: { message: "Data updated successfully", data: {} } },
    {
      type: "xstate.error.actor.save",
      error: {
        httpStatus: 400,
        status: false,
        message: "A Google Analytics ID looks like G-XXXXXXX",
        validationError: [{ field: "analytics.googleAnalyticsId", message: "A Google Analytics ID looks like G-XXXXXXX" }],
      },
    },
    { type: "xstate.error.actor.save", error: { httpStatus: 503, status: false, message: "The database is restarting" } },
  ],
});

/**
 * The one list of machines under model-based test. The machine-level walks (tests/model/*.test.ts),
 * `npm run qa:coverage`, `qa:paths`, `qa:diagrams`, `qa:export` and the descriptions' tests all read
 * it, so a machine added here is walked, reported, drawn and described everywhere, and
 * tests/model/registry.test.ts fails when a machine of machines/ is missing from it. The booking
 * core on its fake vertical, the coupon field and the hotel comparison are walked at machine level
 * only (their `browser` note says where the pages are walked instead).
 */
export const models: readonly ModelDefinition[] = [
  carouselModel,
  preferencesModel,
  sessionModel,
  settingsFormModel,
  ...accountModels,
  ...flightModels,
  officeChangeModel,
  ...bookingModels,
  ...carModels,
  ...hotelModels,
  ...activityModels,
];
