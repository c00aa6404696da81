import { createFileRoute } from "@tanstack/react-router";
import { isProviderAgency } from "@/shared/branding/theme";
import { withAppStyles } from "../lib/page-styles";
import { loadAgency } from "../state/load-site";
import { AgencyLanding } from "./-components/agency-landing";

export const Route = createFileRoute("/")({
  // Only the provider's own site shows the marketing page (its plans, prices in the visitor's currency): an
  // agency's visitors do not download it. It arrives before the page is drawn: the server drew it in the first
  // HTML, and the app's first commit replaces that drawing with the whole page, never with a page whose marketing
  // part is still on its way ("Every page fast on a phone, part 5").
  loader: async () => {
    const agency = await loadAgency();
    if (!agency || !isProviderAgency(agency)) return { ProviderLanding: null };
    const { ProviderLanding } = await withAppStyles(import("./-components/provider-landing"));
    return { ProviderLanding };
  },
  component: LandingPage,
  // The loader in the component's chunk: the marketing page is then imported from the chunk that draws the agencies'
  // landing, and what both draw (the responsive picture) stays in that chunk; apart, it was a chunk of its own and
  // the loader another, 0.6 KiB more for every agency's landing (the landing's 1.5× budget).
  codeSplitGroupings: [["loader", "component"]],
});

/** spec A §1: the provider's own agency gets the marketing page, every other agency its hero. */
function LandingPage() {
  const { ProviderLanding } = Route.useLoaderData();
  return ProviderLanding ? <ProviderLanding /> : <AgencyLanding />;
}
