import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { getRefundProtectionConfig } from "../../../../api/refund-protection";
import { getRewardWalletConfig } from "../../../../api/reward-wallet";
import { getTripAddOnConfig } from "../../../../api/trip-add-on";
import { RefundProtectionSettings, RewardWalletSettings, TripBundleSettings } from "../../../../features/back-office/components/add-on-settings";
import { NotAllowed } from "../../../../features/back-office/components/office-ui";
import { loadAgentArea } from "../../../../features/back-office/navigation";
import { AgentPage, Card } from "../../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../../lib/document-title";

export const Route = createFileRoute("/_auth/_agent/settings/add-ons")({
  loader: async () => {
    // The agency's own configuration: owners and admins (the role matrix's "settings.manage"), as the API asks.
    const area = await loadAgentArea("settings.manage");
    if (!area.allowed) return { configs: null };
    const [refundProtection, tripBundle, rewardWallet] = await Promise.all([getRefundProtectionConfig(), getTripAddOnConfig(), getRewardWalletConfig()]);
    return { configs: { refundProtection, tripBundle, rewardWallet } };
  },
  component: AddOnSettingsPage,
});

/** spec B "Add-ons": refund protection and the trip bundle, as the agency offers them at checkout; the reward wallet's earn rate. */
function AddOnSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add-ons`);
  const { configs } = Route.useLoaderData();
  return (
    <AgentPage title={<Trans>Add-ons</Trans>} intro={<Trans>What travellers can add to a booking at checkout.</Trans>}>
      {configs ? (
        <div className="space-y-6">
          <Card title={<Trans>Refund protection</Trans>}>
            <RefundProtectionSettings initial={configs.refundProtection} />
          </Card>
          <Card title={<Trans>Trip bundle</Trans>}>
            <TripBundleSettings initial={configs.tripBundle} />
          </Card>
          <Card title={<Trans>Reward wallet</Trans>}>
            <RewardWalletSettings initial={configs.rewardWallet} />
          </Card>
        </div>
      ) : (
        <NotAllowed />
      )}
    </AgentPage>
  );
}
