import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PRIVILEGED_USER_TYPES } from "../../../../shared/api/auth";
import { loadAgentProfile } from "../../../features/accounts/agent-profile";
import { WebsiteSettingsForm } from "../../../features/website-settings/website-form";
import { useAgency } from "../../../state/site";
import { AgencyLanding } from "../../-components/agency-landing";
import { AgentPage } from "../../-components/agent/agent-page";
import { useDocumentTitle } from "../../-components/auth/use-document-title";
import { SignInSample } from "./-components/sign-in-sample";

export const Route = createFileRoute("/_auth/settings/website")({
  loader: loadAgentProfile,
  component: WebsiteSettingsPage,
});

/** spec A §4: an owner's or admin's first login lands here. spec A §3: every agencyData field, edited with a live preview. */
function WebsiteSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Website settings`);
  const agency = useAgency();
  const profile = Route.useLoaderData();
  return (
    <AgentPage title={<Trans>Website settings</Trans>} intro={<Trans>How your booking site looks and how customers sign in.</Trans>}>
      <WebsiteSettingsForm
        // A new form when the saved agency changes under it (another tab saved, the site reloaded).
        key={agency._id}
        agency={agency}
        canEdit={PRIVILEGED_USER_TYPES.includes(profile.userType)}
        landing={<AgencyLanding />}
        signIn={<SignInSample />}
      />
    </AgentPage>
  );
}
