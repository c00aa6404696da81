import type { FastifyError, FastifyInstance } from "fastify";
import { messages } from "@/shared/messages";
import { fail } from "./envelope";
import { describeValidationError } from "./validation";

/**
 * 400 names the field (translated); other 4xx keep their status with a translated message;
 * everything else is a 500 with the request id and never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = request.t;
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      const { field, message } = describeValidationError(error.validation, error.validationContext, t);
      request.log.info({ field, code: error.code }, "request validation failed");
      return reply.code(400).send(fail(message, { field }));
    }
    const statusCode = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (statusCode === 429) return reply.code(429).send(fail(t(messages.tooManyRequests)));
    // A body over the route's limit (Fastify's 1 MiB, or the route's own bodyLimit) is the sender's to shorten:
    // say so, not "Something went wrong" ("Ready to go live").
    if (statusCode === 413) {
      request.log.info({ code: error.code, statusCode }, error.message);
      return reply.code(413).send(fail(t(messages.payloadTooLarge)));
    }
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ code: error.code, statusCode }, error.message);
      // e.g. malformed JSON (400), unsupported media type (415).
      const message = statusCode === 400 ? t(messages.invalidField, { field: "body", reason: t(messages.validationInvalid) }) : statusCode === 404 ? t(messages.notFound) : t(messages.somethingWentWrong);
      return reply.code(statusCode).send(fail(message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(fail(t(messages.internalError, { requestId: request.id }), { requestId: request.id }));
  });
}
