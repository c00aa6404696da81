import { createFileRoute } from "@tanstack/react-router";
import { isProviderAgency } from "../../shared/branding/theme";
import { useAgency } from "../state/site";
import { AgencyLanding } from "./-components/agency-landing";
import { ProviderLanding } from "./-components/provider-landing";

export const Route = createFileRoute("/")({
  component: LandingPage,
});

/** spec A §1: the provider's own agency gets the marketing page, every other agency its hero. */
function LandingPage() {
  const agency = useAgency();
  return isProviderAgency(agency) ? <ProviderLanding /> : <AgencyLanding />;
}
