import type { MessageDescriptor } from "@lingui/core";

/**
 * A refusal the route answers with `status` and the translated message (spec A §8: the client toasts it),
 * for every vertical. The vertical's routes turn it into the envelope.
 */
export class BookingError extends Error {
  override readonly name: string = "BookingError";
  constructor(
    readonly status: number,
    readonly descriptor: MessageDescriptor,
    readonly values: Record<string, unknown> = {},
    /** 400s name the field, like schema validation does. */
    readonly field?: string,
    /** 402: the payment attempt as it stands (decline code, card summary). */
    readonly payment?: object,
  ) {
    super(descriptor.message ?? descriptor.id);
  }
}
