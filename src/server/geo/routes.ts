import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { visitorCountryResponse } from "@/shared/api/visitor";
import { messages } from "@/shared/messages";
import { ok } from "../http/envelope";
import { initCountryLookup, visitorCountry } from "./visitor-country";

/** GET /api/visitor/country: where the caller is, for the defaults that depend on it. */
export function registerGeoRoutes(app: FastifyInstance): void {
  initCountryLookup();
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/visitor/country",
      { schema: { tags: ["reference"], summary: "The caller's country from their address (IP2Location LITE), else the default", response: { 200: visitorCountryResponse } } },
      async (request, reply) => {
        // It depends on the caller's address: never shared through a cache.
        void reply.header("cache-control", "private, no-store");
        return ok(visitorCountry(request.ip), request.t(messages.ok));
      },
    );
}
