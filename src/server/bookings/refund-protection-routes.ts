import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { encodeBase64Json } from "@/shared/base64-json";
import { refundProtectionConfigResponse, refundProtectionConfigUpdate } from "@/shared/api/refund-protection";
import { messages } from "@/shared/messages";
import type { Db } from "../db/client";
import { ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import { changedFields, recordAudit } from "../back-office/audit";
import { auditUnchanged } from "../back-office/audit-scope";
import { agencyOf, userOf } from "./http";
import { loadRefundProtectionConfig, saveRefundProtectionConfig } from "./refund-protection";
import { refundProtectionMessages as m } from "./refund-protection-messages";
import { bookingErrors, signedIn } from "./routes";

// spec B §7 "Add-ons": GET /api/refund-protects (isEnabled, refundProtectMarkup; base64 JSON), the agency's
// refund protection for every vertical, and PATCH /api/refund-protects for the back office's add-on settings
// (owners and admins). Each vertical prices its own quote (its products) with the core's createQuote.

const tags = ["add-ons"];

export function registerRefundProtectionConfigRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/refund-protects",
    {
      ...signedIn,
      schema: { tags, summary: "Refund protection configuration of the agency; data is base64-encoded JSON (spec B)", response: { 200: refundProtectionConfigResponse, ...bookingErrors } },
    },
    async (request) => ok(encodeBase64Json(await loadRefundProtectionConfig(db, agencyOf(request).id)), request.t(messages.ok)),
  );

  r.patch(
    "/api/refund-protects",
    {
      config: { audit: "refundProtection.changed" },
      // The agency's own configuration: owners and admins (the role matrix's "settings.manage"), before validation.
      preValidation: allowed("settings.manage", "change"),
      schema: {
        tags,
        summary: "Owner/admin: offer refund protection or not, and the agency's markup on its premium; answers it as GET does",
        body: refundProtectionConfigUpdate,
        response: { 200: refundProtectionConfigResponse, ...bookingErrors },
      },
    },
    async (request) => {
      const agency = agencyOf(request);
      const before = await loadRefundProtectionConfig(db, agency.id);
      const after = await saveRefundProtectionConfig(db, agency.id, request.body);
      // The back office's audit trail: who changed the agency's add-ons, and from what to what.
      const change = changedFields(before, after, ["isEnabled", "refundProtectMarkup"]);
      if (change) await recordAudit(db, { agencyId: agency.id, actor: userOf(request), action: "refundProtection.changed", subject: { name: agency.agencyName }, ...change });
      else auditUnchanged();
      return ok(encodeBase64Json(after), request.t(m.saved));
    },
  );
}
