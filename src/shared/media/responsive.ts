// Responsive images (issue "Fast on a phone"): the build writes AVIF and WebP copies of the site's own
// pictures (src/web/public/media) at a few widths (src/build/responsive-media.ts) and lists them per
// picture. The landing's <picture> elements and the server's preload of the hero read the same list, so
// the phone downloads the copy its screen needs and the preload is the very file the page then uses.

/** Widths the build makes, never wider than the original (the original's own width is added). */
export const MEDIA_WIDTHS = [480, 828, 1280, 1920] as const;

/** The formats, best first: a <picture> lists its sources in this order and the browser takes the first it reads. */
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** One picture's copies: its path (/media/x.jpg) → the widths made of it. */
export type MediaVariants = Record<string, readonly number[]>;

/** Where the build lists the copies (read by the server for the hero's preload). */
export const MEDIA_VARIANTS_FILE = "media/variants.json";

/** The copy of `/media/name.jpg` at `width` in `format`: `/media/name-<width>.<format>`. */
export const variantPath = (src: string, width: number, format: MediaFormat): string => `${src.replace(/\.[a-z0-9]+$/i, "")}-${width}.${format}`;

interface PictureSource {
  type: `image/${MediaFormat}`;
  srcSet: string;
}

/** The <source> elements of a picture, best format first; none when the build made no copies of it (an upload). */
function pictureSources(variants: MediaVariants, src: string | null | undefined): PictureSource[] {
  const widths = src ? variants[src] : undefined;
  if (!src || !widths?.length) return [];
  return MEDIA_FORMATS.map((format) => ({
    type: `image/${format}` as const,
    srcSet: widths.map((w) => `${variantPath(src, w, format)} ${w}w`).join(", "),
  }));
}

/** The copy nearest `width` in `format`, for a single-URL attribute (a video's poster); the original without copies. */
export function variantNear(variants: MediaVariants, src: string, width: number, format: MediaFormat): string {
  const widths = variants[src];
  if (!widths?.length) return src;
  const best = widths.find((w) => w >= width) ?? widths[widths.length - 1] ?? width;
  return variantPath(src, best, format);
}

/** The landing's hero fills the screen's width (spec A §1 "hero"). */
export const HERO_SIZES = "100vw";
/** Below this width the agency's mobile hero replaces the desktop one (Tailwind's md breakpoint). */
export const MOBILE_HERO_MEDIA = "(max-width: 767px)";
export const DESKTOP_HERO_MEDIA = "(min-width: 768px)";

export interface ResponsiveSource {
  srcSet: string;
  type?: PictureSource["type"];
  media?: string;
}

/**
 * A <picture>'s <source> list. With a mobile picture (the hero: spec A §3 agencyData backgroundImage,
 * mobileBackgroundImage) the mobile picture's copies come first, for small screens, then the desktop
 * picture's. A picture the build made no copies of (an upload) is its own single source.
 */
export function responsiveSources(variants: MediaVariants, image: string, mobileImage?: string | null): ResponsiveSource[] {
  const group = (src: string, media: string | undefined): ResponsiveSource[] => {
    const sources = pictureSources(variants, src);
    return (sources.length ? sources : [{ srcSet: src }]).map((source) => (media ? { ...source, media } : source));
  };
  return [...(mobileImage ? group(mobileImage, MOBILE_HERO_MEDIA) : []), ...group(image, mobileImage ? DESKTOP_HERO_MEDIA : undefined)];
}
