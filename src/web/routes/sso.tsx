import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { searchParams, text } from "../lib/search-params";
import { primaryButton, StatusPage } from "../components/status-page";
import { useSsoMachine } from "../features/accounts/use-sso-machine";
import { useAgency } from "../state/site";
import { ProgressScreen } from "./-components/auth/progress-screen";
import { useDocumentTitle } from "../lib/document-title";

const search = searchParams({ token: text(), navigateTo: text() });

export const Route = createFileRoute("/sso")({
  validateSearch: search,
  component: SsoPage,
});

/** spec A §2: only available when the agency has single sign-on enabled. */
function SsoPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Signing you in`);
  const agency = useAgency();
  if (!agency.sso.isSSOEnabled) {
    return (
      <StatusPage
        code="404"
        title={<Trans>Single sign-on is not available</Trans>}
        description={<Trans>This agency does not use single sign-on. Log in with your email and password instead.</Trans>}
        actions={
          <a href="/login" className={primaryButton}>
            <Trans>Go to log in</Trans>
          </a>
        }
      />
    );
  }
  return <SsoRunner />;
}

function SsoRunner() {
  const { token, navigateTo } = Route.useSearch();
  useSsoMachine({ token: token ?? null, navigateTo: navigateTo ?? null });
  return (
    <ProgressScreen>
      <Trans>Signing you in…</Trans>
    </ProgressScreen>
  );
}
