// The activity rules the machine checks synchronously, written once with zod and the schemas of src/shared: a search,
// the details page's choice, the travellers and the contact, a saved checkout's slots. The machine takes them from its
// description (./description.ts); the web loads this module after the search page's first screen.
import { z } from "zod";
import { activityContact, activityTraveller, bookingAnswer } from "@/shared/activities/requests";
import { activityTravellers } from "@/shared/activities/travellers";
import type { ActivityRules } from "./description";
import { parseSearch } from "./search-schema";

const activityChoice = z.object({
  travelDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  optionCode: z.string().min(1).max(20),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  travellers: activityTravellers,
});

const checkoutContact = activityContact.extend({ answers: z.array(bookingAnswer).max(10) });

export const activityRules: ActivityRules = {
  parseSearch,
  parseChoice: (value) => {
    const parsed = activityChoice.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
  passengerComplete: (passenger) => activityTraveller.safeParse(passenger).success,
  contactComplete: (contact) => checkoutContact.safeParse(contact).success,
  partyAllowed: (counts) => activityTravellers.safeParse(counts).success,
  contextSlots: { totalSearchItem: z.number().int().nonnegative() },
};
