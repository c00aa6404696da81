import { Trans } from "@lingui/react/macro";
import { SocialButtons } from "../../../../../features/accounts/components/social-buttons";
import { inputBase, primaryAction } from "../../../../../components/booking/styles";
import { AuthLayout } from "../../../../-components/auth/auth-layout";

/** The sign-in page as the preview draws it: the real layout and social buttons around an empty form. */
export function SignInSample() {
  return (
    <AuthLayout title={<Trans>Log in</Trans>}>
      <div className="grid gap-4">
        <div className={inputBase} />
        <div className={inputBase} />
        <div className={`${primaryAction} w-full`}>
          <Trans>Log in</Trans>
        </div>
        <SocialButtons isSignup={false} disabled onSelect={() => {}} />
      </div>
    </AuthLayout>
  );
}
