import { z } from "zod";
import { envelope } from "./envelope";

/**
 * GET /api/health is public (load balancers, monitors): it says the server answers and its database does,
 * and nothing about what runs inside (docs/decisions.md "The health check says ok and nothing else").
 */
const health = z.object({ ok: z.literal(true) });
export const healthResponse = envelope(health);
