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
  payloadTooLarge: /*i18n*/ { id: "error.payloadTooLarge", message: "The request is too large to be accepted. Send less at once." },
  ok: /*i18n*/ { id: "api.ok", message: "Success" },

  // Reasons inside messages.invalidField (server validation, 400).
  validationExpectedType: /*i18n*/ { id: "validation.expectedType", message: "expected a value of type {expected}" },
  validationTooShort: /*i18n*/ { id: "validation.tooShort", message: "must be at least {minimum} characters long" },
  validationTooLong: /*i18n*/ { id: "validation.tooLong", message: "must be at most {maximum} characters long" },
  validationTooSmall: /*i18n*/ { id: "validation.tooSmall", message: "must be at least {minimum}" },
  validationTooBig: /*i18n*/ { id: "validation.tooBig", message: "must be at most {maximum}" },
  validationTooFewItems: /*i18n*/ { id: "validation.tooFewItems", message: "must contain at least {minimum} items" },
  validationTooManyItems: /*i18n*/ { id: "validation.tooManyItems", message: "must contain at most {maximum} items" },
  validationInvalidFormat: /*i18n*/ { id: "validation.invalidFormat", message: "is not a valid {format}" },
  validationInvalidOption: /*i18n*/ { id: "validation.invalidOption", message: "must be one of: {options}" },
  validationUnknownKeys: /*i18n*/ { id: "validation.unknownKeys", message: "unknown field(s): {keys}" },
  validationInvalid: /*i18n*/ { id: "validation.invalid", message: "is not valid" },
  validationNulCharacter: /*i18n*/ { id: "validation.nulCharacter", message: "must not contain a NUL character" },
  // The cancellation quote flow (every vertical): the machine's alert and the server's answer when
  // the supplier's refund moved since the quote.
  refundChanged: /*i18n*/ {
    id: "cancellation.refundChanged",
    message: "The refund amount has changed. Please review it and confirm the cancellation again.",
  },
} as const;
