// The website settings' rules and answers (spec A §3 agencyData, §8; spec B §5 subdomain availability), by
// id: a zod issue carries the id, and the server's answer and the editor's field error translate the same
// descriptor (src/shared/message-ids.ts). The spec's own words are quoted where it has them.
import type { MessageDescriptor } from "../validation/messages";

export const websiteMessages = {
  // spec A §8 "Agency update failure: Message or 'Something went wrong'; success 'Data updated successfully'".
  updated: /*i18n*/ { id: "website.updated", message: "Data updated successfully" },
  color: /*i18n*/ { id: "website.color", message: "Enter a colour as #RRGGBB" },
  heading: /*i18n*/ { id: "website.heading", message: "Enter a heading of at most 150 characters" },
  subHeading: /*i18n*/ { id: "website.subHeading", message: "A sub-heading is at most 300 characters" },
  agencyName: /*i18n*/ { id: "website.agencyName", message: "Enter a site name of at most 80 characters" },
  overlay: /*i18n*/ { id: "website.overlay", message: "The overlay is a whole number from 0 to 100" },
  asset: /*i18n*/ { id: "website.asset", message: "Upload this file again: it is not one of this agency's files" },
  menu: /*i18n*/ { id: "website.menu", message: "The booking menu lists Air Travel, Hotels, Cars and Activities once each" },
  url: /*i18n*/ { id: "website.url", message: "Enter a full web address starting with https://" },
  socialHost: /*i18n*/ { id: "website.socialHost", message: "This link is not on that network's own site" },
  phone: /*i18n*/ { id: "website.phone", message: "Enter a phone number of 6 to 20 digits, spaces, dashes or brackets, with an optional +" },
  legalTooLong: /*i18n*/ { id: "website.legalTooLong", message: "This text is at most 50,000 characters" },
  googleAnalyticsId: /*i18n*/ { id: "website.googleAnalyticsId", message: "A Google Analytics ID looks like G-XXXXXXX" },
  facebookAnalyticsId: /*i18n*/ { id: "website.facebookAnalyticsId", message: "A Facebook pixel ID is 5 to 20 digits" },
  analyticsId: /*i18n*/ { id: "website.analyticsId", message: "Enter a Google Analytics or Facebook pixel ID to turn analytics on" },
  currency: /*i18n*/ { id: "website.currency", message: "Choose a currency" },
  subdomainFormat: /*i18n*/ {
    id: "website.subdomain.format",
    message: "Use 3 to 63 lower-case letters, digits and dashes, starting and ending with a letter or digit",
  },
  subdomainReserved: /*i18n*/ { id: "website.subdomain.reserved", message: "This name is reserved" },
  subdomainTaken: /*i18n*/ { id: "website.subdomain.taken", message: "This name is already taken" },
  subdomainAvailable: /*i18n*/ { id: "website.subdomain.available", message: "This name is available" },
  domainFormat: /*i18n*/ { id: "website.domain.format", message: "Enter a domain name such as travel.example.com" },
  domainTaken: /*i18n*/ { id: "website.domain.taken", message: "Another agency already uses this domain" },
  ssoSecretRotated: /*i18n*/ {
    id: "website.sso.rotated",
    message: "A new single sign-on secret was made. Copy it now: it is not shown again.",
  },
  mailDomainSaved: /*i18n*/ { id: "website.mailDomain.saved", message: "Add the DNS record below to verify the mail domain" },
  rewardWalletSaved: /*i18n*/ { id: "website.rewardWallet.saved", message: "Reward wallet settings saved" },
} as const satisfies Record<string, MessageDescriptor>;

const byId = new Map<string, MessageDescriptor>(Object.values(websiteMessages).map((d) => [d.id, d]));

export function websiteDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}
