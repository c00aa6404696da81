import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { LoginForm } from "../features/accounts/components/login-form";
import { AUTH_HEADING_ID, AuthLayout } from "./-components/auth/auth-layout";
import { useDocumentTitle } from "./-components/auth/use-document-title";

export const Route = createFileRoute("/login")({
  component: LoginPage,
});

/** spec A §2 "Login screen" (page variant; the header's dialog is the modal variant). */
function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Log in`);
  return (
    <AuthLayout title={<Trans>Log in</Trans>} subtitle={<Trans>Welcome back. Log in to book and manage your trips.</Trans>}>
      <LoginForm headingId={AUTH_HEADING_ID} />
    </AuthLayout>
  );
}
