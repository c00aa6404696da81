// Apart from ./user.ts (whose answers zod checks): the preferences, in the first load of every page, send it; the
// HTTP client (ky) is imported when it is sent, not in that load.

/** spec A §7: GET api/user/changeLanguage/{lang}, sent when a logged-in user switches language. */
export async function saveUserLanguage(language: string): Promise<void> {
  const { api } = await import("./client");
  await api.get(`user/changeLanguage/${encodeURIComponent(language)}`);
}
