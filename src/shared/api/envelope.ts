import { z } from "zod";

/** spec A §7/§8: every answer is { status, message, data }; the client toasts `message`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    message: z.string(),
    data,
  });
}

export const errorEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
  data: z.null(),
  /** Present on 500s so support can find the log line; never a stack trace. */
  requestId: z.string().optional(),
  /** Present on 400s: the offending field path, e.g. "body.email". */
  field: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
