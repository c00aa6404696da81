import type { BookingListing } from "../bookings/listing";
import { activityOf } from "./vertical";

// Activities in the agency's back office (src/server/bookings/listing.ts): the activity and option, its
// day and start time, the travellers.

const labels = {
  option: /*i18n*/ { id: "backOffice.activity.option", message: "Option" },
  starts: /*i18n*/ { id: "backOffice.activity.starts", message: "Starts" },
};

export const activityListing: BookingListing = {
  vertical: "activity",
  tripStartPath: "$.offer.travelDate",
  tripEndPath: "$.offer.travelDate",
  searchPaths: ["$.travellers[*].firstName", "$.travellers[*].lastName", "$.offer.title", "$.offer.optionTitle"],
  summary(b) {
    const { offer, travellers } = activityOf(b);
    return {
      title: offer.title,
      detail: offer.optionTitle,
      travellers: travellers.map((p) => `${p.firstName} ${p.lastName}`),
      facts: [
        { label: labels.option, value: offer.optionTitle },
        { label: labels.starts, value: `${offer.travelDate} ${offer.startTime}` },
      ],
    };
  },
};
