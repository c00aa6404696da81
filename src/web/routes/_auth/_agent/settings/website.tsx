import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PRIVILEGED_USER_TYPES } from "@/shared/permissions";
import { loadAgentProfile } from "../../../../features/accounts/agent-profile";
import { getApplications } from "../../../../api/website";
import { ApplicationsSettings } from "../../../../features/website-settings/applications";
import { WebsiteSettingsForm } from "../../../../features/website-settings/website-form";
import { useAgency } from "../../../../state/site";
import { AgencyLanding } from "../../../-components/agency-landing";
import { AgentPage } from "../../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../../lib/document-title";
import { SignInSample } from "./-components/sign-in-sample";

export const Route = createFileRoute("/_auth/_agent/settings/website")({
  loader: async () => {
    const profile = await loadAgentProfile();
    const canEdit = PRIVILEGED_USER_TYPES.includes(profile.userType);
    // The application config is for owners and admins only (spec B §7); other agents never ask for it.
    return { canEdit, applications: canEdit ? await getApplications() : null };
  },
  component: WebsiteSettingsPage,
});

/** spec A §4: an owner's or admin's first login lands here. spec A §3: every agencyData field, edited with a live preview. */
function WebsiteSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Website settings`);
  const agency = useAgency();
  const { canEdit, applications } = Route.useLoaderData();
  return (
    <AgentPage title={<Trans>Website settings</Trans>} intro={<Trans>How your booking site looks and how customers sign in.</Trans>}>
      <WebsiteSettingsForm
        // A new form when the saved agency changes under it (another tab saved, the site reloaded).
        key={agency._id}
        agency={agency}
        canEdit={canEdit}
        landing={<AgencyLanding />}
        signIn={<SignInSample />}
        after={applications && <ApplicationsSettings initial={applications} />}
      />
    </AgentPage>
  );
}
