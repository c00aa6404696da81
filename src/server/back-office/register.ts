import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { navigationResponse } from "@/shared/api/navigation";
import { errorEnvelope } from "@/shared/api/envelope";
import { bookNowTarget, navigationFor } from "@/shared/back-office/navigation";
import { messages } from "@/shared/messages";
import { permissionsOf, roleOf } from "@/shared/permissions";
import { isProviderSite } from "../agency/host";
import { ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import { registerAgentRoutes } from "./agents-routes";
import { registerAuditRoutes } from "./audit";
import { callerOf } from "./changes";
import { registerClientRoutes, type BackOfficeDeps } from "./clients-routes";
import { registerInvitationRoutes } from "./invitations";
import { registerMarkupRoutes } from "./markups-routes";

/** spec B §7 "Agency back office": people, invitations, markups, navigation and the audit trail. */
export function registerBackOffice(app: FastifyInstance, deps: BackOfficeDeps): void {
  registerClientRoutes(app, deps);
  registerAgentRoutes(app, deps);
  registerInvitationRoutes(app, deps);
  registerMarkupRoutes(app, deps);
  registerAuditRoutes(app, deps);

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/agency/navigations",
    {
      preValidation: allowed("backOffice.enter", "read"),
      schema: {
        tags: ["back office"],
        summary: "The agent side navigation for the caller's role, the role's permissions, and Book Now's target",
        response: { 200: navigationResponse, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const { agency, actor } = callerOf(request);
      const role = roleOf(actor);
      const atProvider = isProviderSite(agency);
      return ok(
        {
          role,
          permissions: permissionsOf(role, atProvider),
          items: navigationFor(role, atProvider).map((entry) => ({ id: entry.id, path: entry.path, group: entry.group ?? null })),
          bookNow: bookNowTarget(agency.bookingMenuItemOptions, null),
        },
        request.t(messages.ok),
      );
    },
  );
}
