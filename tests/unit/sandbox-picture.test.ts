import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parsePictureFile, pictureAnswer, pictureWebp } from "@/server/suppliers/sandbox/picture";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="#0b3d91"/><circle cx="160" cy="120" r="60" fill="#f5a623"/></svg>';

describe("the sandbox's pictures", () => {
  it("reads a picture's number and format from its file name; anything else is no picture", () => {
    expect(parsePictureFile("3.webp")).toEqual({ n: 3, format: "webp" });
    expect(parsePictureFile("12.svg")).toEqual({ n: 12, format: "svg" });
    for (const name of ["3.png", "3", "webp", "123.webp", "-1.webp", "1.webp.svg", "../1.webp"]) expect(parsePictureFile(name)).toBeNull();
  });

  it("draws the SVG as a WebP of the size asked, its shapes at that size (not enlarged), once per address", async () => {
    const first = pictureWebp("test/a/1", SVG, { width: 640, height: 480 });
    expect(pictureWebp("test/a/1", SVG, { width: 640, height: 480 })).toBe(first);
    const webp = await first;
    expect(await sharp(webp).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
    // The sun's centre is the SVG's orange, its corner the sky's blue, at the drawn size's coordinates.
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(320, 240).map((c) => Math.round(c / 16))).toEqual([15, 10, 2]);
    expect(at(5, 5).map((c) => Math.round(c / 16))).toEqual([1, 4, 9]);
  });

  it("answers the SVG as drawn for the first addresses", async () => {
    expect(await pictureAnswer({ n: 1, format: "svg" }, "test/b", SVG, { width: 64, height: 48 })).toEqual({ type: "image/svg+xml; charset=utf-8", body: SVG });
    const webp = await pictureAnswer({ n: 1, format: "webp" }, "test/b", SVG, { width: 64, height: 48 });
    expect(webp.type).toBe("image/webp");
  });
});
