// spec A §7 "Account and session": the user's own profile calls, for the /profile page. Each rejects with an ApiFailure.
import { changeEmailResponse, changePasswordResponse, editProfileResponse, verifyEmailCodeResponse } from "@/shared/api/auth";
import type { SaveOutput } from "@machines/settings-form/settings-form.machine";
import { call } from "./call";
import { api } from "./client";

/** POST api/user/editProfile: name, phone number, picture. */
export async function editProfile(values: unknown): Promise<SaveOutput> {
  const { message, data } = await call(editProfileResponse, () => api.post("user/editProfile", { json: values }).json());
  return { message, data };
}

/** POST api/user/changePassword (the user's other sessions end). */
export async function changePassword(values: unknown): Promise<SaveOutput> {
  const { message } = await call(changePasswordResponse, () => api.post("user/changePassword", { json: values }).json());
  return { message, data: null };
}

/** PATCH api/user/email: a 6-digit code goes to the new address. */
export async function requestEmailChange(values: unknown): Promise<SaveOutput> {
  const { message } = await call(changeEmailResponse, () => api.patch("user/email", { json: values }).json());
  return { message, data: values };
}

/** PATCH api/user/verify-email-code: the code makes the new address the account's. */
export async function verifyEmailCode(values: unknown): Promise<SaveOutput> {
  const { message, data } = await call(verifyEmailCodeResponse, () => api.patch("user/verify-email-code", { json: values }).json());
  return { message, data };
}
