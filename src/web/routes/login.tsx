import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { SOCIAL_ERROR_PARAM } from "@/shared/constants";
import { LoginForm } from "../features/accounts/components/login-form";
import { flag, searchParams } from "../lib/search-params";
import { AUTH_HEADING_ID, AuthLayout } from "./-components/auth/auth-layout";
import { SocialErrorAlert } from "./-components/auth/social-error-alert";
import { useDocumentTitle } from "../lib/document-title";

export const Route = createFileRoute("/login")({
  validateSearch: searchParams({ [SOCIAL_ERROR_PARAM]: flag }),
  component: LoginPage,
});

/** spec A §2 "Login screen" (page variant; the header's dialog is the modal variant). */
function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Log in`);
  const search = Route.useSearch();
  return (
    <AuthLayout title={<Trans>Log in</Trans>} subtitle={<Trans>Welcome back. Log in to book and manage your trips.</Trans>}>
      <SocialErrorAlert shown={search[SOCIAL_ERROR_PARAM] === true} />
      <LoginForm headingId={AUTH_HEADING_ID} />
    </AuthLayout>
  );
}
