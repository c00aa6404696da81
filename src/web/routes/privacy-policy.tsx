import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "../components/legal-page";
import { useAgency } from "../state/site";

export const Route = createFileRoute("/privacy-policy")({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  const agency = useAgency();
  return <LegalPage title={<Trans>Privacy policy</Trans>} text={agency.privacyPolicy} />;
}
