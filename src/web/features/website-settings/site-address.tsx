import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { toApiFailure } from "@/shared/api/failure";
import { messages } from "@/shared/messages";
import { checkSubdomain, rotateSsoSecret } from "../../api/website";
import { InputField } from "../../components/booking/form-field";
import { secondaryAction } from "../../components/booking/styles";

/** The host the site is served under, without the agency's own label (acme.localhost → localhost). */
function baseHost(subdomain: string): string | null {
  const host = window.location.host;
  return host.startsWith(`${subdomain}.`) ? host.slice(subdomain.length + 1) : null;
}

/** spec B §5: the subdomain, checked by the server (reserved and taken names refused), and the agency's own domain. */
export function SiteAddress(props: {
  subdomain: string;
  saved: string;
  subdomainField: UseFormRegisterReturn;
  customDomainField: UseFormRegisterReturn;
  errors: { subdomain?: string | undefined; customDomain?: string | undefined };
  disabled: boolean;
}) {
  const { i18n } = useLingui();
  const [answer, setAnswer] = useState<{ subdomain: string; available: boolean; message: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const base = baseHost(props.saved);
  const address = base ? `${window.location.protocol}//${props.subdomain}.${base}` : null;

  async function check() {
    setChecking(true);
    try {
      setAnswer(await checkSubdomain(props.subdomain));
    } catch (failure) {
      setAnswer({ subdomain: props.subdomain, available: false, message: toApiFailure(failure).message ?? i18n._(messages.somethingWentWrong) });
    } finally {
      setChecking(false);
    }
  }

  const current = answer?.subdomain === props.subdomain.trim().toLowerCase() ? answer : null;
  return (
    <>
      <div className="grid gap-2">
        <InputField
          label={<Trans>Subdomain</Trans>}
          registration={props.subdomainField}
          error={props.errors.subdomain}
          autoComplete="off"
          spellCheck={false}
          hint={address ? <Trans>The site&apos;s address: {address}. Changing it moves the site: visitors and your team use the new address.</Trans> : undefined}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={secondaryAction} onClick={() => void check()} disabled={props.disabled || checking}>
            {checking ? <Trans>Checking…</Trans> : <Trans>Check availability</Trans>}
          </button>
          <p role="status" className={`text-sm ${current?.available ? "text-emerald-800" : "text-rose-700"}`}>
            {current?.message}
          </p>
        </div>
      </div>
      <InputField
        label={<Trans>Custom domain</Trans>}
        registration={props.customDomainField}
        error={props.errors.customDomain}
        autoComplete="off"
        spellCheck={false}
        placeholder="travel.example.com"
        hint={<Trans>Point the domain&apos;s DNS at this platform, then enter it here; leave it empty to use only the subdomain.</Trans>}
      />
    </>
  );
}

/** The single sign-on secret: made on request and shown once (the server keeps no way to show it again). */
export function SsoSecret({ disabled }: { disabled: boolean }) {
  const { i18n } = useLingui();
  const [secret, setSecret] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function rotate() {
    setBusy(true);
    try {
      const made = await rotateSsoSecret();
      setSecret(made.secret);
      setMessage(made.message);
    } catch (failure) {
      setSecret(null);
      setMessage(toApiFailure(failure).message ?? i18n._(messages.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">
        <Trans>Your system signs its single sign-on tokens with this secret. A new secret replaces the old one at once.</Trans>
      </p>
      <button type="button" className={`${secondaryAction} mt-3`} disabled={disabled || busy} onClick={() => void rotate()}>
        <Trans>Make a new secret</Trans>
      </button>
      <p role="status" className="mt-2 text-sm text-slate-800">
        {message}
      </p>
      {secret && (
        <label className="mt-2 block text-sm font-medium text-slate-700">
          <Trans>New secret</Trans>
          <input readOnly value={secret} onFocus={(event) => event.currentTarget.select()} className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm" />
        </label>
      )}
    </div>
  );
}
