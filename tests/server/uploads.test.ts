// File uploads (spec A §7 POST api/aws/signed-url): a signed-in user gets a signed 10-minute PUT
// link, uploads ≤ 5 MB of the signed type, and the file is served on its own agency's host only.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpload } from "@/server/uploads/signing";
import { MAX_UPLOAD_BYTES } from "@/shared/api/uploads";
import { ACME, call, login, NOMAD } from "./accounts-support";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let dataDir: string;
let token: string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("fake png body")]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

interface Link {
  uploadUrl: string;
  fileUrl: string;
  key: string;
  fieldName: string;
  expiresAt: string;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "waypoint-uploads-"));
  ctx = await createTestApp({ dataDir });
  token = await login(ctx.app, "alice@acme.test");
}, scaled(60_000));

afterAll(async () => {
  await ctx?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function signedUrl(body: Record<string, unknown>, opts: { token?: string; host?: string } = {}) {
  return call(ctx.app, "POST", "/api/aws/signed-url", { host: opts.host ?? ACME, token: "token" in opts ? opts.token : token, body });
}

async function link(fileType = "image/png", ext = "png"): Promise<Link> {
  const { status, body } = await signedUrl({ ext, fieldName: "passport", fileType });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as Link;
}

function put(url: string, payload: Buffer, opts: { host?: string; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: "PUT", url, headers: { host: opts.host ?? ACME, ...opts.headers }, payload });
}

const get = (url: string, host = ACME) => ctx.app.inject({ method: "GET", url, headers: { host } });

describe("POST /api/aws/signed-url", () => {
  it("gives a signed-in user an agency-namespaced, 10-minute upload link", async () => {
    const before = Date.now();
    const l = await link();
    const agencyId = l.key.split("/")[0];
    expect(l.key).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    expect(l.fileUrl).toBe(`/api/uploads/${l.key}`);
    expect(l.uploadUrl).toMatch(new RegExp(`^/api/uploads/${l.key}\\?expires=\\d+&sig=[\\w-]+$`));
    expect(l.fieldName).toBe("passport");
    const ttl = Date.parse(l.expiresAt) - before;
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
    const agency = await call(ctx.app, "GET", "/api/agency", { host: ACME });
    expect((agency.body.data as { _id: string })._id).toBe(agencyId);
  });

  it("is 401 signed out", async () => {
    const { status, body } = await signedUrl({ ext: "png", fieldName: "passport", fileType: "image/png" }, { token: undefined });
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: false, message: "Your session has expired, Please login again." });
  });

  it("refuses other types (svg, html) and an extension that does not match the type", async () => {
    for (const fileType of ["image/svg+xml", "text/html", "application/octet-stream"]) {
      const { status, body } = await signedUrl({ ext: "svg", fieldName: "logo", fileType });
      expect(status).toBe(400);
      expect(body.field).toBe("body.fileType");
    }
    const mismatch = await signedUrl({ ext: "html", fieldName: "passport", fileType: "image/png" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe("body.ext");
    expect((await signedUrl({ ext: ".JPG", fieldName: "photo", fileType: "image/jpeg" })).status).toBe(200);
  });
});

describe("PUT and GET /api/uploads/:key", () => {
  // Regression, "uploads refused the signed Content-Type": the JSON-only CSRF rule answered 415
  // to `Content-Type: image/png` although the signed link names exactly that type.
  it.each(["image/png", "image/png; charset=binary"])("accepts the signed Content-Type %s", async (contentType) => {
    const l = await link();
    const up = await put(l.uploadUrl, PNG, { headers: { "content-type": contentType } });
    expect(up.statusCode, up.body).toBe(200);
  });

  it("still refuses another type, and a cross-site upload, with the signed link", async () => {
    const l = await link();
    expect((await put(l.uploadUrl, PNG, { headers: { "content-type": "image/jpeg" } })).statusCode).toBe(415);
    expect((await put(l.uploadUrl, PNG, { headers: { "content-type": "image/png", "sec-fetch-site": "cross-site" } })).statusCode).toBe(403);
  });

  it("round trip: uploads a png to disk and serves it inline with its type and nosniff", async () => {
    const l = await link();
    const up = await put(l.uploadUrl, PNG);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ status: true, data: { key: l.key, fileUrl: l.fileUrl } });
    expect(await readFile(join(dataDir, "uploads", l.key))).toEqual(PNG);

    const res = await get(l.fileUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
    expect(res.rawPayload).toEqual(PNG);
  });

  it("serves a pdf as an attachment", async () => {
    const l = await link("application/pdf", "pdf");
    // The CSRF guard answers 415 to any non-JSON Content-Type before the route; no header is the way.
    expect((await put(l.uploadUrl, PDF)).statusCode).toBe(200);
    const res = await get(l.fileUrl);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; /);
  });

  it("refuses bytes that are not the signed type, and another Content-Type", async () => {
    const l = await link();
    const html = await put(l.uploadUrl, Buffer.from("<script>alert(1)</script>"));
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ status: false, message: "The file does not match the type this upload link allows" });
    expect((await put(l.uploadUrl, PDF)).statusCode).toBe(415);
    expect((await put(l.uploadUrl, PNG, { headers: { "content-type": "text/html" } })).statusCode).toBe(415);
    expect((await put(l.uploadUrl, Buffer.from(JSON.stringify({ a: 1 })), { headers: { "content-type": "application/json" } })).statusCode).toBe(415);
    expect((await put(l.uploadUrl, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await get(l.fileUrl)).statusCode).toBe(404);
  });

  it("refuses a file over 5 MB", async () => {
    const l = await link();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await put(l.uploadUrl, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false });
    expect((await get(l.fileUrl)).statusCode).toBe(404);
  });

  it("refuses a forged, altered or expired link", async () => {
    const l = await link();
    const url = new URL(l.uploadUrl, "http://x");
    const expires = Number(url.searchParams.get("expires"));
    const sig = url.searchParams.get("sig") ?? "";
    const forged = [
      `${url.pathname}?expires=${expires}&sig=${"A".repeat(sig.length)}`,
      `${url.pathname}?expires=${expires + 3_600_000}&sig=${sig}`,
      // The same signature on another key (same agency).
      `${url.pathname.replace(/[0-9a-f-]{36}\.png$/, "00000000-0000-4000-8000-000000000000.png")}?expires=${expires}&sig=${sig}`,
      // …or on another type.
      `${url.pathname.replace(/\.png$/, ".gif")}?expires=${expires}&sig=${sig}`,
    ];
    for (const u of forged) {
      const res = await put(u, PNG);
      expect(res.statusCode, u).toBe(403);
      expect(res.json()).toMatchObject({ status: false, message: "This upload link is invalid or has expired" });
    }
    // Correctly signed with the server's persisted secret, but expired.
    const secret = (await readFile(join(dataDir, "upload-secret"), "utf8")).trim();
    const past = Date.now() - 1000;
    const expired = await put(`${url.pathname}?expires=${past}&sig=${signUpload(secret, l.key, "image/png", past)}`, PNG);
    expect(expired.statusCode).toBe(403);
    expect((await put(l.uploadUrl, PNG)).statusCode).toBe(200);
  });

  it("another agency's key is a 404, for uploading and for reading", async () => {
    const l = await link();
    expect((await put(l.uploadUrl, PNG, { host: NOMAD })).statusCode).toBe(404);
    expect((await put(l.uploadUrl, PNG)).statusCode).toBe(200);
    expect((await get(l.fileUrl)).statusCode).toBe(200);
    const res = await get(l.fileUrl, NOMAD);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: "Not found" });
    // Nomad's own user cannot read it either, and gets links in Nomad's namespace only.
    const nomadToken = await login(ctx.app, "alice@nomad.test", undefined, NOMAD);
    const nomadLink = await signedUrl({ ext: "png", fieldName: "passport", fileType: "image/png" }, { token: nomadToken, host: NOMAD });
    expect((nomadLink.body.data as Link).key.split("/")[0]).not.toBe(l.key.split("/")[0]);
    // And an Acme token on the Nomad host is no session there.
    expect((await signedUrl({ ext: "png", fieldName: "p", fileType: "image/png" }, { host: NOMAD })).status).toBe(401);
  });
});

