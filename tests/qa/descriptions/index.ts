/** Plain-language descriptions per registry entry (keyed by the model's name). See ../describe.ts. */
import type { MachineDescriptions } from "../describe";
import { activityBookingDescriptions, bookingCoreDescriptions, carBookingDescriptions, hotelBookingDescriptions } from "./booking-verticals";
import { cancellationDescriptions } from "./cancellation";
import { couponCodeDescriptions, hotelCompareDescriptions } from "./hotels";
import { carouselDescriptions } from "./carousel";
import { dateRangeDescriptions } from "./date-range";
import { flightBookingDescriptions } from "./flight-booking";
import { forgotPasswordDescriptions } from "./forgot-password";
import { loginDescriptions } from "./login";
import { logoutDescriptions } from "./logout";
import { newPasswordDescriptions } from "./new-password";
import { officeChangeDescriptions } from "./office-change";
import { paymentDescriptions } from "./payment";
import { preferencesDescriptions } from "./preferences";
import { sessionDescriptions } from "./session";
import { settingsFormDescriptions } from "./settings-form";
import { signupDescriptions } from "./signup";
import { socialLoginDescriptions } from "./social-login";
import { ssoDescriptions } from "./sso";
import { travelerPickerDescriptions } from "./traveler-picker";
import { verifyEmailDescriptions } from "./verify-email";

// `never` context: each map is typed against its own machine's context where it is written.
export const descriptions: Readonly<Record<string, MachineDescriptions<never>>> = {
  carousel: carouselDescriptions,
  preferences: preferencesDescriptions,
  session: sessionDescriptions,
  settingsForm: settingsFormDescriptions,
  login: loginDescriptions,
  signup: signupDescriptions,
  forgotPassword: forgotPasswordDescriptions,
  newPassword: newPasswordDescriptions,
  verifyEmail: verifyEmailDescriptions,
  socialLogin: socialLoginDescriptions,
  sso: ssoDescriptions,
  logout: logoutDescriptions,
  flightBooking: flightBookingDescriptions,
  payment: paymentDescriptions,
  cancellation: cancellationDescriptions,
  travelerPicker: travelerPickerDescriptions,
  dateRange: dateRangeDescriptions,
  officeChange: officeChangeDescriptions,
  bookingCore: bookingCoreDescriptions,
  carBooking: carBookingDescriptions,
  hotelBooking: hotelBookingDescriptions,
  couponCode: couponCodeDescriptions,
  hotelCompare: hotelCompareDescriptions,
  activityBooking: activityBookingDescriptions,
};
