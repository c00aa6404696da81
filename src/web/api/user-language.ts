import { api } from "./client";

// Apart from ./user.ts (whose answers zod checks): the preferences, in the first load of every page, send it.

/** spec A §7: GET api/user/changeLanguage/{lang}, sent when a logged-in user switches language. */
export async function saveUserLanguage(language: string): Promise<void> {
  await api.get(`user/changeLanguage/${encodeURIComponent(language)}`);
}
