// spec B §7 "Agency back office": clients, agents, invitations, markups, navigation and the audit trail,
// each answer parsed with its shared schema. Failures reject with an `ApiFailure` (the machines read it).
import type { z } from "zod";
import { auditResponse } from "@/shared/api/audit";
import { createInvitationResponse, type CreateInvitationRequest } from "@/shared/api/auth";
import { clientMarkupsResponse, markupsResponse, markupsSavedResponse } from "@/shared/api/markups";
import { navigationResponse, type Navigation } from "@/shared/api/navigation";
import {
  agentsResponse,
  changeResponse,
  clientActionsResponse,
  clientsResponse,
  doneResponse,
  invitationResentResponse,
  invitationsResponse,
  personResponse,
  type ClientAction,
  type CreateClientRequest,
  type ListQuery,
  type PromoteClientRequest,
} from "@/shared/api/people";
import type { MarkupSetting } from "@/shared/back-office/markups";
import { call } from "./call";
import { api } from "./client";

/** A saved change as the office-change machine takes it: the server's message and what it saved. */
export interface Saved<T> {
  message: string;
  data: T;
}

async function saved<S extends z.ZodType<{ message: string; data: unknown }>>(schema: S, request: () => Promise<unknown>): Promise<Saved<z.infer<S>["data"]>> {
  const { message, data } = await call(schema, request);
  return { message, data };
}

const listParams = (q: ListQuery) => ({ offSet: q.offSet, limit: q.limit, searchQuery: q.searchQuery });

export const getNavigation = async (): Promise<Navigation> => (await call(navigationResponse, () => api.get("agency/navigations").json())).data;

// ---- clients ----
export const listClients = async (q: ListQuery) => (await call(clientsResponse, () => api.get("agency/clients", { searchParams: listParams(q) }).json())).data;
export const getClient = async (id: string) => (await call(personResponse, () => api.get(`agency/clients/${encodeURIComponent(id)}`).json())).data;
export const createClient = (body: CreateClientRequest) => saved(changeResponse, () => api.post("agency/clients/create", { json: body }).json());
export const clientActions = (userIds: string[], action: ClientAction) => saved(clientActionsResponse, () => api.post("agency/clients/actions", { json: { userIds, action } }).json());
export const setClientStatus = (userId: string, isActive: boolean) => saved(changeResponse, () => api.patch("agency/clients/user-status", { json: { userId, isActive } }).json());
export const setClientWallet = (userId: string, isRewardWalletEnable: boolean) => saved(changeResponse, () => api.patch("agency/clients/reward-wallet", { json: { userId, isRewardWalletEnable } }).json());
export const promoteClient = (body: PromoteClientRequest) => saved(changeResponse, () => api.patch("agency/clients/user-type", { json: body }).json());
export const resendVerification = (userId: string) => saved(doneResponse, () => api.post("agency/clients/resend-verification-email", { json: { userId } }).json());

/** The clients who joined between two days, as a CSV file (fetched with the session header, then offered). */
export async function exportClients(startDate: string, endDate: string): Promise<Blob> {
  return api.get("agency/clients/exports/data", { searchParams: { startDate, endDate }, headers: { Accept: "text/csv" } }).blob();
}

// ---- agents and invitations ----
export const listAgents = async (q: ListQuery) => (await call(agentsResponse, () => api.get("agency/agents", { searchParams: listParams(q) }).json())).data;
export const getAgent = async (id: string) => (await call(personResponse, () => api.get(`agency/agents/${encodeURIComponent(id)}`).json())).data;
export const setAgentStatus = (userId: string, isActive: boolean) => saved(changeResponse, () => api.patch("agency/agents/user-status", { json: { userId, isActive } }).json());
export const setAgentType = (userId: string, userType: "Admin" | "Agent" | "Customer") => saved(changeResponse, () => api.patch("agency/agents/user-type", { json: { userId, userType } }).json());
export const setAgentRestricted = (userId: string, isRestrictedAgent: boolean) => saved(changeResponse, () => api.patch("agency/agents/update-agent-type", { json: { userId, isRestrictedAgent } }).json());
export const setAgentWallet = (userId: string, isRewardWalletEnable: boolean) => saved(changeResponse, () => api.patch("agency/agents/reward-wallet", { json: { userId, isRewardWalletEnable } }).json());
export const listInvitations = async () => (await call(invitationsResponse, () => api.get("agency/invitations").json())).data;
export const invite = (body: CreateInvitationRequest) => saved(createInvitationResponse, () => api.post("agency/invitations", { json: body }).json());
export const resendInvitation = (invitationId: string) => saved(invitationResentResponse, () => api.post("agency/invitations/resend", { json: { invitationId } }).json());
export const revokeInvitation = (invitationId: string) => saved(doneResponse, () => api.post("agency/invitations/revoke", { json: { invitationId } }).json());

// ---- markups ----
export const getMarkups = async () => (await call(markupsResponse, () => api.get("agency/markups").json())).data;
export const saveMarkups = (userId: string | null, markups: MarkupSetting[]) => saved(markupsSavedResponse, () => api.patch("agency/markups", { json: { userId, markups } }).json());
export const getClientMarkups = async (userId: string) => (await call(clientMarkupsResponse, () => api.get(`agency/clients/markups/${encodeURIComponent(userId)}`).json())).data;
export const saveClientMarkups = (userId: string, markups: MarkupSetting[]) => saved(markupsSavedResponse, () => api.patch(`agency/clients/markups/${encodeURIComponent(userId)}`, { json: { markups } }).json());

// ---- audit trail ----
export const getActivity = async (q: { offSet: number; limit: number; userId?: string }) =>
  (await call(auditResponse, () => api.get("agency/activity", { searchParams: { offSet: q.offSet, limit: q.limit, ...(q.userId ? { userId: q.userId } : {}) } }).json())).data;
