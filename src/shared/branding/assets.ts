// The agency's images and video (spec A §3 agencyData: logo, favicon, backgroundImage,
// mobileBackgroundImage, and the looping background video of spec A §1/§2): which file types each
// takes, how large it may be, and the size the site shows it at. The editor checks a file before
// asking for an upload link; the server checks the stored file again when the settings are saved.
import type { UploadFileType } from "../api/uploads";

export const BRAND_ASSETS = ["logo", "favicon", "backgroundImage", "mobileBackgroundImage", "backgroundVideo"] as const;
export type BrandAsset = (typeof BRAND_ASSETS)[number];

export interface BrandAssetRule {
  types: readonly UploadFileType[];
  maxBytes: number;
  /** The largest size the site draws it at (CSS pixels × 2 for sharp screens); uploads are shrunk to fit (server/uploads/images.ts). */
  width: number;
  height: number;
}

const KB = 1024;
const MB = 1024 * KB;

export const BRAND_ASSET_RULES: Record<BrandAsset, BrandAssetRule> = {
  // The header and footer draw the logo 36 px high and at most 224 px wide.
  logo: { types: ["image/png", "image/webp", "image/jpeg"], maxBytes: 1 * MB, width: 448, height: 72 },
  favicon: { types: ["image/png"], maxBytes: 256 * KB, width: 180, height: 180 },
  // Full-screen hero and sign-in background.
  backgroundImage: { types: ["image/jpeg", "image/webp", "image/png"], maxBytes: 5 * MB, width: 2560, height: 1440 },
  // Shown below 768 px instead of the image and the video.
  mobileBackgroundImage: { types: ["image/jpeg", "image/webp", "image/png"], maxBytes: 3 * MB, width: 828, height: 1792 },
  backgroundVideo: { types: ["video/mp4", "video/webm"], maxBytes: 5 * MB, width: 1920, height: 1080 },
};

/** Why a chosen file cannot be the asset, or null when it can (type, then size). */
export function brandAssetProblem(asset: BrandAsset, file: { type: string; size: number }): "type" | "size" | null {
  const rule = BRAND_ASSET_RULES[asset];
  if (!(rule.types as readonly string[]).includes(file.type)) return "type";
  if (file.size > rule.maxBytes) return "size";
  return null;
}

/** An uploaded file of this agency (`/api/uploads/<agencyId>/<uuid>.<ext>`) or a file the site ships (`/media/…`). */
export const ASSET_URL = /^(\/api\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpe?g|webp|gif|mp4|webm)|\/media\/[\w.-]{1,100})$/;

/** The agency a stored upload belongs to, or null for a shipped file. */
export function uploadAgencyOf(url: string): string | null {
  const match = /^\/api\/uploads\/([0-9a-f-]{36})\//.exec(url);
  return match?.[1] ?? null;
}
