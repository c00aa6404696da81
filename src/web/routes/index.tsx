import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { isProviderAgency } from "../../shared/branding/theme";
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
    // A screen tall while its code arrives: the footer starts below the fold instead of in view and then pushed
    // down ("Every page fast on a phone": Lighthouse put a 0.92 layout shift on the footer).
    <Suspense fallback={<div className="min-h-svh" />}>
      <ProviderLanding />
    </Suspense>
  ) : (
    <AgencyLanding />
  );
}
