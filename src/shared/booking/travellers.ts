// Traveller and contact rules of every booking, written once: the checkout form shows them as the
// traveller types, the server refuses a booking that breaks them (age bands included, which only
// the form used to check), each with the same message. Messages are descriptors with explicit ids
// (the server runs without Babel); a zod issue carries the id, and both sides translate it. The schemas are
// zod/mini: the booking machines check travellers with them, and a machine is in a search page's first load.
import * as z from "zod/mini";
import { messages } from "../messages";
import { ageOn } from "./traveller-categories";
import { emailError } from "../validation/email";
import type { MessageDescriptor } from "../validation/messages";

export const travellerMessages = {
  nameCharacters: /*i18n*/ { id: "traveller.name.characters", message: "Only letters, spaces, apostrophes and hyphens are allowed" },
  birthDateMissing: /*i18n*/ { id: "traveller.birthDate.missing", message: "Enter the date of birth" },
  birthDateFuture: /*i18n*/ { id: "traveller.birthDate.future", message: "The date of birth cannot be in the future" },
  adultAge: /*i18n*/ { id: "traveller.age.adult", message: "Adults are 12 or older on the day of travel" },
  childAge: /*i18n*/ { id: "traveller.age.child", message: "Children are 2 to 11 on the day of travel" },
  infantAge: /*i18n*/ { id: "traveller.age.infant", message: "Infants are under 2 on the day of travel" },
  citizenship: /*i18n*/ { id: "traveller.citizenship", message: "Choose a country" },
  phoneInvalid: /*i18n*/ { id: "traveller.phone.invalid", message: "The entered phone number is not valid" },
  adultRequired: /*i18n*/ { id: "traveller.adultRequired", message: "At least one adult is required" },
  infantPerAdult: /*i18n*/ { id: "traveller.infantPerAdult", message: "Each infant must travel with an adult" },
} as const;

const byId = new Map<string, MessageDescriptor>(Object.values(travellerMessages).map((d) => [d.id, d]));

/** The descriptor behind a traveller rule's id (a zod issue message), for translation. */
export function travellerDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}

const m = travellerMessages;
const NAME = /^[\p{L}][\p{L}' .-]*$/u;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const NAME_MAX = 60;

/** First or last name: required, letters and the few marks names use. */
export function travellerNameError(raw: string): string | null {
  const value = raw.trim();
  if (value === "") return messages.required.id;
  if (!NAME.test(value)) return m.nameCharacters.id;
  return null;
}

/** An empty phone is 'Required', not "not valid". */
export function phoneError(raw: string): string | null {
  const value = raw.trim();
  if (value === "") return messages.required.id;
  if (!PHONE.test(value)) return m.phoneInvalid.id;
  return null;
}

/**
 * Age bands of the traveller categories on the day of travel (spec A §3 for flights: ADT 12+,
 * CHD 2–11, INF under 2); a birth date after `today` is refused first.
 */
export function birthDateError(type: "ADT" | "CHD" | "INF", birthDate: string, travelDate: string, today: string): string | null {
  if (!ISO_DATE.test(birthDate)) return m.birthDateMissing.id;
  if (birthDate > today) return m.birthDateFuture.id;
  const age = ageOn(birthDate, travelDate);
  if (type === "ADT" && age < 12) return m.adultAge.id;
  if (type === "CHD" && (age < 2 || age >= 12)) return m.childAge.id;
  if (type === "INF" && age >= 2) return m.infantAge.id;
  return null;
}

/** Who travels together: at least one adult, and an adult's lap for each infant. */
export function partyError(types: readonly string[]): string | null {
  const adults = types.filter((t) => t === "ADT").length;
  const infants = types.filter((t) => t === "INF").length;
  if (adults < 1) return m.adultRequired.id;
  if (infants > adults) return m.infantPerAdult.id;
  return null;
}

function rule(check: (value: string) => string | null) {
  return z.superRefine((value: string, ctx) => {
    const message = check(value);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  });
}

const trimmed = z.transform((value: string) => value.trim());

export const travellerNameSchema = z.pipe(z.string().check(z.maxLength(NAME_MAX), rule(travellerNameError)), trimmed);
export const citizenshipSchema = z.string().check(z.regex(/^[A-Z]{2}$/, m.citizenship.id));
export const contactEmailSchema = z.pipe(z.string().check(rule(emailError)), trimmed);
export const phoneSchema = z.pipe(z.string().check(rule(phoneError)), trimmed);
