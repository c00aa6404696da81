import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import { fileTypeOfExt, MAX_UPLOAD_BYTES, normalizeExt, signedUrlRequest, signedUrlResponse, uploadedResponse, uploadParams, uploadQuery, type UploadFileType } from "@/shared/api/uploads";
import { messages } from "@/shared/messages";
import { requireActiveAgency } from "../agency/hooks";
import { fail, ok } from "../http/envelope";
import { requireUser } from "../sessions/require-user";
import { isImageAsset, prepareImage, webpKeyOf } from "./images";
import { uploadMessages as m } from "./messages";
import { signUpload, verifyUpload } from "./signing";
import type { FileStorage } from "./storage";

export interface UploadDeps {
  storage: FileStorage;
  /** HMAC-SHA256 key of the upload links (loadUploadSecret). */
  secret: string;
  /** Link lifetime; default 10 minutes. */
  ttlMs?: number;
  now?: () => number;
}

export const UPLOAD_TTL_MS = 10 * 60 * 1000;
const tags = ["uploads"];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 413: errorEnvelope, 415: errorEnvelope } as const;

/** The file's first bytes, so a renamed HTML or script file is not stored as an image. */
const SIGNATURES: Record<UploadFileType, (b: Buffer) => boolean> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  "image/gif": (b) => ["GIF87a", "GIF89a"].includes(b.subarray(0, 6).toString("latin1")),
  "image/webp": (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  "application/pdf": (b) => b.subarray(0, 5).toString("latin1") === "%PDF-",
  // ISO base media: a box size, then "ftyp".
  "video/mp4": (b) => b.subarray(4, 8).toString("latin1") === "ftyp",
  // EBML header.
  "video/webm": (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
};

export const uploadPath = (key: string) => `/api/uploads/${key}`;

/**
 * spec A §7 `POST api/aws/signed-url`: a signed-in user gets a 10-minute link to PUT one file
 * (≤ 5 MB, the signed type only); the file is then served by GET on the same agency's host.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: UploadDeps): void {
  const now = deps.now ?? Date.now;
  const ttlMs = deps.ttlMs ?? UPLOAD_TTL_MS;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/aws/signed-url",
    {
      preValidation: [requireActiveAgency, requireUser],
      schema: { tags, summary: "A short-lived link to upload one file (png, jpeg, webp, gif, pdf, mp4 or webm, 5 MB at most)", body: signedUrlRequest, response: { 200: signedUrlResponse, ...errors } },
    },
    async (request) => {
      const { fileType, fieldName } = request.body;
      // request.agency is set: requireUser refuses without it.
      const key = `${request.agency?.id}/${randomUUID()}.${normalizeExt(request.body.ext)}`;
      const expires = now() + ttlMs;
      const asset = isImageAsset(fieldName) ? fieldName : undefined;
      const sig = signUpload(deps.secret, key, fileType, expires, asset);
      return ok(
        { uploadUrl: `${uploadPath(key)}?expires=${expires}&sig=${sig}${asset ? `&asset=${asset}` : ""}`, fileUrl: uploadPath(key), key, fieldName, expiresAt: new Date(expires).toISOString() },
        request.t(messages.ok),
      );
    },
  );

  // The raw file body only exists inside this scope; elsewhere the API stays JSON-only.
  void app.register(async (scope) => {
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
    const s = scope.withTypeProvider<ZodTypeProvider>();

    /** Before the body is read: the link must be this agency's, unexpired and correctly signed. */
    async function checkLink(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      const params = uploadParams.safeParse(request.params);
      const query = uploadQuery.safeParse(request.query);
      if (!params.success || !query.success) return undefined; // validation answers 400
      if (!request.agency || request.agency.id !== params.data.agencyId) return reply.code(404).send(fail(request.t(messages.notFound)));
      const fileType = fileTypeOfExt(params.data.name.split(".").pop() ?? "");
      const key = `${params.data.agencyId}/${params.data.name}`;
      const expires = Number(query.data.expires);
      if (!fileType || expires < now() || !verifyUpload(deps.secret, key, fileType, expires, query.data.sig, query.data.asset)) {
        return reply.code(403).send(fail(request.t(m.badSignature)));
      }
      if (Number(request.headers["content-length"] ?? 0) > MAX_UPLOAD_BYTES) return reply.code(413).send(fail(request.t(m.tooLarge)));
      return undefined;
    }

    s.put(
      "/api/uploads/:agencyId/:name",
      {
        onRequest: checkLink,
        preHandler: requireActiveAgency,
        config: { signedBody: true },
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags,
          summary: "Upload a file to a signed link (raw bytes; no Content-Type, or exactly the signed type)",
          params: uploadParams,
          querystring: uploadQuery,
          response: { 200: uploadedResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { agencyId, name } = request.params;
        const key = `${agencyId}/${name}`;
        const fileType = fileTypeOfExt(name.split(".").pop() ?? "") as UploadFileType; // checkLink verified it
        const body = request.body as unknown;
        const media = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
        if (body === undefined || (Buffer.isBuffer(body) && body.length === 0)) return reply.code(400).send(fail(request.t(m.empty)));
        // A JSON body arrives parsed (the app's JSON parser): not a file of the signed type either.
        if (!Buffer.isBuffer(body) || (media && media !== fileType)) return reply.code(415).send(fail(request.t(m.wrongType)));
        if (!SIGNATURES[fileType](body)) return reply.code(415).send(fail(request.t(m.wrongType)));
        const asset = request.query.asset;
        if (asset) {
          const image = await prepareImage(asset, fileType, body);
          if (!image.ok) {
            if (image.reason === "size") return reply.code(413).send(fail(request.t(m.imageTooLarge)));
            return reply.code(415).send(fail(request.t(image.reason === "type" ? m.wrongType : m.unreadableImage)));
          }
          if (image.webp) await deps.storage.put(webpKeyOf(key), image.webp, "image/webp");
          await deps.storage.put(key, image.data, fileType);
          return ok({ key, fileUrl: uploadPath(key) }, request.t(m.uploaded));
        }
        await deps.storage.put(key, body, fileType);
        return ok({ key, fileUrl: uploadPath(key) }, request.t(m.uploaded));
      },
    );

    s.get(
      "/api/uploads/:agencyId/:name",
      { config: { refusals: [404] }, schema: { tags, summary: "An uploaded file (only on its own agency's host)", params: uploadParams, produces: ["*/*"] } },
      async (request, reply) => {
        const { agencyId, name } = request.params;
        const key = `${agencyId}/${name}`;
        const own = request.agency?.id === agencyId;
        // The agency's images have a WebP copy (uploads/images.ts): smaller, for the browsers that take it.
        const webp = own && /\.(png|jpe?g)$/.test(name) && /\bimage\/webp\b/.test(request.headers.accept ?? "") ? await deps.storage.get(webpKeyOf(key)) : null;
        const file = webp ?? (own ? await deps.storage.get(key) : null);
        if (!file) return reply.code(404).send(fail(request.t(messages.notFound)));
        if (/\.(png|jpe?g)$/.test(name)) reply.header("vary", "Accept");
        const disposition = /^(image|video)\//.test(file.contentType) ? "inline" : "attachment";
        return reply
          .header("content-type", file.contentType)
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", `${disposition}; filename="${name}"`)
          .header("cache-control", "private, max-age=3600")
          .send(file.data);
      },
    );
  });
}