/** A real picture of the given size, made by sharp. */
const picture = (width: number, height: number, format: "png" | "jpeg" = "png") =>
  sharp({ create: { width, height, channels: 3, background: { r: 11, g: 83, b: 148 } } })
    .toFormat(format)
    .toBuffer();

async function imageLink(fieldName: string, fileType = "image/png", ext = "png"): Promise<Link> {
  const { status, body } = await signedUrl({ ext, fieldName, fileType });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as Link;
}

const getAccepting = (url: string, accept: string) => ctx.app.inject({ method: "GET", url, headers: { host: ACME, accept } });

// The agency's images (spec A §3 agencyData) are resized on upload to the size the site draws them at
// (src/shared/branding/assets.ts), with a WebP copy for browsers that accept it; what sharp cannot read is refused.
describe("uploading the agency's images", () => {
  it.each([
    // The header draws the logo 36 px high (72 at 2×), at most 224 px wide.
    ["logo", 1600, 400, 288, 72],
    ["favicon", 512, 512, 180, 180],
    ["backgroundImage", 4000, 3000, 1920, 1440],
    ["mobileBackgroundImage", 1200, 2400, 828, 1656],
  ] as const)("%s %ix%i is stored as %ix%i, with a WebP copy", async (asset, width, height, storedWidth, storedHeight) => {
    const l = await imageLink(asset);
    expect(l.uploadUrl).toContain(`&asset=${asset}`);
    const up = await put(l.uploadUrl, await picture(width, height));
    expect(up.statusCode, up.body).toBe(200);

    const png = await get(l.fileUrl);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers.vary).toBe("Accept");
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: "png", width: storedWidth, height: storedHeight });

    const webp = await getAccepting(l.fileUrl, "image/avif,image/webp,*/*");
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: "webp", width: storedWidth, height: storedHeight });
  });

  it("never enlarges a small picture, and keeps a JPEG a JPEG", async () => {
    const l = await imageLink("logo", "image/jpeg", "jpg");
    expect((await put(l.uploadUrl, await picture(100, 30, "jpeg"))).statusCode).toBe(200);
    expect(await sharp((await get(l.fileUrl)).rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 100, height: 30 });
  });

  it("refuses what sharp cannot read, and stores nothing", async () => {
    const l = await imageLink("logo");
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not a picture")]);
    const up = await put(l.uploadUrl, fake);
    expect(up.statusCode).toBe(415);
    expect(up.json()).toMatchObject({ status: false, message: "This image cannot be read: choose a PNG, JPEG or WebP picture" });
    // Half a real PNG: the header reads, the pixels do not.
    const half = (await picture(300, 300)).subarray(0, 60);
    expect((await put(l.uploadUrl, half)).statusCode).toBe(415);
    expect((await get(l.fileUrl)).statusCode).toBe(404);
  });

  it("refuses a type the image does not take (in the caller's language), and a file over its limit", async () => {
    // The favicon is PNG only (src/shared/branding/assets.ts).
    const favicon = await imageLink("favicon", "image/jpeg", "jpg");
    const jpeg = await put(favicon.uploadUrl, await picture(64, 64, "jpeg"), { headers: { "accept-language": "es" } });
    expect(jpeg.statusCode).toBe(415);
    expect(jpeg.json()).toMatchObject({ message: "El archivo no coincide con el tipo que permite este enlace de subida" });
    // 256 KB at most: random pixels do not compress.
    const noise = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 400, height: 400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const big = await put((await imageLink("favicon")).uploadUrl, noise);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: "The file is too large for this image" });
  });

  it("a link whose image name was removed or changed is refused: resizing cannot be skipped", async () => {
    const l = await imageLink("logo");
    const body = await picture(1600, 400);
    expect((await put(l.uploadUrl.replace("&asset=logo", ""), body)).statusCode).toBe(403);
    expect((await put(l.uploadUrl.replace("&asset=logo", "&asset=backgroundImage"), body)).statusCode).toBe(403);
    expect((await put(l.uploadUrl, body)).statusCode).toBe(200);
  });
});
