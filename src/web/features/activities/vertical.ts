// Activities as the web's composing pages see them (features/booking/plug-in.ts): the details and the
// confirmation carry their id in the path (/confirmation/{referenceNumber}).
import { msg } from "@lingui/core/macro";
import { ACTIVITY_PATHS } from "@machines/activity-booking/routes";
import { activityMessages } from "@machines/activity-booking/messages";
import { TicketIcon } from "../../components/icons";
import type { WebVertical } from "../booking/plug-in";

const booked = (referenceNumber: string) => ({ step: "confirmation" as const, referenceNumber });

export const activityPlugIn: WebVertical = {
  id: "activity",
  Icon: TicketIcon,
  landing: {
    text: msg`Tours, tickets and experiences that make the trip worth telling about.`,
    cta: msg`Search activities`,
  },
  bookingPage: async () => {
    const { pathOf } = await import("./url");
    return (ref) => ({ to: pathOf({ path: ACTIVITY_PATHS.booking, restore: booked(ref) }) });
  },
  pages: {
    reservation: (ref) => ({ to: `${ACTIVITY_PATHS.confirmation}/${encodeURIComponent(ref)}` }),
    checkout: ACTIVITY_PATHS.checkout,
  },
  checkoutText: {
    search: /*i18n*/ { id: "checkout.unfinished.activitySearch", message: "Activity search" },
    choosing: /*i18n*/ { id: "checkout.step.choosingActivity", message: "Choosing an activity" },
    details: /*i18n*/ { id: "checkout.step.detailsActivity", message: "Reviewing the activity" },
  },
  cancellation: async () => ({ calls: (await import("./cancellation")).activityCancellationCalls, success: activityMessages.cancelled }),
};
