// spec B §7 "Agency back office": the website settings calls. Every function rejects with an ApiFailure,
// carrying the refused fields (`validationError`) when the server names them (spec A §3, §8).
import { HTTPError } from "ky";
import type { z } from "zod";
import { agencyResponse } from "@/shared/api/agency";
import { signedUrlResponse, uploadedResponse } from "@/shared/api/uploads";
import { applicationsResponse, ssoSecretResponse, subdomainAvailabilityResponse, validationError, type SubdomainAvailability, type WebsiteSettingsPatch } from "@/shared/api/website-settings";
import type { BrandAsset } from "@/shared/branding/assets";
import type { SaveOutput } from "@machines/settings-form/settings-form.machine";
import { toFailure } from "./call";
import { api } from "./client";

async function send<S extends z.ZodType>(schema: S, request: () => Promise<unknown>): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request();
  } catch (error) {
    const failure = await toFailure(error);
    const refused =
      error instanceof HTTPError
        ? await error.response
            .clone()
            .json()
            .catch(() => null)
        : null;
    const fields = validationError.safeParse((refused as { validationError?: unknown } | null)?.validationError);
    throw fields.success ? { ...failure, validationError: fields.data } : failure;
  }
  return schema.parse(body);
}

/** PATCH /api/agency with the changed settings; answers 'Data updated successfully' and the agency as saved. */
export async function saveWebsiteSettings(patch: WebsiteSettingsPatch): Promise<SaveOutput> {
  const { message, data } = await send(agencyResponse, () => api.patch("agency", { json: patch }).json());
  return { message, data };
}

/** GET /api/agency/subdomain/availability (spec B §5: the server decides). */
export async function checkSubdomain(subdomain: string): Promise<SubdomainAvailability & { message: string }> {
  const { message, data } = await send(subdomainAvailabilityResponse, () => api.get("agency/subdomain/availability", { searchParams: { subdomain } }).json());
  return { ...data, message };
}

/** POST /api/agency/sso/secret: the new secret, shown once. */
export async function rotateSsoSecret(): Promise<{ secret: string; message: string }> {
  const { message, data } = await send(ssoSecretResponse, () => api.post("agency/sso/secret").json());
  return { secret: data.secret, message };
}

export async function getApplications() {
  return (await send(applicationsResponse, () => api.get("agency/applications").json())).data;
}

/** POST /api/agency/applications/mail-domain or /reward-wallet. */
export async function saveApplication(kind: "mail-domain" | "reward-wallet", values: unknown): Promise<SaveOutput> {
  const { message, data } = await send(applicationsResponse, () => api.post(`agency/applications/${kind}`, { json: values }).json());
  return { message, data };
}

/** The file through a signed upload link (spec A §7 `POST api/aws/signed-url`); answers where it is served. */
export async function uploadFile(fieldName: BrandAsset | "profileImage", file: File): Promise<string> {
  const ext = file.name.split(".").pop() ?? "";
  const link = await send(signedUrlResponse, () => api.post("aws/signed-url", { json: { ext, fieldName, fileType: file.type } }).json());
  // The link is a path on this site ("/api/uploads/…"); the client adds the "/api" prefix itself.
  await send(uploadedResponse, () => api.put(link.data.uploadUrl.replace(/^\/api\//, ""), { body: file }).json());
  return link.data.fileUrl;
}
