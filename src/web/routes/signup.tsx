import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AUTH_HEADING_ID, AuthLayout } from "./-components/auth/auth-layout";
import { SignupForm } from "./-components/auth/signup-form";
import { useDocumentTitle } from "./-components/auth/use-document-title";

// Invitation mails link to /signup?invitationToken=…; ?token= is accepted as well.
const signupSearch = z.object({
  invitationToken: z.string().min(1).optional().catch(undefined),
  token: z.string().min(1).optional().catch(undefined),
});

export const Route = createFileRoute("/signup")({
  validateSearch: signupSearch,
  component: SignupPage,
});

function SignupPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const invitationToken = search.invitationToken ?? search.token ?? null;
  useDocumentTitle(t`Sign up`);
  return (
    <AuthLayout
      title={invitationToken ? <Trans>Join your agency</Trans> : <Trans>Create your account</Trans>}
      subtitle={<Trans>It takes a minute. We will email you a link to confirm your address.</Trans>}
    >
      <SignupForm invitationToken={invitationToken} headingId={AUTH_HEADING_ID} />
    </AuthLayout>
  );
}
