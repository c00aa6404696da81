import { api } from "./client";

/** spec A §7: GET api/user/changeLanguage/{lang}, sent when a logged-in user switches language. */
export async function saveUserLanguage(language: string): Promise<void> {
  await api.get(`user/changeLanguage/${encodeURIComponent(language)}`);
}
