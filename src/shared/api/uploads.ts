// File uploads (spec A §7 `POST api/aws/signed-url`): the client asks for a short-lived signed PUT
// link, uploads the file to it, then stores `fileUrl`. See docs/server.md "File uploads".
import { z } from "zod";
import { messages } from "../messages";
import { envelope } from "./envelope";

/** Allowed upload types and their extensions. No SVG: it can carry script (stored XSS). */
export const UPLOAD_TYPES = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
  "image/gif": ["gif"],
  "application/pdf": ["pdf"],
  // The agency's looping background video (spec A §1, §2).
  "video/mp4": ["mp4"],
  "video/webm": ["webm"],
} as const satisfies Record<string, readonly string[]>;
export type UploadFileType = keyof typeof UPLOAD_TYPES;
export const uploadFileType = z.enum(Object.keys(UPLOAD_TYPES) as [UploadFileType, ...UploadFileType[]]);

/** 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** "png", ".PNG" → "png". */
export function normalizeExt(ext: string): string {
  return ext.trim().replace(/^\./, "").toLowerCase();
}

export function extMatchesType(ext: string, fileType: UploadFileType): boolean {
  return (UPLOAD_TYPES[fileType] as readonly string[]).includes(normalizeExt(ext));
}

/** The type a stored key's extension stands for (keys only ever carry allowed extensions). */
export function fileTypeOfExt(ext: string): UploadFileType | null {
  const e = normalizeExt(ext);
  for (const [type, exts] of Object.entries(UPLOAD_TYPES)) if ((exts as readonly string[]).includes(e)) return type as UploadFileType;
  return null;
}

export const signedUrlRequest = z
  .object({
    ext: z.string().trim().min(1).max(10),
    /** The form field the file belongs to (e.g. "passport"); echoed back for the client. */
    fieldName: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[\w.-]+$/),
    fileType: uploadFileType,
  })
  .refine((b) => extMatchesType(b.ext, b.fileType), { message: messages.validationInvalid.id, path: ["ext"] });
/** @public API payload type. */
export type SignedUrlRequest = z.infer<typeof signedUrlRequest>;

export const signedUrlData = z.object({
  /** PUT the file's bytes here (no Content-Type header, or exactly `fileType`) before `expiresAt`. */
  uploadUrl: z.string(),
  /** Where the file is served once uploaded (same agency host only). */
  fileUrl: z.string(),
  /** `<agencyId>/<uuid>.<ext>` */
  key: z.string(),
  fieldName: z.string(),
  expiresAt: z.string(),
});
export const signedUrlResponse = envelope(signedUrlData);

/** The agency's images (spec A §3 agencyData; the background video is not one): resized on upload. */
export const IMAGE_ASSETS = ["logo", "favicon", "backgroundImage", "mobileBackgroundImage"] as const;
export type ImageAsset = (typeof IMAGE_ASSETS)[number];

const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpe?g|webp|gif|pdf|mp4|webm)$/;
export const uploadParams = z.object({ agencyId: z.uuid(), name: z.string().regex(UPLOAD_NAME) });
export const uploadQuery = z.object({
  expires: z.string().regex(/^\d{1,15}$/),
  sig: z.string().regex(/^[\w-]{1,100}$/),
  /** Set (and signed) when the file is one of the agency's images: it is resized for that place. */
  asset: z.enum(IMAGE_ASSETS).optional(),
});
export const uploadedResponse = envelope(z.object({ key: z.string(), fileUrl: z.string() }));
