import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, CheckboxGroup, FieldError, Label, Radio, RadioGroup, Text } from "react-aria-components";
import { Controller, useForm } from "react-hook-form";
import { AGENCY_MENU, newAgencyRequest, SUBSCRIPTION_STARTS, type AgencyMenuItem, type NewAgencyInput, type SubscriptionStart } from "@/shared/api/provider-agencies";
import { ruleMessage } from "@/shared/message-ids";
import { perVertical } from "@/shared/verticals";
import { useVerticalNames } from "../../../../../lib/vertical-names";
import { createProviderAgency } from "../../../../../api/provider-agencies";
import { InputField } from "../../../../../components/booking/form-field";
import { errorText, fieldLabel } from "../../../../../components/booking/styles";
import { SaveRow } from "../../../../../features/back-office/components/office-ui";
import { useOfficeChange } from "../../../../../features/back-office/use-office-change";

const EMPTY: NewAgencyInput = { agencyName: "", subdomain: "", customDomain: "", menu: [...AGENCY_MENU], subscription: "trial", ownerEmail: "" };
const choice =
  "relative flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-200 px-3 text-sm data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary data-[selected]:border-primary";
const box = "grid size-4 shrink-0 place-items-center rounded border border-slate-400 group-data-[selected]:border-primary group-data-[selected]:bg-primary";

/** The provider's console: a new agency and its owner's invitation (issue "Ready to go live"; the `agency create` command's fields). */
export function NewAgencyForm({ onCreated }: { onCreated: () => void }) {
  const { t, i18n } = useLingui();
  const names = useVerticalNames();
  const form = useForm<NewAgencyInput>({ resolver: zodResolver(newAgencyRequest) as never, defaultValues: EMPTY });
  const change = useOfficeChange("officeChange", createProviderAgency, () => {
    form.reset(EMPTY);
    onCreated();
  });
  const { errors } = form.formState;
  const said = (id: string | undefined) => (id ? i18n._(ruleMessage(id) ?? { id, message: id }) : undefined);
  const menuLabels: Record<AgencyMenuItem, string> = perVertical("plural", (v) => names.many(v.plural));
  const startLabels: Record<SubscriptionStart, { label: string; hint: string }> = {
    trial: { label: t`Trial`, hint: t`Paid features wait until the owner subscribes.` },
    active: { label: t`Subscribed`, hint: t`Paid features are open; the owner chooses the plan.` },
  };
  return (
    <form aria-label={t`Create an agency`} noValidate onSubmit={(e) => void form.handleSubmit((values) => change.submit(values as never))(e)} onChange={() => change.edited()} className="space-y-4">
      <InputField label={t`Agency name`} registration={form.register("agencyName")} error={errors.agencyName?.message} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t`Subdomain`} hint={t`Lower-case letters, digits and dashes`} registration={form.register("subdomain")} error={errors.subdomain?.message} autoComplete="off" />
        <InputField label={t`Own domain (optional)`} registration={form.register("customDomain")} error={errors.customDomain?.message} autoComplete="off" inputMode="url" />
      </div>
      <Controller
        control={form.control}
        name="menu"
        render={({ field, fieldState }) => (
          <CheckboxGroup value={field.value ?? []} onChange={(value) => field.onChange(value)} isInvalid={!!fieldState.error} validationBehavior="aria">
            <Label className={fieldLabel}>
              <Trans>Booking types</Trans>
            </Label>
            <div className="flex flex-wrap gap-2">
              {AGENCY_MENU.map((item) => (
                <Checkbox key={item} value={item} className={`group ${choice}`}>
                  <span aria-hidden className={box}>
                    <svg viewBox="0 0 16 16" className="hidden size-3 fill-none stroke-white stroke-[3] group-data-[selected]:block">
                      <polyline points="3 8 7 12 13 4" />
                    </svg>
                  </span>
                  {menuLabels[item]}
                </Checkbox>
              ))}
            </div>
            <FieldError className={errorText}>{said(fieldState.error?.message)}</FieldError>
          </CheckboxGroup>
        )}
      />
      <Controller
        control={form.control}
        name="subscription"
        render={({ field }) => (
          <RadioGroup value={field.value ?? "trial"} onChange={(value) => field.onChange(value)} orientation="horizontal">
            <Label className={fieldLabel}>
              <Trans>Subscription</Trans>
            </Label>
            <div className="grid gap-2 sm:grid-cols-2">
              {SUBSCRIPTION_STARTS.map((start) => (
                <Radio key={start} value={start} className={`group ${choice} items-start py-2`}>
                  <span aria-hidden className="mt-0.5 size-4 shrink-0 rounded-full border border-slate-400 group-data-[selected]:border-[5px] group-data-[selected]:border-primary" />
                  <span>
                    <span className="block font-medium text-slate-900">{startLabels[start].label}</span>
                    <Text slot="description" className="block text-xs text-slate-600">
                      {startLabels[start].hint}
                    </Text>
                  </span>
                </Radio>
              ))}
            </div>
          </RadioGroup>
        )}
      />
      <InputField
        label={t`Owner's email`}
        hint={t`The owner is mailed an invitation to choose their password.`}
        type="email"
        registration={form.register("ownerEmail")}
        error={errors.ownerEmail?.message}
        autoComplete="off"
      />
      <SaveRow change={change}>
        <Trans>Create the agency</Trans>
      </SaveRow>
    </form>
  );
}
