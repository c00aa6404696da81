import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { SOCIAL_ERROR_PARAM } from "@/shared/constants";
import { flag, searchParams, text } from "../lib/search-params";
import { AUTH_HEADING_ID, AuthLayout } from "./-components/auth/auth-layout";
import { SignupForm } from "./-components/auth/signup-form";
import { SocialErrorAlert } from "./-components/auth/social-error-alert";
import { useDocumentTitle } from "../lib/document-title";
import { isMailboxServed } from "../api/mailbox-served";

// Invitation mails link to /signup?invitationToken=…; ?token= is accepted as well.
const signupSearch = searchParams({ invitationToken: text({ min: 1 }), token: text({ min: 1 }), [SOCIAL_ERROR_PARAM]: flag });

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
    <AuthLayout title={invitationToken ? <Trans>Join your agency</Trans> : <Trans>Create your account</Trans>} subtitle={<Trans>It takes a minute. We will email you a link to confirm your address.</Trans>}>
      <SocialErrorAlert shown={search[SOCIAL_ERROR_PARAM] === true} />
      <SignupForm invitationToken={invitationToken} headingId={AUTH_HEADING_ID} />
      <MailboxNote />
    </AuthLayout>
  );
}

/**
 * A new user must find their verification mail: on a demo site nothing leaves the machine, so the page
 * says where it goes (the embedded mailbox, served only in demo mode without SMTP).
 */
function MailboxNote() {
  const [served, setServed] = useState(false);
  useEffect(() => {
    let live = true;
    isMailboxServed().then(
      (yes) => live && setServed(yes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!served) return null;
  return (
    <p role="note" className="mt-6 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <Trans>
        This is a demo site: no mail leaves it. Your verification link arrives in the{" "}
        <Link to="/mailbox" className="font-semibold underline">
          mailbox
        </Link>
        .
      </Trans>
    </p>
  );
}
