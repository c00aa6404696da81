import { Trans } from "@lingui/react/macro";
import type { SocialProvider } from "@/shared/api/auth";
import { useAgency } from "../../../state/site";
import { FacebookLogoIcon, GoogleIcon } from "./icons";

const buttonClass =
  "inline-flex h-11 w-full items-center justify-center gap-2.5 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";

/** The providers the agency allows (spec A §2: disabled ones are hidden, not greyed out). */
export function useEnabledProviders(): SocialProvider[] {
  const { social } = useAgency();
  return [...(social.isGoogleEnabled ? (["google"] as const) : []), ...(social.isFacebookEnabled ? (["facebook"] as const) : [])];
}

export function SocialButtons({ isSignup, disabled, onSelect }: { isSignup: boolean; disabled: boolean; onSelect: (provider: SocialProvider) => void }) {
  const providers = useEnabledProviders();
  if (providers.length === 0) return null;
  return (
    <div className={`grid gap-3 ${providers.length > 1 ? "sm:grid-cols-2" : ""}`}>
      {providers.map((provider) => (
        <button key={provider} type="button" className={buttonClass} disabled={disabled} onClick={() => onSelect(provider)}>
          {provider === "google" ? <GoogleIcon className="size-5" /> : <FacebookLogoIcon className="size-5" />}
          {provider === "google" ? isSignup ? <Trans>Sign up with Google</Trans> : <Trans>Continue with Google</Trans> : isSignup ? <Trans>Sign up with Facebook</Trans> : <Trans>Continue with Facebook</Trans>}
        </button>
      ))}
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-slate-600" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      <Trans>or</Trans>
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
