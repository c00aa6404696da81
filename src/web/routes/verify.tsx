import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { useVerifyEmailMachine } from "../features/accounts/use-verify-email-machine";
import { ProgressScreen } from "./-components/auth/progress-screen";
import { useDocumentTitle } from "./-components/auth/use-document-title";

export const Route = createFileRoute("/verify")({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
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
