// The car rules the machine checks synchronously, written once with zod and the schemas of src/shared: a search, the
// driver, the contact, a saved checkout's slots. The machine takes them from its description (./description.ts); the
// web loads this module after the search page's first screen.
import { z } from "zod";
import { carContact, carDriver, carSearchRequest } from "@/shared/cars/requests";
import { rentalPeriodError } from "@/shared/cars/search";
import type { CarRules } from "./description";

export const carRules: CarRules = {
  parseSearch(value, today) {
    const parsed = carSearchRequest.safeParse(value);
    if (!parsed.success) return null;
    return rentalPeriodError(parsed.data.pickUpDateTime, parsed.data.returnDateTime, today) === null ? parsed.data : null;
  },
  driver: (value) => {
    const parsed = carDriver.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
  contactComplete: (contact) => carContact.safeParse(contact).success,
  contextSlots: { searchFailed: z.boolean().optional() },
};
