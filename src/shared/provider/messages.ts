// The provider's console and the `agency` command (issue "Ready to go live"): their rules and answers, by id.
// A zod issue carries the id; the server's answer, the command's output and the console's field errors
// translate the same descriptor (src/shared/message-ids.ts).
import type { MessageDescriptor } from "../validation/messages";

export const providerMessages = {
  hostNeeded: /*i18n*/ { id: "provider.host.needed", message: "Give the agency a subdomain or a domain of its own" },
  menuEmpty: /*i18n*/ { id: "provider.menu.empty", message: "Choose at least one booking type" },
  created: /*i18n*/ {
    id: "provider.agency.created",
    message: "{agencyName} is ready at {host}. Its owner's invitation went to {email}.",
  },
  activated: /*i18n*/ { id: "provider.agency.activated", message: "{agencyName} is active: its site takes bookings again" },
  deactivated: /*i18n*/ {
    id: "provider.agency.deactivated",
    message: "{agencyName} is deactivated: its site says so and takes no bookings or sign-ins",
  },
  notFound: /*i18n*/ { id: "provider.agency.notFound", message: "No agency has this subdomain" },
  providerExists: /*i18n*/ { id: "provider.site.exists", message: "The provider's own site already exists" },
  providerKept: /*i18n*/ { id: "provider.site.kept", message: "The provider's own site is always active" },
  subdomainNeedsBase: /*i18n*/ {
    id: "provider.subdomain.needsBaseDomain",
    message: "A subdomain needs BASE_DOMAIN: the site answers on <subdomain>.<BASE_DOMAIN>. Set it, or give --domain.",
  },
} as const satisfies Record<string, MessageDescriptor>;

const byId = new Map<string, MessageDescriptor>(Object.values(providerMessages).map((d) => [d.id, d]));

export function providerDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}
