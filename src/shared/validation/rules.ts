// spec A §5: field rules. Each schema reports at most one issue per field, in the order the spec
// lists the rules, and the issue's message is a descriptor id from ./messages.
import { z } from "zod";
import { NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS } from "../constants";
import { emailError, isWellFormedAddress } from "./email";
import { validationMessages as m } from "./messages";

export { emailError } from "./email";

const WHITESPACE = /\s/;

const SPECIAL = new RegExp(`[${PASSWORD_SPECIALS.replace(/[\]\\^-]/g, "\\$&")}]`);

/** spec A §5 "Forgot-password extras": the forgot-password screen checks more before the pattern. */
export function forgotPasswordEmailError(value: string): string | null {
  if (value.trim() === "") return m.emailEnterAddress.id;
  if (WHITESPACE.test(value)) return m.emailSpace.id;
  if (value.includes("@@")) return m.emailDoubleAt.id;
  if (!value.includes("@")) return m.emailMissingAt.id;
  if (value.endsWith(".")) return m.emailTrailingDot.id;
  if (value.includes("@.") || value.includes(".@")) return m.emailDotBeforeDomain.id;
  if (!isWellFormedAddress(value)) return m.emailInvalid.id;
  return null;
}

export interface PasswordCriteria {
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  special: boolean;
}

/** spec A §5: the five criteria of the requirements popover, on the trimmed value; updates live. */
export function passwordCriteria(raw: string): PasswordCriteria {
  const value = raw.trim();
  return {
    length: value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX,
    lowercase: /[a-z]/.test(value),
    uppercase: /[A-Z]/.test(value),
    digit: /[0-9]/.test(value),
    special: SPECIAL.test(value),
  };
}

/** Popover labels in display order, keyed like `PasswordCriteria`. */
export const passwordCriteriaLabels = {
  length: m.passwordLength,
  lowercase: m.passwordLowercase,
  uppercase: m.passwordUppercase,
  digit: m.passwordDigit,
  special: m.passwordSpecial,
} as const;

export function passwordError(raw: string): string | null {
  const value = raw.trim();
  if (value === "") return m.required.id;
  if (WHITESPACE.test(value)) return m.passwordWhitespace.id;
  const criteria = passwordCriteria(value);
  if (!criteria.length) return m.passwordLength.id;
  if (!(criteria.lowercase && criteria.uppercase && criteria.digit && criteria.special)) return m.passwordInvalid.id;
  return null;
}

/**
 * The line under the signup and new-password field (spec A §5): a field the person has been in and left
 * empty gets the "required-but-empty feedback" 'Password Required'; submitted empty without being visited it
 * keeps the schema's 'Required'; any other message (criteria, 'Space not allowed') is shown as it is.
 */
export function passwordFeedback(raw: string, visited: boolean, shown: string | undefined): string | undefined {
  if (shown === m.required.id && visited && raw.trim() === "") return m.passwordRequired.id;
  return shown;
}

export function loginPasswordError(value: string): string | null {
  if (value === "") return m.required.id;
  if (WHITESPACE.test(value)) return m.passwordWhitespace.id;
  return null;
}

export function nameError(raw: string): string | null {
  const value = raw.trimStart();
  if (value.trim() === "") return m.required.id;
  if (/\p{N}/u.test(value)) return m.nameOnlyAlphabets.id;
  if (/[^\p{L}\p{M}\s]/u.test(value)) return m.nameNoSpecialCharacters.id;
  if (value.trim().length < NAME_MIN) return m.nameMinLength.id;
  return null;
}

/** spec A §5: the space key is blocked in password fields and shows 'Space not allowed'. */
export function isBlockedPasswordKey(key: string): boolean {
  return key === " ";
}

function rule(check: (value: string) => string | null) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = check(value);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  };
}

export const emailSchema = z.string().trim().superRefine(rule(emailError));
export const forgotPasswordEmailSchema = z.string().superRefine(rule(forgotPasswordEmailError));
export const passwordSchema = z.string().trim().superRefine(rule(passwordError));
export const loginPasswordSchema = z.string().superRefine(rule(loginPasswordError));
/**
 * spec A §5: leading spaces of the name are trimmed (and trailing ones: no name ends in a space). The form shows the
 * trimmed name when the field is left and sends it, and the server stores it: one rule for both.
 */
export const trimName = (value: string): string => value.trim();
export const nameSchema = z.string().transform(trimName).superRefine(rule(nameError));
