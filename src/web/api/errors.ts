/** spec A §8: errors show the server's (already translated) message, else a fallback. */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  // A failed answer (ky's HTTPError or the first load's AnswerError) carries the server's response.
  const response = error instanceof Error && "response" in error ? error.response : null;
  if (!(response instanceof Response)) return fallback;
  try {
    // Imported when an error is shown: the first load of a page carries no zod (docs/decisions.md "Fast on a phone").
    const [{ errorEnvelope }, json] = await Promise.all([import("@/shared/api/envelope"), response.clone().json()]);
    const body = errorEnvelope.safeParse(json);
    return body.success && body.data.message ? body.data.message : fallback;
  } catch {
    return fallback;
  }
}
