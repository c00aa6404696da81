// Messages of spec A §5 (validation) and §4/§8 (account flows). Same pattern as src/shared/messages.ts:
// plain Lingui descriptors with the /*i18n*/ marker and explicit ids, because the server runs without
// Babel. `message` is the spec's exact English text. zod issues carry the id only (see ./index.ts);
// render with `i18n._(descriptorFor(id) ?? id)` on either side.
import { messages } from "../messages";

export const validationMessages = {
  required: messages.required,
  emailMissingAt: /*i18n*/ { id: "validation.email.missingAt", message: "Please include an @ in the email address" },
  emailInvalid: /*i18n*/ { id: "validation.email.invalid", message: "The entered email is not valid" },
  // spec A §5: forgot-password extras
  emailEnterAddress: /*i18n*/ { id: "validation.email.enterAddress", message: "Please enter email address" },
  emailDoubleAt: /*i18n*/ { id: "validation.email.doubleAt", message: "@@ are not allowed" },
  emailTrailingDot: /*i18n*/ { id: "validation.email.trailingDot", message: "Dot are not allowed at the end of email address" },
  emailDotBeforeDomain: /*i18n*/ { id: "validation.email.dotBeforeDomain", message: "Dot are not allowed before domain name" },
  emailSpace: /*i18n*/ { id: "validation.email.space", message: "Space are not allowed in email address" },
  passwordLength: /*i18n*/ { id: "validation.password.length", message: "Be between 8 and 20 characters" },
  passwordWhitespace: /*i18n*/ { id: "validation.password.whitespace", message: "Password does not contain white space" },
  passwordInvalid: /*i18n*/ { id: "validation.password.invalid", message: "Password must be valid" },
  passwordRequired: /*i18n*/ { id: "validation.password.required", message: "Password Required" },
  spaceNotAllowed: /*i18n*/ { id: "validation.spaceNotAllowed", message: "Space not allowed" },
  nameOnlyAlphabets: /*i18n*/ { id: "validation.name.onlyAlphabets", message: "Only alphabets are allowed" },
  nameNoSpecialCharacters: /*i18n*/ { id: "validation.name.noSpecialCharacters", message: "No special characters allowed" },
  nameMinLength: /*i18n*/ { id: "validation.name.minLength", message: "Name must be minimum of two characters" },
  // Popover criteria labels other than length: the spec names the criteria but not their wording.
  passwordLowercase: /*i18n*/ { id: "validation.password.criteria.lowercase", message: "One lowercase letter" },
  passwordUppercase: /*i18n*/ { id: "validation.password.criteria.uppercase", message: "One uppercase letter" },
  passwordDigit: /*i18n*/ { id: "validation.password.criteria.digit", message: "One number" },
  passwordSpecial: /*i18n*/ { id: "validation.password.criteria.special", message: "One special character (! @ # $ % ^ & * _)" },
} as const;

// spec A §4 and §8: toasts and labels of the account flows (login, signup, social, SSO, logout).
export const accountMessages = {
  loggedIn: /*i18n*/ { id: "account.login.success", message: "Logged in successfully" },
  userNotFound: /*i18n*/ { id: "account.login.userNotFound", message: "user doesn't exist, Please sign up" },
  // spec A §4 only says the toast "asks the user to check their inbox for a verification link".
  checkInbox: /*i18n*/ { id: "account.signup.checkInbox", message: "Please check your inbox for a verification link" },
  socialLoginError: /*i18n*/ { id: "account.social.error", message: "Error during Social login" },
  ssoError: /*i18n*/ { id: "account.sso.error", message: "Error during sso" },
  loggingOut: /*i18n*/ { id: "account.logout.inProgress", message: "Logging out..." },
} as const;

export interface MessageDescriptor {
  readonly id: string;
  readonly message: string;
}

const byId = new Map<string, MessageDescriptor>([...Object.values(validationMessages), ...Object.values(accountMessages)].map((d) => [d.id, d]));

/** The descriptor behind a zod issue message (an id), for `i18n._(descriptor)`. */
export function descriptorFor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}
