import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import type { Plugin } from "vite";
import { MEDIA_FORMATS, MEDIA_VARIANTS_FILE, MEDIA_WIDTHS, variantPath, type MediaFormat, type MediaVariants } from "../shared/media/responsive.ts";

const VIRTUAL_ID = "virtual:media-variants";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const LARGEST = Math.max(...MEDIA_WIDTHS);
const PICTURE = /\.(?:jpe?g|png)$/i;

const ENCODE: Record<MediaFormat, (image: Sharp) => Sharp> = {
  // effort 2: a fraction of the default's encoding time for a file a few per cent larger.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
};

/**
 * AVIF and WebP copies of every picture in public/media at the widths of src/shared/media/responsive.ts,
 * written beside the originals in the build, plus their list (media/variants.json for the server, and the
 * `virtual:media-variants` module for the app). Encoded copies are kept in `.cache/media` under the
 * original's hash, so only a new or changed picture costs encoding time. The dev server lists no copies
 * (the app then shows the originals).
 */
export function responsiveMedia(opts: { mediaDir: string; cacheDir: string }): Plugin {
  let variants: MediaVariants = {};
  let sources: { file: string; src: string; hash: string; widths: number[] }[] = [];
  let building = false;
  return {
    name: "waypoint:responsive-media",
    configResolved(config) {
      building = config.command === "build";
    },
    async buildStart() {
      if (!building || !existsSync(opts.mediaDir)) return;
      const files = (await readdir(opts.mediaDir)).filter((f) => PICTURE.test(f)).sort();
      sources = await Promise.all(
        files.map(async (file) => {
          const body = await readFile(join(opts.mediaDir, file));
          const { width = 0 } = await sharp(body).metadata();
          const top = Math.min(width, LARGEST);
          const widths = top > 0 ? [...MEDIA_WIDTHS.filter((w) => w < top), top] : [];
          return { file, src: `/media/${file}`, hash: createHash("sha256").update(body).digest("hex").slice(0, 16), widths };
        }),
      );
      variants = Object.fromEntries(sources.map((s) => [s.src, s.widths]));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(variants)};` : null;
    },
    async writeBundle(options) {
      const outDir = options.dir ?? "";
      await mkdir(opts.cacheDir, { recursive: true });
      await mkdir(join(outDir, "media"), { recursive: true });
      // One picture at a time: the build shares the machine, and sharp already uses every core for one.
      for (const source of sources) {
        for (const width of source.widths) {
          for (const format of MEDIA_FORMATS) {
            const cached = join(opts.cacheDir, `${source.hash}-${width}.${format}`);
            if (!existsSync(cached)) {
              const image = sharp(join(opts.mediaDir, source.file)).resize({ width, withoutEnlargement: true });
              await writeFile(cached, await ENCODE[format](image).toBuffer());
            }
            await copyFile(cached, join(outDir, variantPath(source.src, width, format)));
          }
        }
      }
      await writeFile(join(outDir, MEDIA_VARIANTS_FILE), JSON.stringify(variants));
    },
  };
}
