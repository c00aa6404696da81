// The sandbox suppliers' pictures are drawn as SVG and served as WebP ("Every page fast on a phone", part 26): a
// browser builds every SVG <img> as its own SVG document on the page's main thread (40–100 ms each on a phone), where
// a WebP is decoded off it. The SVG address stays answered for the bookings and pages made before the change.

/** A picture's file name in its address: its number and format (`3.webp`, or `3.svg` as the first addresses had). */
export type PictureFile = { n: number; format: "svg" | "webp" };

export function parsePictureFile(file: string): PictureFile | null {
  const match = /^(\d{1,2})\.(svg|webp)$/.exec(file);
  return match ? { n: Number(match[1]), format: match[2] === "svg" ? "svg" : "webp" } : null;
}

/** The size a picture is drawn at: the largest its screens show it, at a phone's pixel ratio. */
export type PictureSize = { width: number; height: number };

/** Pictures drawn lately, by address: a results page asks for the same few again and again. Bounded, so a crawl
 * over every picture holds at most this many (a few KB each); any instance draws the same bytes, so nothing is lost
 * when it is dropped. */
const drawn = new Map<string, Promise<Buffer>>();
const KEEP = 256;

/** The WebP of `svg` at `size`, drawn once per `key` while it stays among the latest drawn. */
export function pictureWebp(key: string, svg: string, size: PictureSize): Promise<Buffer> {
  const known = drawn.get(key);
  if (known) {
    // Latest use last, so the oldest is the one dropped.
    drawn.delete(key);
    drawn.set(key, known);
    return known;
  }
  const picture = draw(svg, size);
  picture.catch(() => drawn.delete(key));
  drawn.set(key, picture);
  if (drawn.size > KEEP) drawn.delete(drawn.keys().next().value as string);
  return picture;
}

async function draw(svg: string, { width, height }: PictureSize): Promise<Buffer> {
  // Loaded on the first picture, as the uploads load it: libvips is memory a server that draws none need not hold.
  const { default: sharp } = await import("sharp");
  // libvips' own cache of operations is for pipelines run again on the same input; these never are.
  sharp.cache(false);
  // The SVG's viewBox is drawn at the density that makes it `width` wide, so the shapes are sharp, not enlarged.
  const viewBoxWidth = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1] ?? width);
  return (
    sharp(Buffer.from(svg), { density: (72 * width) / viewBoxWidth })
      .resize(width, height)
      // The fastest effort: 8 ms a picture against 18 at effort 2 (4–5 KB against 3.6), on a server that may share its
      // cores with the phone-sized browser that asked (the benches do).
      .webp({ quality: 80, effort: 0 })
      .toBuffer()
  );
}

/** How long a browser keeps a picture: an address always draws the same picture. */
export const PICTURE_CACHE = "public, max-age=31536000, immutable";

/** The answer to a picture's address: the SVG as drawn, or its WebP. */
export async function pictureAnswer(file: PictureFile, key: string, svg: string, size: PictureSize): Promise<{ type: string; body: string | Buffer }> {
  if (file.format === "svg") return { type: "image/svg+xml; charset=utf-8", body: svg };
  return { type: "image/webp", body: await pictureWebp(`${key}/${file.n}`, svg, size) };
}
