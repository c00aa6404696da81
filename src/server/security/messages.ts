// Answers of the security guards (security hardening, "Web security"). Same pattern as src/shared/messages.ts:
// /*i18n*/ descriptors with explicit ids; a message missing from a catalog falls back to English.
export const securityMessages = {
  jsonOnly: /*i18n*/ {
    id: "security.jsonOnly",
    message: "This request must be sent as JSON (Content-Type: application/json).",
  },
  crossSite: /*i18n*/ {
    id: "security.crossSite",
    message: "Requests from other sites are not allowed.",
  },
  misdirected: /*i18n*/ {
    id: "security.misdirected",
    message: "This site cannot act for that agency.",
  },
} as const;
