import { z } from "zod";
import { envelope } from "./envelope";

const health = z.object({
  ok: z.boolean(),
  database: z.enum(["pglite", "postgres"]),
  uptimeSeconds: z.number(),
  /** The embedded mailbox is served (demo mode without SMTP_URL): a new user's verification link is there. */
  mailbox: z.boolean(),
});
export const healthResponse = envelope(health);
