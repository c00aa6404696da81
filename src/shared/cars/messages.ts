// Rental car rule texts: zod issues carry the id, the server's 400s and the web's fields translate it
// (src/shared/message-ids.ts). Same descriptor pattern as src/shared/messages.ts.
import type { MessageDescriptor } from "../validation/messages";

export const carRuleMessages = {
  returnBeforePickUp: /*i18n*/ { id: "car.search.returnBeforePickUp", message: "The return must be after the pick-up" },
  rentalTooLong: /*i18n*/ { id: "car.search.rentalTooLong", message: "A rental lasts at most 28 days" },
  pickUpInPast: /*i18n*/ { id: "car.search.pickUpInPast", message: "The pick-up cannot be in the past" },
  driverAge: /*i18n*/ { id: "car.driver.age", message: "Drivers must be between 18 and 99 years old" },
  driverAgeMismatch: /*i18n*/ {
    id: "car.driver.ageMismatch",
    message: "The driver's age on the pick-up day must match the driver age of the search",
  },
  extraUnknown: /*i18n*/ { id: "car.extra.unknown", message: "This extra is not offered with this car" },
  extraTooMany: /*i18n*/ { id: "car.extra.tooMany", message: "Too many of this extra" },
  location: /*i18n*/ { id: "car.location.unknown", message: "Choose a pick-up or drop-off location from the list" },
} as const;

const byId = new Map<string, MessageDescriptor>(Object.values(carRuleMessages).map((d) => [d.id, d]));

/** The descriptor behind a car rule's id (a zod issue's message), for translation. */
export function carRuleDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}
