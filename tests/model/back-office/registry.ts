/**
 * The back office's machine under model-based test (spec B §6/§7): one change saved (an invitation, a markup,
 * a status). The browser walks it on the agency's markup editor (tests/qa/drivers/back-office.ts).
 */
import { officeChangeMachine } from "@machines/office-change/office-change.machine";
import { defineModel } from "../harness";

const agencyHotelMarkup = [{ vertical: "hotel", markupType: "percent", markupValue: 8, agencyFee: 1500 }];

export const officeChangeModel = defineModel({
  name: "officeChange",
  machine: officeChangeMachine,
  inputs: [{}],
  events: [
    { type: "change.submitted", payload: agencyHotelMarkup },
    { type: "xstate.done.actor.save", output: { message: "Markup updated successfully", data: agencyHotelMarkup } },
    // spec A §8: the server's message when there is one…
    { type: "xstate.error.actor.save", error: { httpStatus: 400, status: false, message: "Invalid value for body.markups: A percent markup is between 0 and 1000" } },
    // …else 'Something went wrong' (the network failed).
    { type: "xstate.error.actor.save", error: new Error("offline") },
  ],
});
