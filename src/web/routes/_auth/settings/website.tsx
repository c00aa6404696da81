import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { loadAgentProfile } from "../../../features/accounts/agent-profile";
import { useAgency } from "../../../state/site";
import { AgentPage, Card, Facts } from "../../-components/agent/agent-page";
import { useDocumentTitle } from "../../-components/auth/use-document-title";

export const Route = createFileRoute("/_auth/settings/website")({
  loader: loadAgentProfile,
  component: WebsiteSettingsPage,
});

/** spec A §4: an owner's or admin's first login lands here. Shows the site's current settings. */
function WebsiteSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Website settings`);
  const agency = useAgency();
  const onOff = (on: boolean): ReactNode => (on ? <Trans>On</Trans> : <Trans>Off</Trans>);
  return (
    <AgentPage title={<Trans>Website settings</Trans>} intro={<Trans>How your booking site looks and how customers sign in.</Trans>}>
      <div className="grid gap-6 md:grid-cols-2">
        <Card title={<Trans>Branding</Trans>}>
          <Facts
            items={[
              { label: <Trans>Site name</Trans>, value: agency.agencyName },
              {
                label: <Trans>Primary colour</Trans>,
                value: (
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className="size-4 rounded border border-slate-300" style={{ background: agency.primaryColor }} />
                    {agency.primaryColor}
                  </span>
                ),
              },
              { label: <Trans>Heading</Trans>, value: agency.heading },
              { label: <Trans>Sub-heading</Trans>, value: agency.subHeading || "—" },
              { label: <Trans>Sign-in layout</Trans>, value: agency.authLayout === "split" ? <Trans>Split screen</Trans> : <Trans>Full-screen background</Trans> },
            ]}
          />
        </Card>
        <Card title={<Trans>Sign-in options</Trans>}>
          <Facts
            items={[
              { label: <Trans>Google sign-in</Trans>, value: onOff(agency.social.isGoogleEnabled) },
              { label: <Trans>Facebook sign-in</Trans>, value: onOff(agency.social.isFacebookEnabled) },
              { label: <Trans>Single sign-on</Trans>, value: onOff(agency.sso.isSSOEnabled) },
              { label: <Trans>Direct login for SSO users</Trans>, value: onOff(agency.sso.isDirectLoginAllowedForSSOUsers) },
              { label: <Trans>Return URL</Trans>, value: agency.returnUrl ?? "—" },
            ]}
          />
        </Card>
        <Card title={<Trans>Booking menu</Trans>}>
          <Facts items={agency.bookingMenuItemOptions.map((item) => ({ label: item.title, value: onOff(item.active) }))} />
        </Card>
        <Card title={<Trans>Regional defaults</Trans>}>
          <Facts
            items={[
              { label: <Trans>Language</Trans>, value: agency.defaultLanguage.toUpperCase() },
              { label: <Trans>Currency</Trans>, value: agency.defaultCurrency },
            ]}
          />
        </Card>
      </div>
    </AgentPage>
  );
}
