/**
 * Browser drivers by model name (tests/qa/ui-model.ts). `npm run qa:coverage` shows "no driver" in
 * the browser column for a machine missing here. Add a driver, then a spec
 * `tests/browser/model-<machine>.spec.ts` calling `describeUiModel(model, driver)`.
 */
import type { UiDriver } from "../ui-model";
import { forgotPasswordDriver } from "./accounts-forgot-password";
import { loginDriver } from "./accounts-login";
import { logoutDriver } from "./accounts-logout";
import { newPasswordDriver } from "./accounts-new-password";
import { signupDriver } from "./accounts-signup";
import { socialLoginDriver } from "./accounts-social-login";
import { ssoDriver } from "./accounts-sso";
import { verifyEmailDriver } from "./accounts-verify-email";
import { activityBookingDriver } from "./activities-booking";
import { officeChangeDriver } from "./back-office";
import { carBookingDriver } from "./cars-booking";
import { carouselDriver } from "./carousel";
import { flightDrivers } from "./flights";
import { hotelBookingDriver } from "./hotels-booking";
import { preferencesDriver } from "./preferences";
import { sessionDriver } from "./session";
import { settingsFormDriver } from "./settings-form";

export const drivers: Readonly<Record<string, UiDriver>> = {
  carousel: carouselDriver,
  login: loginDriver,
  signup: signupDriver,
  forgotPassword: forgotPasswordDriver,
  newPassword: newPasswordDriver,
  verifyEmail: verifyEmailDriver,
  socialLogin: socialLoginDriver,
  sso: ssoDriver,
  logout: logoutDriver,
  session: sessionDriver,
  settingsForm: settingsFormDriver,
  preferences: preferencesDriver,
  ...flightDrivers,
  hotelBooking: hotelBookingDriver,
  activityBooking: activityBookingDriver,
  carBooking: carBookingDriver,
  officeChange: officeChangeDriver,
};
