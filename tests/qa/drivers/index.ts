/**
 * Browser drivers by model name (tests/qa/ui-model.ts). `npm run qa:coverage` shows "no driver" in
 * the browser column for a machine missing here. Add a driver, then a spec
 * `tests/browser/model-<machine>.spec.ts` calling `describeUiModel(model, driver)`.
 */
import type { UiDriver } from "../ui-model";
import type { UnsupportedStep } from "./flights-common";
import { unsupportedCancellationStep } from "./flights-cancellation";
import { unsupportedDateStep } from "./flights-date-range";
import { unsupportedBookingStep } from "./flights-booking";
import { unsupportedPaymentStep } from "./flights-payment";
import { unsupportedTravelerStep } from "./flights-traveler-picker";
import { forgotPasswordDriver } from "./accounts-forgot-password";
import { loginDriver } from "./accounts-login";
import { logoutDriver } from "./accounts-logout";
import { newPasswordDriver } from "./accounts-new-password";
import { signupDriver } from "./accounts-signup";
import { socialLoginDriver } from "./accounts-social-login";
import { ssoDriver } from "./accounts-sso";
import { verifyEmailDriver } from "./accounts-verify-email";
import { activityBookingDriver, unsupportedActivityStep } from "./activities-booking";
import { officeChangeDriver } from "./back-office";
import { carBookingDriver, unsupportedCarStep } from "./cars-booking";
import { carouselDriver } from "./carousel";
import { flightDrivers } from "./flights";
import { hotelBookingDriver, unsupportedHotelStep } from "./hotels-booking";
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

/**
 * The machines whose spec walks them with `describeFlightUiModel` (a page that plans its searches and
 * answers from the whole path), with the steps their pages cannot produce: their cover set is chosen
 * among the paths the app can walk, and chained (flights-common.ts `bookingPathChoice`). The specs
 * `tests/browser/model-<machine>.spec.ts` pass the same functions.
 */
export const unsupportedSteps: Readonly<Record<string, UnsupportedStep>> = {
  flightBooking: unsupportedBookingStep,
  payment: unsupportedPaymentStep,
  cancellation: unsupportedCancellationStep,
  travelerPicker: unsupportedTravelerStep,
  dateRange: unsupportedDateStep,
  hotelBooking: unsupportedHotelStep,
  carBooking: unsupportedCarStep,
  activityBooking: unsupportedActivityStep,
};
