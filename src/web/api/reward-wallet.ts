// The reward wallet (docs/decisions.md "Reward wallet"). One small function per endpoint, parsed with the shared schemas.
import { rewardWalletConfigResponse, rewardWalletResponse, type RewardWallet, type RewardWalletConfig, type RewardWalletConfigUpdate } from "@/shared/api/reward-wallet";
import { call } from "./call";
import { api } from "./client";

/** GET /api/reward-wallet: the signed-in user's wallet (enabled or not, balances). */
export async function getRewardWallet(): Promise<RewardWallet> {
  return (await call(rewardWalletResponse, () => api.get("reward-wallet").json())).data;
}

/** GET /api/reward-wallet/settings: the agency's earn rate. */
export async function getRewardWalletConfig(): Promise<RewardWalletConfig> {
  return (await call(rewardWalletConfigResponse, () => api.get("reward-wallet/settings").json())).data;
}

/** PATCH /api/reward-wallet/settings (owners and admins): the saved rate with the server's message. */
export async function saveRewardWalletConfig(update: RewardWalletConfigUpdate): Promise<{ message: string; data: RewardWalletConfig }> {
  const { message, data } = await call(rewardWalletConfigResponse, () => api.patch("reward-wallet/settings", { json: update }).json());
  return { message, data };
}
