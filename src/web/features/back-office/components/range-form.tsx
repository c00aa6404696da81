import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { dashboardQuery } from "@/shared/api/agency-bookings";
import { InputField } from "../../../components/booking/form-field";
import { card, primaryAction } from "../../../components/booking/styles";

/** The dashboard's date range (booking days, inclusive), checked by the API's own rule (end not before start, at most a year). */
export function RangeForm({ startDate, endDate, onApply }: { startDate: string; endDate: string; onApply: (range: { startDate: string; endDate: string }) => void }) {
  const { t } = useLingui();
  const form = useForm<{ startDate: string; endDate: string }>({ resolver: zodResolver(dashboardQuery) as never, values: { startDate, endDate } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((range) => onApply({ startDate: range.startDate ?? "", endDate: range.endDate ?? "" }));
  return (
    <form aria-label={t`Date range`} onSubmit={submit} noValidate className={`${card} flex flex-wrap items-end gap-4 p-4`}>
      <InputField label={<Trans>From</Trans>} type="date" registration={form.register("startDate")} error={errors.startDate?.message} />
      <InputField label={<Trans>To</Trans>} type="date" registration={form.register("endDate")} error={errors.endDate?.message} />
      <button type="submit" className={primaryAction}>
        <Trans>Show figures</Trans>
      </button>
    </form>
  );
}
