import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import { countriesResponse, exchangeQuery, exchangeResponse, paymentGatewayResponse } from "@/shared/api/reference";
import { messages } from "@/shared/messages";
import { fail, ok } from "../http/envelope";
import { flagSvg, listCountries } from "./countries";
import type { ExchangeRateProvider } from "./exchange-rates";

/** spec A §7: the checkout loads STRIPE's script unless the gateway in use says otherwise. */
const DEFAULT_PAYMENT_GATEWAY = "STRIPE";

export function registerReferenceRoutes(app: FastifyInstance, opts: { exchangeRates: ExchangeRateProvider; paymentGateway: { readonly provider: string; readonly publishableKey?: string | undefined } }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/code", { schema: { tags: ["reference"], summary: "Countries with currency, flag and symbol", response: { 200: countriesResponse } } }, async (request, reply) => {
    // Built once from static datasets: cache it in the browser for a day.
    reply.header("cache-control", "public, max-age=86400");
    return ok(listCountries(), request.t(messages.ok));
  });

  // A country's flag, as the list's `image` names it. The same bytes for ever: cached for a year. Documentation only,
  // no params schema: an unknown code is the route's own 404, as the activity pictures' route.
  app.get<{ Params: { code: string } }>(
    "/api/code/:code/flag.svg",
    { config: { refusals: [404] }, schema: { tags: ["reference"], summary: "A country's flag (SVG)", produces: ["image/svg+xml"] } },
    async (request, reply) => {
      const country = listCountries().find((c) => c.code === request.params.code);
      if (!country) return reply.code(404).send(fail(request.t(messages.notFound)));
      return reply.header("content-type", "image/svg+xml; charset=utf-8").header("cache-control", "public, max-age=31536000, immutable").send(flagSvg(country.emoji));
    },
  );

  r.get(
    "/api/multi-currency/exchange",
    {
      schema: {
        tags: ["reference"],
        summary: "Exchange rates (units per 1 base currency)",
        querystring: exchangeQuery,
        response: { 200: exchangeResponse, 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const table = await opts.exchangeRates.getRates(request.query.base);
      if (!table) {
        const reason = request.t(messages.validationInvalid);
        return reply.code(400).send(fail(request.t(messages.invalidField, { field: "base", reason }), { field: "querystring.base" }));
      }
      return ok(table, request.t(messages.ok));
    },
  );

  r.get("/api/getCurrentPaymentGateway", { schema: { tags: ["reference"], summary: "The payment gateway in use", response: { 200: paymentGatewayResponse } } }, async (request) => {
    // spec A §7 "defaults to STRIPE on error": a gateway that cannot say which it is still gets an answer.
    let gateway = DEFAULT_PAYMENT_GATEWAY;
    let publishableKey: string | undefined;
    try {
      gateway = opts.paymentGateway.provider.trim() || DEFAULT_PAYMENT_GATEWAY;
      publishableKey = opts.paymentGateway.publishableKey;
    } catch {
      gateway = DEFAULT_PAYMENT_GATEWAY;
    }
    return ok(publishableKey ? { gateway, publishableKey } : { gateway }, request.t(messages.ok));
  });
}
