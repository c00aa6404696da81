import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { Saved } from "../../../api/back-office";
import { markupFormSchema, rowOfSetting, settingOfRow, type MarkupForm, type MarkupSetting } from "@/shared/back-office/markups";
import { minorUnitDigits } from "@/shared/money";
import { InputField, SelectField } from "../../../components/booking/form-field";
import { primaryAction } from "../../../components/booking/styles";
import { useAgency } from "../../../state/site";
import { useBackOfficeLabels } from "../labels";
import { useOfficeChange } from "../use-office-change";
import { ChangeProgress } from "./office-ui";

interface MarkupEditorProps {
  /** The form's accessible name ("Agency markups", "Markups for Bob"). */
  label: string;
  settings: MarkupSetting[];
  /** Agents' and clients' rows may inherit the agency's; the agency's never do. */
  canInherit: boolean;
  /** What an inheriting row gets, shown beside it. */
  inherited?: MarkupSetting[];
  /** Without markups.edit the settings are shown, not edited. */
  readOnly: boolean;
  save: (settings: MarkupSetting[]) => Promise<Saved<MarkupSetting[]>>;
}

/**
 * spec B §6 markups for the agency, an agent or a client: per vertical, percent or a fixed amount, plus the
 * agency fee (spec A §9 defaults: percent, 0, 0). The rule is src/shared/back-office/markups.ts; amounts are
 * typed in the agency's currency and sent in minor units. The save runs through the office-change machine.
 */
export function MarkupEditor({ label, settings, canInherit, inherited, readOnly, save }: MarkupEditorProps) {
  const { t } = useLingui();
  const labels = useBackOfficeLabels();
  const currency = useAgency().defaultCurrency;
  const digits = minorUnitDigits(currency);
  const schema = useMemo(() => markupFormSchema(digits), [digits]);
  const defaults = useMemo(() => ({ rows: settings.map((s) => rowOfSetting(s, digits, canInherit)) }), [settings, digits, canInherit]);
  const form = useForm<MarkupForm>({ resolver: zodResolver(schema) as never, defaultValues: defaults });
  const change = useOfficeChange("officeChange", save, (saved) => form.reset({ rows: saved.map((s) => rowOfSetting(s, digits, canInherit)) }));
  const rows = useWatch({ control: form.control, name: "rows" });
  const { errors } = form.formState;

  // Another person's settings (the page moved to another agent or client): the form starts from them.
  useEffect(() => form.reset(defaults), [defaults, form]);

  const submit = form.handleSubmit((values) => {
    const out: MarkupSetting[] = [];
    for (const row of values.rows) {
      const result = settingOfRow(row, digits);
      if ("setting" in result) out.push(result.setting);
    }
    change.submit(out);
  });

  const describe = (s: MarkupSetting | undefined) => {
    if (!s || s.markupType === null) return labels.none;
    const markup = s.markupType === "percent" ? `${s.markupValue ?? 0} %` : `${((s.markupValue ?? 0) / 10 ** digits).toFixed(digits)} ${currency}`;
    return t`${markup} + fee ${((s.agencyFee ?? 0) / 10 ** digits).toFixed(digits)} ${currency}`;
  };

  return (
    <form aria-label={label} noValidate onSubmit={(e) => void submit(e)} onChange={() => change.edited()} className="space-y-4">
      {rows.map((row, index) => {
        const vertical = labels.verticals[row.vertical];
        const rowErrors = errors.rows?.[index];
        const locked = readOnly || (canInherit && row.inherit);
        return (
          <fieldset key={row.vertical} className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{vertical}</legend>
            {canInherit && (
              <label className="mb-3 flex min-h-11 items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" {...form.register(`rows.${index}.inherit`)} disabled={readOnly} className="size-4 accent-primary" />
                <span>
                  <Trans>Use the agency's markup</Trans> ({describe(inherited?.find((s) => s.vertical === row.vertical))})
                </span>
              </label>
            )}
            <div className="grid gap-3 sm:grid-cols-3">
              <SelectField label={t`Markup type for ${vertical}`} registration={form.register(`rows.${index}.markupType`)} disabled={locked}>
                <option value="percent">{t`Percent`}</option>
                <option value="fixed">{t`Fixed amount (${currency})`}</option>
              </SelectField>
              <InputField
                label={row.markupType === "percent" ? t`Markup % for ${vertical}` : t`Markup (${currency}) for ${vertical}`}
                registration={form.register(`rows.${index}.markupValue`)}
                error={rowErrors?.markupValue?.message}
                inputMode="decimal"
                disabled={locked}
              />
              <InputField
                label={t`Agency fee (${currency}) for ${vertical}`}
                registration={form.register(`rows.${index}.agencyFee`)}
                error={rowErrors?.agencyFee?.message}
                inputMode="decimal"
                disabled={locked}
              />
            </div>
          </fieldset>
        );
      })}
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryAction} disabled={change.busy}>
            <Trans>Save markups</Trans>
          </button>
          <ChangeProgress change={change} />
        </div>
      )}
    </form>
  );
}
