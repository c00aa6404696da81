// Messages both the server and the browser show. They are plain Lingui message descriptors
// (the /*i18n*/ marker lets `lingui extract` find them without the macro, because the server
// runs without Babel). Ids are stable keys; `message` is the spec's exact English text.
// Render them with `i18n._(descriptor)` on either side.

export const messages = {
  required: /*i18n*/ { id: "validation.required", message: "Required" },
  somethingWentWrong: /*i18n*/ { id: "error.somethingWentWrong", message: "Something went wrong" },
  somethingWentWrongBang: /*i18n*/ { id: "error.somethingWentWrongBang", message: "Something went wrong!" },
  internalError: /*i18n*/ {
    id: "error.internal",
    message: "Something went wrong on our side. Please try again. Reference: {requestId}",
  },
  invalidField: /*i18n*/ { id: "error.invalidField", message: "Invalid value for {field}: {reason}" },
  notFound: /*i18n*/ { id: "error.notFound", message: "Not found" },
  agencyNotFound: /*i18n*/ { id: "agency.notFound", message: "Agency not found!" },
  agencyInactive: /*i18n*/ { id: "agency.inactive", message: "Agency is inactive, Please contact the administrator" },
  sessionExpired: /*i18n*/ { id: "session.expired", message: "Your session has expired, Please login again." },
  tooManyRequests: /*i18n*/ { id: "error.tooManyRequests", message: "Too many requests, please slow down and try again shortly." },
  ok: /*i18n*/ { id: "api.ok", message: "Success" },
} as const;

export type MessageKey = keyof typeof messages;
