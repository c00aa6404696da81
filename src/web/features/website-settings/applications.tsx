import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm, type FieldValues, type UseFormReturn } from "react-hook-form";
import { applications as applicationsSchema, mailDomainRequest, rewardWalletRequest, type Applications } from "@/shared/api/website-settings";
import { messages } from "@/shared/messages";
import { saveApplication } from "../../api/website";
import { InputField } from "../../components/booking/form-field";
import { primaryAction } from "../../components/booking/styles";
import { useFormMachine, useSettingsFormActor } from "../../lib/settings-form";
import { Section, Toggle } from "./form-parts";

type AnyForm = UseFormReturn<FieldValues, unknown, FieldValues>;

/** spec A §8 "Application config update rejection: each validation error, or 'Something went wrong!' plus the message". */
const applicationFailure = { fallback: messages.somethingWentWrongBang, withDetail: true };

function Detail({ detail }: { detail: string | null }) {
  const { i18n } = useLingui();
  if (!detail) return null;
  return (
    <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
      {i18n._(messages.somethingWentWrongBang)} {detail}
    </p>
  );
}

/** The application config (spec B §7 "GET/POST applications"): the mail domain and the reward wallet. */
export function ApplicationsSettings({ initial }: { initial: Applications }) {
  const { t } = useLingui();
  const [applications, setApplications] = useState(initial);
  const onSaved = (data: unknown) => setApplications(applicationsSchema.parse(data));

  const mail = useForm({ resolver: zodResolver(mailDomainRequest), defaultValues: { domain: initial.mailDomain.domain ?? "" } });
  const mailActor = useSettingsFormActor({ id: "mailDomain", save: (values) => saveApplication("mail-domain", values), onSaved, input: applicationFailure });
  const mailState = useFormMachine(mail as unknown as AnyForm, mailActor);
  const submitMail = mail.handleSubmit((values) => mailActor.send({ type: "form.submitted", values }));

  const wallet = useForm({ resolver: zodResolver(rewardWalletRequest), defaultValues: initial.rewardWallet });
  const walletActor = useSettingsFormActor({ id: "rewardWallet", save: (values) => saveApplication("reward-wallet", values), onSaved, input: applicationFailure });
  const walletState = useFormMachine(wallet as unknown as AnyForm, walletActor);
  const submitWallet = wallet.handleSubmit((values) => walletActor.send({ type: "form.submitted", values }));

  const record = applications.mailDomain.verificationRecord;
  return (
    <>
      <form onSubmit={(event) => void submitMail(event)} noValidate aria-label={t`Mail domain`}>
        <Section title={<Trans>Mail domain</Trans>} intro={<Trans>Send your booking mail from your own domain once it is verified.</Trans>}>
          <InputField label={<Trans>Domain</Trans>} registration={mail.register("domain")} error={mail.formState.errors.domain?.message} autoComplete="off" spellCheck={false} />
          {record && (
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
              <p className="font-medium text-slate-800">
                <Trans>Add this DNS record to {applications.mailDomain.domain}; the domain stays pending until it is found.</Trans>
              </p>
              <dl className="mt-2 grid gap-1 font-mono text-xs text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
                <dt className="font-sans text-slate-600">
                  <Trans>Type</Trans>
                </dt>
                <dd>{record.type}</dd>
                <dt className="font-sans text-slate-600">
                  <Trans>Name</Trans>
                </dt>
                <dd className="break-all">{record.name}</dd>
                <dt className="font-sans text-slate-600">
                  <Trans>Value</Trans>
                </dt>
                <dd className="break-all">{record.value}</dd>
              </dl>
            </div>
          )}
          <Detail detail={mailState.detail} />
          <div>
            <button type="submit" className={primaryAction} disabled={!mailState.canSave || mailState.busy}>
              {mailState.busy ? <Trans>Saving…</Trans> : <Trans>Save mail domain</Trans>}
            </button>
          </div>
        </Section>
      </form>

      <form onSubmit={(event) => void submitWallet(event)} noValidate aria-label={t`Reward wallet`}>
        <Section title={<Trans>Reward wallet</Trans>} intro={<Trans>Cashback your clients and agents collect on their bookings, turned on for each of them on their page.</Trans>}>
          <Toggle label={<Trans>Offer a reward wallet</Trans>} registration={wallet.register("isEnabled")} />
          <InputField
            label={<Trans>Cashback (percent)</Trans>}
            type="number"
            inputMode="decimal"
            step="0.5"
            registration={wallet.register("cashbackPercent", { valueAsNumber: true })}
            error={wallet.formState.errors.cashbackPercent?.message}
          />
          <Detail detail={walletState.detail} />
          <div>
            <button type="submit" className={primaryAction} disabled={!walletState.canSave || walletState.busy}>
              {walletState.busy ? <Trans>Saving…</Trans> : <Trans>Save reward wallet</Trans>}
            </button>
          </div>
        </Section>
      </form>
    </>
  );
}
