import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { searchParams, text } from "../lib/search-params";
import { useVerifyEmailMachine } from "../features/accounts/use-verify-email-machine";
import { ProgressScreen } from "./-components/auth/progress-screen";
import { useDocumentTitle } from "../lib/document-title";

const search = searchParams({ token: text() });

export const Route = createFileRoute("/verify")({
  validateSearch: search,
  component: VerifyPage,
});

/** The signup verification link: verify, then /login with the server's toast; a bad link → /expired. */
function VerifyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Verifying your email`);
  const { token } = Route.useSearch();
  useVerifyEmailMachine(token ?? null);
  return (
    <ProgressScreen>
      <Trans>Verifying your email…</Trans>
    </ProgressScreen>
  );
}
