// GET and PATCH markups (spec B §7): the agency's and its agents' at /api/agency/markups, a client's at
// /api/agency/clients/markups/{userId}. One setting per vertical (src/shared/back-office/markups.ts).
import { z } from "zod";
import { markupSettings, markupVertical } from "../back-office/markups";
import { envelope } from "./envelope";

const settingOut = z.object({
  vertical: markupVertical,
  markupType: z.enum(["percent", "fixed"]).nullable(),
  markupValue: z.number().nullable(),
  agencyFee: z.number().nullable(),
});

const person = z.object({ _id: z.string(), name: z.string(), email: z.string() });

/** The agency's settings are complete (the defaults fill what was never set); agents' and clients' may inherit (null). */
export const markupsResponse = envelope(
  z.object({
    agency: z.array(settingOut),
    agents: z.array(z.object({ agent: person, markups: z.array(settingOut) })),
  }),
);

/** PATCH /api/agency/markups: the agency's (no userId) or one agent's settings. */
export const updateMarkupsRequest = z.object({ userId: z.uuid().nullable().default(null), markups: markupSettings });

export const clientMarkupsParams = z.object({ userId: z.uuid() });
export const clientMarkupsResponse = envelope(z.object({ client: person, markups: z.array(settingOut), agency: z.array(settingOut) }));
export const updateClientMarkupsRequest = z.object({ markups: markupSettings });

export const markupsSavedResponse = envelope(z.array(settingOut));
