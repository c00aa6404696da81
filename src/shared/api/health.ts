import { z } from "zod";
import { envelope } from "./envelope";

const health = z.object({
  ok: z.boolean(),
  database: z.enum(["pglite", "postgres"]),
  uptimeSeconds: z.number(),
});
export const healthResponse = envelope(health);
