import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rewardWalletConfigResponse, rewardWalletConfigUpdate, rewardWalletResponse } from "@/shared/api/reward-wallet";
import { messages } from "@/shared/messages";
import type { Db } from "../db/client";
import { ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import { agencyOf, userOf } from "./http";
import { changeEarnRate, loadRewardWalletConfig, walletOf } from "./reward-wallet";
import { rewardWalletMessages as m } from "./reward-wallet-messages";
import { bookingErrors, signedIn } from "./routes";

// The reward wallet (spec B §6; docs/decisions.md "Reward wallet"): the agency's earn rate, read by anyone signed
// in and set by owners and admins on the back office's Add-ons page (like PATCH /api/refund-protects), and the
// signed-in user's own wallet (enabled, balance) for the checkout and My trip.

const tags = ["reward-wallet"];

export function registerRewardWalletRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/reward-wallet",
    {
      ...signedIn,
      schema: { tags, summary: "The signed-in user's reward wallet: whether the agency enabled it for them, and its balance per currency", response: { 200: rewardWalletResponse, ...bookingErrors } },
    },
    async (request) => ok(await walletOf(db, userOf(request)), request.t(messages.ok)),
  );

  r.get(
    "/api/reward-wallet/settings",
    { ...signedIn, schema: { tags, summary: "The agency's earn rate: percent of a completed booking's total credited to a wallet", response: { 200: rewardWalletConfigResponse, ...bookingErrors } } },
    async (request) => ok(await loadRewardWalletConfig(db, agencyOf(request).id), request.t(messages.ok)),
  );

  r.patch(
    "/api/reward-wallet/settings",
    {
      config: { audit: "rewardWallet.changed" },
      // The agency's own configuration: owners and admins (the role matrix's "settings.manage"), before validation.
      preValidation: allowed("settings.manage", "change"),
      schema: { tags, summary: "Owner/admin: the reward wallet's earn rate; answers it as GET does", body: rewardWalletConfigUpdate, response: { 200: rewardWalletConfigResponse, ...bookingErrors } },
    },
    async (request) => ok(await changeEarnRate(db, agencyOf(request), userOf(request), request.body.earnRate), request.t(m.saved)),
  );
}
