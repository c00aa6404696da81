// The agency a site starts from: the booking menu and the legal texts every new agency gets until it writes
// its own (website settings), and the provider's own site. The demo's seed and the onboarding service
// (src/server/provider/agencies.ts: `agency create`, `provider create`, the provider's console) build from these.
import { PROVIDER_AGENCY_NAME } from "@/shared/constants";
import type { BookingMenuItemRow, NewAgencyRow } from "../db/schema";
import { PROVIDER_SUBDOMAIN } from "./host";

/** The four booking menu items in their order, the given ones active. */
export const allMenu = (activeTitles: BookingMenuItemRow["title"][]): BookingMenuItemRow[] =>
  (["Air Travel", "Hotels", "Cars", "Activities"] as const).map((title) => ({ title, active: activeTitles.includes(title) }));

export function privacyPolicy(name: string, email: string): string {
  return [
    `${name} ("we", "us") respects your privacy. This policy explains which personal data we collect when you search for and book travel through this website, why we collect it and the rights you have over it.`,
    `We collect the details you give us when you create an account or make a booking: your name, email address, phone number, passport or identity details where a carrier or hotel requires them, and payment details, which are processed by our payment provider and never stored on our servers. We also record technical data such as your IP address, browser type and the pages you visit, to keep the service secure and to improve it.`,
    `We use your data to perform the booking you asked for, which means sharing the necessary details with airlines, hotels, car rental companies and activity providers; to send you booking confirmations and service messages; and, only if you agree, to send you offers. We keep booking records for as long as tax and consumer law requires, usually seven years, and delete or anonymise the rest when it is no longer needed.`,
    `You may ask for a copy of your data, its correction or its deletion, object to its use for marketing, or withdraw your consent at any time by writing to ${email}. You also have the right to complain to your local data protection authority.`,
  ].join("\n\n");
}

export function cookiesPolicy(name: string): string {
  return [
    `This website uses cookies and similar technologies. A cookie is a small text file that the website stores in your browser so that it can recognise you on your next visit.`,
    `Strictly necessary cookies keep you signed in for up to seven days, remember your language for up to a year and protect forms against misuse. The site cannot work without them, so they do not need your consent.`,
    `Preference cookies remember the currency you chose and whether you asked us to remember your email address on the login screen. Analytics cookies, which ${name} sets only when you accept them, tell us in aggregate which pages are used so we can improve them.`,
    `You can delete cookies or block them in your browser settings at any time. If you block strictly necessary cookies, you will not be able to sign in or complete a booking.`,
  ].join("\n\n");
}

export function disclaimer(name: string): string {
  return [
    `${name} acts as an agent for the airlines, hotels, car rental companies and activity providers whose services are offered on this website. The contract for each travel service is between you and that provider, under the provider's own conditions of carriage or booking terms.`,
    `Prices, availability and schedules are supplied by the providers and can change until a booking is confirmed. While we take care to show accurate information, we are not responsible for errors in the information the providers supply, or for changes, delays or cancellations made by them.`,
    `Travel documents, visas and health requirements are your responsibility. Please check the entry requirements of every country you will visit or transit before you travel.`,
  ].join("\n\n");
}

export function termsAndConditions(name: string): string {
  return [
    `These terms apply to every booking made through ${name}. By completing a booking you confirm that you have read them and that you are at least 18 years old and authorised to book for every traveller named.`,
    `Payment is taken when you book unless the offer says otherwise. Changes and cancellations follow the rules of the fare or rate you chose, which are shown before you pay; the provider's penalties and our service fee may apply.`,
    `Our liability to you is limited to the amount you paid us for the booking concerned, except where the law does not allow such a limit.`,
  ].join("\n\n");
}

const providerEmail = "hello@waypoint.test";

/** The provider's own site (spec A §1: the bare host, with the marketing page). */
export const PROVIDER_AGENCY: NewAgencyRow & { subdomain: string } = {
  code: "WAYPOINT",
  agencyName: PROVIDER_AGENCY_NAME,
  subdomain: PROVIDER_SUBDOMAIN,
  status: "Active",
  isSubscribed: true,
  subscriptionPlan: "provider",
  primaryColor: "#2c7be5",
  heading: "The booking engine that works for your agency",
  subHeading: "Net rates, your markup, one branded site for every client.",
  headingColor: "#ffffff",
  subHeadingColor: "#e6eefc",
  logo: "/media/waypoint-logo.webp",
  favicon: "/media/waypoint-favicon.png",
  backgroundImage: "/media/waypoint-hero.jpg",
  backgroundOverlay: 40,
  bookingMenuItemOptions: allMenu(["Air Travel", "Hotels", "Cars", "Activities"]),
  isFacebookEnabled: true,
  isGoogleEnabled: true,
  termsAndConditions: termsAndConditions(PROVIDER_AGENCY_NAME),
  privacyPolicy: privacyPolicy(PROVIDER_AGENCY_NAME, providerEmail),
  cookiesPolicy: cookiesPolicy(PROVIDER_AGENCY_NAME),
  disclaimer: disclaimer(PROVIDER_AGENCY_NAME),
  linkedin: "https://www.linkedin.com/company/waypoint-travel",
  contactEmailId: providerEmail,
};
