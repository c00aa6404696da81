// Proposals (spec B §7 "Agency back office"; spec A §2 the answer pages): every answer parsed with its shared schema.
import { proposalListResponse, proposalResponse, type CreateProposalRequest, type ProposalFilters } from "@/shared/api/proposals";
import { call } from "./call";
import { api } from "./client";

export async function listProposals(q: ProposalFilters) {
  const searchParams: Record<string, string | number | boolean> = { offSet: q.offSet, limit: q.limit, pastTrips: q.pastTrips, proposalStatus: q.proposalStatus, bookingStatus: q.bookingStatus };
  if (q.searchString) searchParams.searchString = q.searchString;
  if (q.startDate) searchParams.startDate = q.startDate;
  if (q.endDate) searchParams.endDate = q.endDate;
  return (await call(proposalListResponse, () => api.get("agency/proposal", { searchParams }).json())).data;
}

export async function createProposal(body: CreateProposalRequest) {
  return call(proposalResponse, () => api.post("agency/proposal", { json: body }).json());
}

/** POST /api/v2/agency/email-itinerary: the proposal mailed to its client. */
export async function sendProposal(proposalId: string) {
  return call(proposalResponse, () => api.post("v2/agency/email-itinerary", { json: { proposalId } }).json());
}

export async function sendBookingLinks(proposalId: string) {
  return call(proposalResponse, () => api.post("agency/proposal/sendAllowedProposalEmail", { json: { proposalId } }).json());
}

/** The proposal as its client opens it, priced again. */
export async function openProposal(proposalId: string) {
  return (await call(proposalResponse, () => api.get(`proposals/${encodeURIComponent(proposalId)}`).json())).data;
}

/** spec B §4: the client's answer, stored. */
export async function answerProposal(proposalId: string, proposalApproved: boolean) {
  return call(proposalResponse, () => api.patch("agency/proposal", { json: { proposalId, proposalApproved } }).json());
}
