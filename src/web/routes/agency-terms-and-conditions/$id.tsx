import { Trans } from "@lingui/react/macro";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { getAgencyById } from "../../api/agency";
import { LegalPage } from "../../components/legal-page";

export const Route = createFileRoute("/agency-terms-and-conditions/$id")({
  loader: async ({ params }) => {
    const agency = await getAgencyById(params.id);
    if (!agency) throw notFound();
    return { agencyName: agency.agencyName, terms: agency.termsAndConditions };
  },
  component: AgencyTermsPage,
});

function AgencyTermsPage() {
  const { agencyName, terms } = Route.useLoaderData();
  return <LegalPage title={<Trans>{agencyName} terms and conditions</Trans>} text={terms} />;
}
