// A booking's payment answer, for every vertical (its own module: the pages that only find offers do not load the
// payment's schemas).
import { HTTPError } from "ky";
import { paymentDeclinedResponse, paymentResponse, type PaymentResult } from "@/shared/api/bookings";
import { toFailure } from "./call";

/** Payment or its 3-D Secure completion, for every vertical: a 402 (declined or invalid card) is an answer with its translated decline text, not a failure. */
export async function paymentCall(request: () => Promise<unknown>): Promise<{ result: PaymentResult; declineText: string | null }> {
  try {
    return { result: paymentResponse.parse(await request()).data, declineText: null };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 402) {
      const declined = paymentDeclinedResponse.safeParse(
        await error.response
          .clone()
          .json()
          .catch(() => null),
      );
      if (declined.success) return { result: declined.data.data, declineText: declined.data.message };
    }
    throw await toFailure(error);
  }
}
