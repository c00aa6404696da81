// Texts of the account mails, translated into the recipient's language. Same pattern as
// src/shared/messages.ts: Lingui descriptors with the /*i18n*/ marker and explicit ids, because the
// server runs without Babel; `lingui extract` picks them up from src/.
export const mailMessages = {
  greeting: /*i18n*/ { id: "mail.greeting", message: "Hello {name}," },
  signature: /*i18n*/ { id: "mail.signature", message: "The {agencyName} team" },
  ignore: /*i18n*/ { id: "mail.ignore", message: "If you did not ask for this, you can ignore this email." },

  // spec A §7 "Short links": POST /api/short-url/email.
  shortLinkSubject: /*i18n*/ { id: "mail.shortLink.subject", message: "{senderName} shared {title} with you" },
  shortLinkIntro: /*i18n*/ { id: "mail.shortLink.intro", message: "{senderName} shared this page of {agencyName} with you:" },
  shortLinkNote: /*i18n*/ { id: "mail.shortLink.note", message: "Their message: {note}" },

  verifySubject: /*i18n*/ { id: "mail.verify.subject", message: "Confirm your email for {agencyName}" },
  verifyIntro: /*i18n*/ {
    id: "mail.verify.intro",
    message: "Thanks for signing up with {agencyName}. Please confirm your email address by opening this link:",
  },
  verifyExpiry: /*i18n*/ { id: "mail.verify.expiry", message: "The link works once and expires in 24 hours." },

  resetSubject: /*i18n*/ { id: "mail.reset.subject", message: "Reset your {agencyName} password" },
  resetIntro: /*i18n*/ { id: "mail.reset.intro", message: "Someone asked to reset the password of your account. Open this link to choose a new one:" },
  resetExpiry: /*i18n*/ { id: "mail.reset.expiry", message: "The link works once and expires in 1 hour." },

  inviteSubject: /*i18n*/ { id: "mail.invite.subject", message: "You are invited to join {agencyName}" },
  inviteIntro: /*i18n*/ {
    id: "mail.invite.intro",
    message: "{inviterName} invited you to join {agencyName} as a travel agent. Open this link to create your account:",
  },
  inviteExpiry: /*i18n*/ { id: "mail.invite.expiry", message: "The invitation works once and expires in 7 days." },

  welcomeSubject: /*i18n*/ { id: "mail.welcome.subject", message: "{agencyName} created an account for you" },
  welcomeIntro: /*i18n*/ { id: "mail.welcome.intro", message: "{agencyName} created an account for you with this email address. Open this link to choose your password:" },
  welcomeExpiry: /*i18n*/ { id: "mail.welcome.expiry", message: "The link works once and expires in 7 days." },

  codeSubject: /*i18n*/ { id: "mail.code.subject", message: "Your {agencyName} verification code: {code}" },
  codeIntro: /*i18n*/ { id: "mail.code.intro", message: "Enter this code to confirm your email address:" },
  codeExpiry: /*i18n*/ { id: "mail.code.expiry", message: "The code expires in 15 minutes." },
} as const;
