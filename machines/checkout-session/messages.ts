// Resumable checkouts: why a saved checkout could not be resumed. Same descriptor pattern as
// src/shared/messages.ts (/*i18n*/ marker, explicit ids, English `message`).
export const checkoutSessionMessages = {
  outdated: /*i18n*/ {
    id: "checkout.resume.outdated",
    message: "This checkout was saved by an older version of the site and cannot be resumed. We have kept the traveller details; please search again.",
  },
  broken: /*i18n*/ { id: "checkout.resume.broken", message: "This checkout could not be resumed. Please start a new search." },
} as const;
