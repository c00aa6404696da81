import { emailListResponse, type ClientSummary } from "@/shared/api/auth";
import { toFailure } from "./call";
import { api } from "./client";

/** Booking for a client: the agency's customers whose email contains `text` (agents only; GET api/user/list/email). */
export async function searchClients(text: string, signal?: AbortSignal): Promise<ClientSummary[]> {
  try {
    const body = await api.get("user/list/email", { searchParams: { text }, signal }).json();
    return emailListResponse.parse(body).clients;
  } catch (error) {
    throw await toFailure(error);
  }
}
