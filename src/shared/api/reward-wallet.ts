import { z } from "zod";
import { MAX_EARN_RATE, rewardWalletRules as rules } from "../booking/reward-wallet";
import { moneySchema } from "../money-schema";
import { envelope } from "./envelope";

// The reward wallet (spec B §6; docs/decisions.md "Reward wallet"): the agency's earn rate (GET/PATCH
// /api/reward-wallet/settings, the back office's Add-ons page) and the signed-in user's wallet (GET
// /api/reward-wallet: whether the agency enabled it for them and its balance), read by the checkout's
// "Use wallet credit" and My trip's transactions.

export const rewardWalletConfig = z.object({
  /** Percent of a completed booking's total credited to a wallet-enabled user (1.5 = 1.5 %). */
  earnRate: z.number().nonnegative(),
});
export type RewardWalletConfig = z.infer<typeof rewardWalletConfig>;
export const rewardWalletConfigResponse = envelope(rewardWalletConfig);

/** The earn rate's rule: 0 to MAX_EARN_RATE percent, two decimals (also the website settings' "reward wallet application" cashback). */
export const earnRate = z.number(rules.earnRateRange.id).min(0, rules.earnRateRange.id).max(MAX_EARN_RATE, rules.earnRateRange.id).multipleOf(0.01, rules.earnRatePrecision.id);

/** PATCH /api/reward-wallet/settings (owners and admins). */
export const rewardWalletConfigUpdate = z.object({ earnRate }).strict();
export type RewardWalletConfigUpdate = z.infer<typeof rewardWalletConfigUpdate>;

/** GET /api/reward-wallet: the signed-in user's wallet. A balance per currency the user ever earned in. */
export const rewardWallet = z.object({
  isEnabled: z.boolean(),
  balances: z.array(moneySchema),
});
export type RewardWallet = z.infer<typeof rewardWallet>;
export const rewardWalletResponse = envelope(rewardWallet);

/** Part of a payment request: the credit the traveller applies, whole minor units of the booking's currency. */
export const creditAmount = z.number(rules.creditWhole.id).int(rules.creditWhole.id).min(0, rules.creditNegative.id).max(Number.MAX_SAFE_INTEGER, rules.creditWhole.id);
