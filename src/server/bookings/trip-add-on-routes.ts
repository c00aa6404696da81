import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { encodeBase64Json } from "@/shared/base64-json";
import { createBundleOfferRequest, createBundleOfferResponse, tripAddOnConfigResponse, tripAddOnConfigUpdate, type TripAddOnConfig } from "@/shared/api/trip-add-on";
import { changedFields, recordAudit } from "../back-office/audit";
import { auditUnchanged } from "../back-office/audit-scope";
import { messages } from "@/shared/messages";
import { allowed } from "../accounts/permissions";
import type { Db } from "../db/client";
import { ok } from "../http/envelope";
import { agencyOf, answer, userOf } from "./http";
import type { VerticalRegistry } from "./registry";
import { bookingErrors, signedIn } from "./routes";
import { resolveBookingClient } from "./saga";
import { tripAddOnMessages as m } from "./trip-add-on-messages";
import { loadTripAddOnConfig, saveTripAddOnConfig, TripAddOns } from "./trip-add-ons";

// spec B §7 "Add-ons": GET /api/tripAdd (isEnabled and configuration, base64 JSON as GET /api/refund-protects
// answers) and POST api/tripAdd/createBundleOffer (the bundle's products, base64 JSON), plus PATCH /api/tripAdd for
// the back office's settings (owners and admins). Checkout add-ons are signed in (spec A §2).

const tags = ["add-ons"];

export function registerTripAddOnRoutes(app: FastifyInstance, deps: { db: Db; verticals: VerticalRegistry }): void {
  const { db } = deps;
  const tripAddOns = new TripAddOns({ db, verticals: deps.verticals, log: app.log });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/tripAdd",
    {
      ...signedIn,
      schema: { tags, summary: "Trip add-on bundle configuration of the agency; data is base64-encoded JSON (spec B)", response: { 200: tripAddOnConfigResponse, ...bookingErrors } },
    },
    async (request) => ok(encodeBase64Json(await loadTripAddOnConfig(db, agencyOf(request).id)), request.t(messages.ok)),
  );

  r.patch(
    "/api/tripAdd",
    {
      config: { audit: "tripAddOn.changed" },
      // The agency's own configuration: owners and admins (the role matrix's "settings.manage"), before validation.
      preValidation: allowed("settings.manage", "change"),
      schema: {
        tags,
        summary: "Owner/admin: set the trip add-on bundle (enabled, discount percent, items, one-way nights); answers it as GET does",
        body: tripAddOnConfigUpdate,
        response: { 200: tripAddOnConfigResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const flatten = (config: TripAddOnConfig) => ({ isEnabled: config.isEnabled, ...config.configuration });
        const before = await loadTripAddOnConfig(db, agency.id);
        const after = await saveTripAddOnConfig(db, agency.id, request.body);
        // The back office's audit trail: who changed the agency's add-ons, and from what to what.
        const change = changedFields(flatten(before), flatten(after), ["isEnabled", "discountPercent", "products", "oneWayNights"]);
        if (change) await recordAudit(db, { agencyId: agency.id, actor: userOf(request), action: "tripAddOn.changed", subject: { name: agency.agencyName }, ...change });
        else auditUnchanged();
        return ok(encodeBase64Json(after), request.t(m.saved));
      }),
  );

  r.post(
    "/api/tripAdd/createBundleOffer",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Offer a hotel and a car for a flight offer's trip, each priced live, at the agency's bundle discount; data is base64-encoded JSON",
        body: createBundleOfferRequest,
        response: { 200: createBundleOfferResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const user = userOf(request);
        const anchor = tripAddOns.anchorOf(request.body.vertical);
        const client = await resolveBookingClient(db, anchor.messages, agency, user, request.body.clientId);
        const offer = await tripAddOns.offer({ agency, user, client }, request.body.vertical, request.body.offerId);
        return ok(encodeBase64Json(offer), request.t(m.offered));
      }),
  );
}
