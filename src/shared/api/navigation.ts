// GET /api/agency/navigations (spec B §7): the signed-in agent's side navigation, role and permissions.
import { z } from "zod";
import { PERMISSIONS, ROLES } from "../permissions";
import { envelope } from "./envelope";

export const navigationResponse = envelope(
  z.object({
    role: z.enum(ROLES),
    permissions: z.array(z.enum(PERMISSIONS)),
    items: z.array(z.object({ id: z.string(), path: z.string(), group: z.enum(["bookings"]).nullable() })),
    /** spec B §2 'Book Now': the agency's active booking type, falling back to flights. */
    bookNow: z.string(),
  }),
);
export type Navigation = z.infer<typeof navigationResponse>["data"];
