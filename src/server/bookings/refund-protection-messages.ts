// Answers and mail lines of refund protection (spec B "Add-ons"), apart from messages.ts so the
// add-on stays in its own files. Same pattern: /*i18n*/ descriptors with explicit ids.
export const refundProtectionMessages = {
  unavailable: /*i18n*/ { id: "refundProtection.server.unavailable", message: "Refund protection is not available for this agency" },
  quoteInvalid: /*i18n*/ { id: "refundProtection.server.quoteInvalid", message: "This refund protection quote is not valid for this booking" },
  quoteExpired: /*i18n*/ {
    id: "refundProtection.server.quoteExpired",
    message: "The refund protection price has changed. Please review it before booking.",
  },
  saved: /*i18n*/ { id: "refundProtection.server.saved", message: "Refund protection settings saved" },
  quoted: /*i18n*/ { id: "refundProtection.server.quoted", message: "Refund protection quoted" },
  mailLine: /*i18n*/ { id: "refundProtection.mail.line", message: "Refund protection: {amount} (cancel and get your full fare back)" },
} as const;
