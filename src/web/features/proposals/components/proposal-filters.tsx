import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { proposalListQuery } from "@/shared/api/proposals";
import { PROPOSAL_STATUSES, type PROPOSAL_BOOKING_STATUSES } from "@/shared/proposals/lists";
import { ruleMessage } from "@/shared/message-ids";
import { card, errorText, fieldLabel, inputBase, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useProposalLabels } from "../labels";

// spec B §7 GET /api/agency/proposal's filters: searchString, proposalStatus, bookingStatus, pastTrips, startDate,
// endDate. Checked by the API's own schema before the URL takes them (an end before the start is refused here too).

export interface ProposalFilterValues {
  searchString: string;
  proposalStatus: "all" | (typeof PROPOSAL_STATUSES)[number];
  bookingStatus: "all" | (typeof PROPOSAL_BOOKING_STATUSES)[number];
  pastTrips: boolean;
  startDate: string;
  endDate: string;
}

export const NO_PROPOSAL_FILTERS: ProposalFilterValues = { searchString: "", proposalStatus: "all", bookingStatus: "all", pastTrips: false, startDate: "", endDate: "" };

export function ProposalFilters({ value, onApply }: { value: ProposalFilterValues; onApply: (filters: ProposalFilterValues) => void }) {
  const { t, i18n } = useLingui();
  const labels = useProposalLabels();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof ProposalFilterValues>(key: K, v: ProposalFilterValues[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = proposalListQuery.safeParse({ ...draft, pastTrips: String(draft.pastTrips) });
    const issue = checked.success ? null : checked.error.issues[0];
    const descriptor = issue ? ruleMessage(issue.message) : undefined;
    setError(issue ? (descriptor ? i18n._(descriptor) : t`Check the filters`) : null);
    if (!issue) onApply({ ...draft, searchString: draft.searchString.trim() });
  };
  return (
    <form role="search" aria-label={t`Filter proposals`} onSubmit={submit} noValidate className={`${card} grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4`}>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-q`} className={fieldLabel}>
          <Trans>Search</Trans>
        </label>
        <input id={`${id}-q`} type="search" className={inputBase} maxLength={100} placeholder={t`Client, note, offer`} value={draft.searchString} onChange={(e) => set("searchString", e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-s`} className={fieldLabel}>
          <Trans>Status</Trans>
        </label>
        <select id={`${id}-s`} className={inputBase} value={draft.proposalStatus} onChange={(e) => set("proposalStatus", e.target.value as ProposalFilterValues["proposalStatus"])}>
          <option value="all">{t`All statuses`}</option>
          {PROPOSAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {labels.statuses[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-b`} className={fieldLabel}>
          <Trans>Booking</Trans>
        </label>
        <select id={`${id}-b`} className={inputBase} value={draft.bookingStatus} onChange={(e) => set("bookingStatus", e.target.value as ProposalFilterValues["bookingStatus"])}>
          <option value="all">{t`Booked or not`}</option>
          <option value="booked">{t`Booked`}</option>
          <option value="notBooked">{t`Not booked`}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={fieldLabel}>
          <Trans>Made from</Trans>
        </label>
        <input id={`${id}-from`} type="date" className={inputBase} value={draft.startDate} onChange={(e) => set("startDate", e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={fieldLabel}>
          <Trans>Made to</Trans>
        </label>
        <input id={`${id}-to`} type="date" className={inputBase} value={draft.endDate} onChange={(e) => set("endDate", e.target.value)} aria-describedby={error ? `${id}-err` : undefined} />
      </div>
      <div className="flex items-end">
        <label htmlFor={`${id}-past`} className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
          <input id={`${id}-past`} type="checkbox" className="size-5 accent-primary" checked={draft.pastTrips} onChange={(e) => set("pastTrips", e.target.checked)} />
          <Trans>Show past trips</Trans>
        </label>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <button type="submit" className={primaryAction}>
          <Trans>Apply filters</Trans>
        </button>
        <button
          type="button"
          className={secondaryAction}
          onClick={() => {
            setDraft(NO_PROPOSAL_FILTERS);
            onApply(NO_PROPOSAL_FILTERS);
          }}
        >
          <Trans>Clear filters</Trans>
        </button>
      </div>
      {error && (
        <p id={`${id}-err`} role="alert" className={`${errorText} sm:col-span-2 lg:col-span-4`}>
          {error}
        </p>
      )}
    </form>
  );
}
