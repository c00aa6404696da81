import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { isProviderAgency } from "@/shared/branding/theme";
import { withAppStyles } from "../lib/page-styles";
import { useAgency } from "../state/site";
import { AgencyLanding } from "./-components/agency-landing";

// Only the provider's own site shows the marketing page (its plans, prices in the visitor's currency): an
// agency's visitors do not download it.
const ProviderLanding = lazy(() => withAppStyles(import("./-components/provider-landing")).then((module) => ({ default: module.ProviderLanding })));

export const Route = createFileRoute("/")({
  component: LandingPage,
});

/** spec A §1: the provider's own agency gets the marketing page, every other agency its hero. */
function LandingPage() {
  const agency = useAgency();
  return isProviderAgency(agency) ? (
    <Suspense fallback={null}>
      <ProviderLanding />
    </Suspense>
  ) : (
    <AgencyLanding />
  );
}
