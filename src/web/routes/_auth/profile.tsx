import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { getProfile } from "../../api/accounts";
import { DetailsForm, EmailForm, LanguageForm, PasswordForm } from "../../features/profile/profile-forms";
import { useDocumentTitle } from "../../lib/document-title";

// The spec names the profile calls (spec A §7 getProfile, editProfile, changePassword, email, changeLanguage) but no
// route for their page: /profile, for every signed-in user.
export const Route = createFileRoute("/_auth/profile")({
  loader: getProfile,
  component: ProfilePage,
});

function ProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`My profile`);
  const profile = Route.useLoaderData();
  const router = useRouter();
  // A saved profile is read again, so every form starts from what the server holds.
  const reload = () => void router.invalidate();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          <Trans>My profile</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>Your name, picture, email, password and language.</Trans>
        </p>
      </div>
      <DetailsForm profile={profile} onSaved={reload} />
      <EmailForm profile={profile} onSaved={reload} />
      <PasswordForm />
      <LanguageForm />
    </div>
  );
}
