// The agency's images (spec A §3 agencyData: logo, favicon, backgroundImage, mobileBackgroundImage) are
// made the size the site draws them at when they are uploaded, with a WebP copy beside them that GET
// serves to browsers that accept it. Anything sharp cannot decode is refused, whatever its first bytes say.
import type { FormatEnum, Metadata } from "sharp";
import { BRAND_ASSET_RULES } from "@/shared/branding/assets";
import { IMAGE_ASSETS, type ImageAsset, type UploadFileType } from "@/shared/api/uploads";

export function isImageAsset(name: string): name is ImageAsset {
  return (IMAGE_ASSETS as readonly string[]).includes(name);
}

/** Where the WebP copy of a stored image is kept; only GET's content negotiation reaches it. */
export const webpKeyOf = (key: string) => `${key}.webp`;

/** sharp's name for each format an image asset may take. */
const FORMAT: Partial<Record<UploadFileType, keyof FormatEnum>> = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp" };

export type PreparedImage = { ok: true; data: Buffer; webp: Buffer | null } | { ok: false; reason: "type" | "size" | "unreadable" };

/**
 * The upload as the site stores it: the asset's type and size limits checked, the picture decoded, turned
 * upright (EXIF orientation), shrunk to fit the asset's box (never enlarged) and stripped of metadata (a
 * phone photo's GPS position has no place on a public site), plus a WebP copy unless it is WebP already.
 */
export async function prepareImage(asset: ImageAsset, type: UploadFileType, body: Buffer): Promise<PreparedImage> {
  const rule = BRAND_ASSET_RULES[asset];
  const format = FORMAT[type];
  if (!format || !rule.types.includes(type)) return { ok: false, reason: "type" };
  if (body.length > rule.maxBytes) return { ok: false, reason: "size" };
  // Loaded on the first upload: sharp and its native library are memory a server that takes no upload need not hold.
  const { default: sharp } = await import("sharp");
  let metadata: Metadata;
  try {
    // Refuse decompression bombs before decoding: no asset needs more than 50 megapixels.
    metadata = await sharp(body, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  // The decoded picture must be the signed type too (a GIF renamed .png is not a PNG).
  if (metadata.format !== format) return { ok: false, reason: "type" };
  try {
    const resized = sharp(body, { limitInputPixels: 50_000_000 }).rotate().resize({ width: rule.width, height: rule.height, fit: "inside", withoutEnlargement: true });
    const data = await resized.clone().toFormat(format).toBuffer();
    const webp = format === "webp" ? null : await resized.clone().webp({ quality: 82 }).toBuffer();
    return { ok: true, data, webp };
  } catch {
    // A header that reads but pixels that do not (a truncated file).
    return { ok: false, reason: "unreadable" };
  }
}
