// Abuse limits: how often a client may do something that sends mail to any address or tests a
// guessable secret. Each rule is written here once; the server counts it in the database (shared
// by every instance) and answers 429 with the rule's message. Why each number is what it is:
// docs/decisions.md "Abuse limits".

/** At most `max` attempts in a fixed window of `windowMs` that starts with the key's first attempt. */
export interface AbuseLimit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ABUSE_LIMITS = {
  /**
   * spec A §7 "Short links" POST /api/short-url/email: a signed-in user's note goes out under the
   * agency's name to any address, so it is a mail relay. Checked in this order: the sender, then the
   * recipient (across every agency: one inbox is not flooded through many), then the agency as a whole.
   */
  shortLinkMail: {
    perSender: { max: 10, windowMs: HOUR },
    perRecipient: { max: 3, windowMs: HOUR },
    perAgency: { max: 100, windowMs: HOUR },
  },
  /** spec A §4 signup: each one mails a verification link to the address typed in. */
  signup: {
    perClient: { max: 10, windowMs: HOUR },
    perAddress: { max: 3, windowMs: HOUR },
  },
  /** spec B hotel checkout "Coupon": codes such as SAVE10 are guessable, so checks are slowed to a human pace. */
  couponCheck: {
    perUser: { max: 10, windowMs: 10 * MINUTE },
    perClient: { max: 30, windowMs: 10 * MINUTE },
  },
  /** spec A §7 "Short links" POST /api/short-url: each link is a row and a page under the agency's name. */
  shortLinkCreate: {
    perUser: { max: 60, windowMs: HOUR },
    perClient: { max: 120, windowMs: HOUR },
  },
  /**
   * spec A §4 social sign-in without a proven email: POST /api/social/registerEmail mails a 6-digit code to
   * the address typed in, by anyone holding a pending sign-in.
   */
  socialCodeMail: {
    perClient: { max: 10, windowMs: HOUR },
    perAddress: { max: 3, windowMs: HOUR },
  },
  /** My profile, changing the email (PATCH /api/user/email): mails a 6-digit code to the new address. */
  emailChangeMail: {
    perUser: { max: 5, windowMs: HOUR },
    perAddress: { max: 3, windowMs: HOUR },
  },
} as const satisfies Record<string, Record<string, AbuseLimit>>;

export type AbuseRule = keyof typeof ABUSE_LIMITS;

/** The 429 answer of each rule; {minutes} is the wait before the window that refused ends. */
export const abuseLimitMessages = {
  shortLinkMail: /*i18n*/ {
    id: "abuse.shortLinkMail",
    message: "Too many links sent by email. Please try again in {minutes} minutes.",
  },
  signup: /*i18n*/ { id: "abuse.signup", message: "Too many sign-ups. Please try again in {minutes} minutes." },
  couponCheck: /*i18n*/ { id: "abuse.couponCheck", message: "Too many coupon checks. Please try again in {minutes} minutes." },
  shortLinkCreate: /*i18n*/ {
    id: "abuse.shortLinkCreate",
    message: "Too many short links created. Please try again in {minutes} minutes.",
  },
  socialCodeMail: /*i18n*/ { id: "abuse.socialCodeMail", message: "Too many codes sent by email. Please try again in {minutes} minutes." },
  emailChangeMail: /*i18n*/ { id: "abuse.emailChangeMail", message: "Too many codes sent by email. Please try again in {minutes} minutes." },
} as const satisfies Record<AbuseRule, { id: string; message: string }>;
