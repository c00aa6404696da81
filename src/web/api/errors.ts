import { HTTPError } from "ky";
import { errorEnvelope } from "../../shared/api/envelope";

/** spec A §8: errors show the server's (already translated) message, else a fallback. */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  if (!(error instanceof HTTPError)) return fallback;
  try {
    const body = errorEnvelope.safeParse(await error.response.clone().json());
    return body.success && body.data.message ? body.data.message : fallback;
  } catch {
    return fallback;
  }
}
