// spec A §4 checkout: a flight's passengers and contact, checked by the checkout form, the flight machine (is the
// checkout complete?) and the server (POST flight/booking). zod/mini, as the search request (./search-request.ts).
import * as z from "zod/mini";
import { citizenshipSchema, contactEmailSchema, phoneSchema, travellerNameSchema } from "../booking/travellers";
import { isoDate, passengerType } from "./search-request";

// Traveller and contact rules: src/shared/booking/travellers.ts (the checkout form uses the same).
const personName = travellerNameSchema;

export const bookingPassenger = z.object({
  type: passengerType,
  title: z.optional(z.enum(["Mr", "Mrs", "Ms", "Miss", "Mstr", "Dr"])),
  firstName: personName,
  lastName: personName,
  gender: z.optional(z.enum(["M", "F", "X"])),
  birthDate: isoDate,
  /** ISO 3166-1 alpha-2. */
  citizenship: citizenshipSchema,
  passportNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  passportExpiry: z.optional(isoDate),
});
export type BookingPassenger = z.infer<typeof bookingPassenger>;

export const bookingContact = z.object({
  email: contactEmailSchema,
  phone: phoneSchema,
  firstName: z.optional(personName),
  lastName: z.optional(personName),
});
export type BookingContact = z.infer<typeof bookingContact>;
