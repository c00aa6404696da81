import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "../components/legal-page";
import { useAgency } from "../state/site";

export const Route = createFileRoute("/cookies-policy")({
  component: CookiesPolicyPage,
});

function CookiesPolicyPage() {
  const agency = useAgency();
  return <LegalPage title={<Trans>Cookies policy</Trans>} text={agency.cookiesPolicy} />;
}
