// spec A §7 "Account and session": the account endpoints, each parsed with its shared schema.
// Every function rejects with an `ApiFailure` (never a ky HTTPError), which is what the account
// machines' guards read (spec A §4: a login 404 *without* `status` means "no such user").
import { HTTPError } from "ky";
import type { z } from "zod";
import {
  agentSignUpResponse,
  forgotPasswordResponse,
  forgotPasswordLinkResponse,
  forgotPwdValidityResponse,
  getProfileResponse,
  invitationResponse,
  loginResponse,
  logoutResponse,
  signUpResponse,
  socialRegisterEmailResponse,
  socialResponse,
  socialVerifyCodeResponse,
  ssoResponse,
  verifyAccountResponse,
  type Invitation,
  type LoginRequest,
  type LoginResult,
  type Profile,
  type SignUpRequest,
  type SocialRequest,
  type SocialResult,
  type SsoResult,
} from "@/shared/api/auth";
import { paymentDeclinedResponse, paymentResponse, type PaymentResult } from "@/shared/api/bookings";
import { type ApiFailure } from "@/shared/api/failure";
import { mailboxListResponse, mailboxMessageResponse, type MailMessage, type MailSummary } from "@/shared/api/mailbox";
import { API_ACCESS_TOKEN_HEADER } from "@/shared/constants";
import { api } from "./client";
import { nextTask } from "../lib/next-task";
import { failureOf } from "./post-checked";

/** The one place a ky HTTPError becomes the machines' `ApiFailure` shape. */
export async function toFailure(error: unknown): Promise<ApiFailure> {
  if (!(error instanceof HTTPError)) return { httpStatus: 0 };
  return failureOf(error.response.clone());
}

/**
 * When a request leaves: in a task of its own (below), or "now", in the task that asked: a search a tap starts (the
 * search form's, a filter or sort the provider applies), which the person waits for, leaves before the frame that
 * shows the list busy (bench:lists, activities at 4× CPU: a filter's search left 167–200 ms after the click, behind
 * that frame's ~40 ms and the address's update; 70 ms now).
 */
export type Leave = "next task" | "now";

/**
 * Sends a request and parses its answer with the shared schema; a refusal rejects with an `ApiFailure`. The request
 * is made in a task of its own ("Every page fast on a phone", signed-in pages): making one through the HTTP client
 * and handing it to the browser costs a phone 4–7 ms at 4× CPU, and a page's first draw asks several at once (My
 * trip's four sections, a checkout's refund-protection quote and reward wallet), inside the commit that mounted it.
 */
export async function call<S extends z.ZodType>(schema: S, request: () => Promise<unknown>, leave: Leave = "next task"): Promise<z.infer<S>> {
  let body: unknown;
  if (leave === "next task") await nextTask();
  try {
    body = await request();
  } catch (error) {
    throw await toFailure(error);
  }
  return schema.parse(body);
}

/** A file the API makes for the signed-in user (a PDF, a calendar entry, a CSV), as a blob; a refusal is an `ApiFailure`. */
export async function fetchFile(path: string, accept: string, searchParams?: Record<string, string>): Promise<Blob> {
  try {
    return await api.get(path, { headers: { Accept: accept }, ...(searchParams ? { searchParams } : {}) }).blob();
  } catch (error) {
    throw await toFailure(error);
  }
}

type Sent = { message: string };

export async function login(values: LoginRequest): Promise<LoginResult> {
  return (await call(loginResponse, () => api.post("user/login", { json: values }).json())).data;
}

export async function signUp(values: SignUpRequest): Promise<Sent> {
  const { message } = await call(signUpResponse, () => api.post("user/signUp", { json: values }).json());
  return { message };
}

/** spec B §6: an invited agent signs up through the agency with the invitation token. */
export async function signUpAgent(values: SignUpRequest, invitationToken: string): Promise<Sent> {
  const { message } = await call(agentSignUpResponse, () => api.post("agency/agents", { json: { ...values, invitationToken } }).json());
  return { message };
}

export async function getInvitation(token: string): Promise<Invitation> {
  return (await call(invitationResponse, () => api.get(`agency/invitations/${encodeURIComponent(token)}`).json())).data;
}

export async function verifyAccount(token: string): Promise<Sent> {
  const { message } = await call(verifyAccountResponse, () => api.post("user/verify", { json: { token } }).json());
  return { message };
}

/**
 * Revokes the server session. The token is passed explicitly because the logout route clears the
 * cookie in the same tick.
 */
export async function logout(token: string): Promise<void> {
  await call(logoutResponse, () => api.post("user/logout", { headers: { [API_ACCESS_TOKEN_HEADER]: token } }).json());
}

export async function sendResetLink(email: string, hostName: string): Promise<Sent> {
  const { message } = await call(forgotPasswordResponse, () => api.post("user/forgotPassword", { json: { email, hostName } }).json());
  return { message };
}

export async function checkResetLink(token: string): Promise<{ isValid: boolean }> {
  return (await call(forgotPwdValidityResponse, () => api.post("user/forgotPwdValidity", { json: { token } }).json())).data;
}

export async function setNewPassword(token: string, password: string): Promise<Sent> {
  const { message } = await call(forgotPasswordLinkResponse, () => api.post("user/forgotPasswordLink", { json: { token, password } }).json());
  return { message };
}

export async function getProfile(): Promise<Profile> {
  return (await call(getProfileResponse, () => api.get("user/getProfile").json())).data;
}

/** spec A §7: POST /api/social or /api/social/signup, chosen by isSignup. */
export async function exchangeSocialCode(request: SocialRequest): Promise<SocialResult> {
  const path = request.isSignup ? "social/signup" : "social";
  return (await call(socialResponse, () => api.post(path, { json: request }).json())).data;
}

export async function registerSocialEmail(_id: string, email: string): Promise<Sent> {
  const { message } = await call(socialRegisterEmailResponse, () => api.post("social/registerEmail", { json: { _id, email } }).json());
  return { message };
}

export async function verifySocialCode(_id: string, code: string): Promise<LoginResult> {
  return (await call(socialVerifyCodeResponse, () => api.post("social/verifyCode", { json: { _id, code } }).json())).data;
}

export async function ssoLogin(token: string, deepLink?: string): Promise<SsoResult> {
  const json = deepLink ? { token, deepLink } : { token };
  return (await call(ssoResponse, () => api.post("sso", { json }).json())).data;
}

export async function listMailbox(): Promise<MailSummary[]> {
  return (await call(mailboxListResponse, () => api.get("mailbox").json())).data;
}

export async function getMail(id: string): Promise<MailMessage> {
  return (await call(mailboxMessageResponse, () => api.get(`mailbox/${encodeURIComponent(id)}`).json())).data;
}

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
