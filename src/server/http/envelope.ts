import type { ErrorEnvelope } from "@/shared/api/envelope";

/** spec A §7: every answer is { status, message, data }. */
export function ok<T>(data: T, message: string): { status: true; message: string; data: T } {
  return { status: true, message, data };
}

export function fail(message: string, extra: Pick<ErrorEnvelope, "field" | "requestId"> = {}): ErrorEnvelope {
  return { status: false, message, data: null, ...extra };
}
