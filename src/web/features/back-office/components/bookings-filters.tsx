import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { bookingFilters, type BookingFilters } from "@/shared/api/agency-bookings";
import { BOOKING_STATUSES } from "@/shared/booking/lists";
import { useStatusLabel } from "../../../components/booking/booking-status";
import { InputField, SelectField } from "../../../components/booking/form-field";
import { card, primaryAction, secondaryAction } from "../../../components/booking/styles";

// The list's filters (spec B §7: selectedStatus, searchString, startDate, endDate, showPastTrips). The URL
// holds what was applied; this form holds what is being typed, checked by the API's own rule (an end
// date before the start is refused here as the server would).

export interface AppliedFilters {
  selectedStatus: NonNullable<BookingFilters["selectedStatus"]>;
  searchString: string;
  startDate: string;
  endDate: string;
  showPastTrips: boolean;
}

export const NO_FILTERS: AppliedFilters = { selectedStatus: "all", searchString: "", startDate: "", endDate: "", showPastTrips: false };

export function BookingsFilters({ value, onApply }: { value: AppliedFilters; onApply: (filters: AppliedFilters) => void }) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const pastId = useId();
  const form = useForm<AppliedFilters>({ resolver: zodResolver(bookingFilters) as never, values: value });
  const { errors } = form.formState;
  const submit = form.handleSubmit((filters) =>
    onApply({
      selectedStatus: filters.selectedStatus,
      searchString: filters.searchString?.trim() ?? "",
      startDate: filters.startDate ?? "",
      endDate: filters.endDate ?? "",
      showPastTrips: filters.showPastTrips,
    }),
  );
  return (
    <form role="search" aria-label={t`Filter bookings`} onSubmit={submit} noValidate className={`${card} grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4`}>
      <InputField
        className="sm:col-span-2"
        label={<Trans>Search</Trans>}
        type="search"
        placeholder={t`Reference, traveller, client, place`}
        registration={form.register("searchString")}
        error={errors.searchString?.message}
      />
      <SelectField label={<Trans>Status</Trans>} registration={form.register("selectedStatus")} error={errors.selectedStatus?.message}>
        <option value="all">{t`All statuses`}</option>
        {BOOKING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end">
        <label htmlFor={pastId} className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
          <input id={pastId} type="checkbox" className="size-5 accent-primary" {...form.register("showPastTrips")} />
          <Trans>Show past trips</Trans>
        </label>
      </div>
      <InputField label={<Trans>Booked from</Trans>} type="date" registration={form.register("startDate")} error={errors.startDate?.message} />
      <InputField label={<Trans>Booked to</Trans>} type="date" registration={form.register("endDate")} error={errors.endDate?.message} />
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
        <button type="submit" className={primaryAction}>
          <Trans>Apply filters</Trans>
        </button>
        <button type="button" className={secondaryAction} onClick={() => onApply(NO_FILTERS)}>
          <Trans>Clear filters</Trans>
        </button>
      </div>
    </form>
  );
}
