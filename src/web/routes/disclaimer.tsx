import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "../components/legal-page";
import { useAgency } from "../state/site";

export const Route = createFileRoute("/disclaimer")({
  component: DisclaimerPage,
});

function DisclaimerPage() {
  const agency = useAgency();
  return <LegalPage title={<Trans>Disclaimer</Trans>} text={agency.disclaimer} />;
}
