// spec A §5: an email address's rule, without zod: the booking machines check a contact's email with it (through
// ../booking/travellers.ts) in a booking page's first load. ./rules.ts builds the schemas from it.
import { validationMessages as m } from "./messages";

const EMAIL_PATTERN = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** RFC 5321 §4.5.3.1: a local part holds at most 64 octets, a forward path at most 254 characters of address. */
const EMAIL_LOCAL_MAX = 64;
const EMAIL_MAX = 254;

/** The pattern and the standards' lengths (checked first, so an enormous input never reaches the pattern). */
export function isWellFormedAddress(value: string): boolean {
  const at = value.lastIndexOf("@");
  if (value.length > EMAIL_MAX || at > EMAIL_LOCAL_MAX) return false;
  return EMAIL_PATTERN.test(value);
}

/** The first failing rule's message id, or null. Shared by the schemas and by `canSubmit*`. */
export function emailError(raw: string): string | null {
  const value = raw.trim();
  if (value === "") return m.required.id;
  if (!value.includes("@")) return m.emailMissingAt.id;
  if (!isWellFormedAddress(value)) return m.emailInvalid.id;
  return null;
}
