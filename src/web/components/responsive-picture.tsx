import variants from "virtual:media-variants";
import { responsiveSources, variantNear } from "@/shared/media/responsive";

interface PictureProps {
  src: string;
  /** Replaces `src` below Tailwind's md breakpoint (the agency's mobile hero). */
  mobileSrc?: string | null;
  /** The width the picture is drawn at, for the browser to pick a copy (the `sizes` attribute). */
  sizes: string;
  className?: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
}

/**
 * A decorative picture in AVIF or WebP at the width the screen needs, when the build made copies of it
 * (src/build/responsive-media.ts); otherwise the original. The hero's sources are the ones the server
 * preloads (src/server/agency/first-html.ts), so the preloaded file is the one drawn.
 */
export function ResponsivePicture({ src, mobileSrc, sizes, className, loading, fetchPriority }: PictureProps) {
  return (
    <picture>
      {responsiveSources(variants, src, mobileSrc).map((source) => (
        <source key={`${source.media ?? ""} ${source.srcSet}`} srcSet={source.srcSet} type={source.type} media={source.media} sizes={sizes} />
      ))}
      <img src={src} alt="" className={className} loading={loading} fetchPriority={fetchPriority} />
    </picture>
  );
}

/** A video's poster: the WebP copy near its drawn width, or the original picture. */
export const posterOf = (src: string, width: number): string => variantNear(variants, src, width, "webp");
