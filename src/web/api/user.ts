import { emailListResponse, type ClientSummary } from "../../shared/api/auth";
import { toFailure } from "./accounts";
import { api } from "./client";

/** spec A §7: GET api/user/changeLanguage/{lang}, sent when a logged-in user switches language. */
export async function saveUserLanguage(language: string): Promise<void> {
  await api.get(`user/changeLanguage/${encodeURIComponent(language)}`);
}

/** Booking for a client: the agency's customers whose email contains `text` (agents only; GET api/user/list/email). */
export async function searchClients(text: string, signal?: AbortSignal): Promise<ClientSummary[]> {
  try {
    const body = await api.get("user/list/email", { searchParams: { text }, signal }).json();
    return emailListResponse.parse(body).clients;
  } catch (error) {
    throw await toFailure(error);
  }
}
