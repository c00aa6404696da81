import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useId, useState, type FormEvent } from "react";
import type { ActivitySearchForm } from "@machines/activity-booking/search-form";
import type { ActivityDestination, SelectedLocation } from "@/shared/api/activities";
import { ACTIVITY_TRAVELLERS, type ActivityTravellerType } from "@/shared/activities/traveller-categories";
import type { TravellerCounts } from "@/shared/booking/traveller-categories";
import { LocationCombobox, type LocationOption } from "../../../components/booking/location-combobox";
import { FoldingSearchForm } from "../../../components/booking/search-fold";
import { BusyLabel } from "../../../components/booking/spinner";
import { fieldLabel, inputBase, primaryAction } from "../../../components/booking/styles";
import { TravelerPicker, type TravellerCategoryLabel } from "../../../components/booking/traveler-picker";
import { useFormatDate } from "../../../lib/format-date";
import { useActivityActor, useActivitySelector, useSendActivitySearch } from "../use-activity-booking";

type DestinationOption = LocationOption & { location: SelectedLocation };

function optionOf(location: SelectedLocation | null): DestinationOption | null {
  return location ? { id: String(location.destinationId), label: location.destinationName, location } : null;
}

function fromDestination(d: ActivityDestination): DestinationOption {
  return {
    id: String(d.destinationId),
    label: d.destinationName,
    description: d.country,
    location: { destinationId: d.destinationId, destinationName: d.destinationName, destinationType: d.destinationType },
  };
}

// The API client loads with the first suggestions asked for, not with the form (as the flight form's airports).
const loadDestinations = async (text: string, signal: AbortSignal) => (await (await import("../../../api/activities")).searchDestinations(text, signal)).map(fromDestination);

/** The travellers field: spec B §3 Adult (12+) and Child (2-12), spec B §9 at most 5 per type. */
function ActivityTravelerPicker({ value, onChange }: { value: TravellerCounts<ActivityTravellerType>; onChange: (counts: TravellerCounts<ActivityTravellerType>) => void }) {
  const { t } = useLingui();
  const labels: Record<ActivityTravellerType, TravellerCategoryLabel> = {
    ADT: { name: t`Adults`, hint: <Trans>12 years and over</Trans> },
    CHD: { name: t`Children`, hint: <Trans>2 to 12 years</Trans> },
  };
  const summary = (counts: TravellerCounts<ActivityTravellerType>) => plural(counts.ADT + counts.CHD, { one: "# traveller", other: "# travellers" });
  return <TravelerPicker travellers={ACTIVITY_TRAVELLERS} labels={labels} summary={summary} value={value} onChange={onChange} />;
}

/** The panel's search button: "Searching…" while a search runs (a filter's or sort's too: spec B §9, the provider's). */
function SearchButton() {
  const { t } = useLingui();
  const busy = useActivitySelector((s) => s.matches("searching"));
  return (
    <button type="submit" className={`${primaryAction} w-full md:w-auto`} disabled={busy}>
      <BusyLabel busy={busy} idleText={t`Search activities`} busyText={t`Searching…`} />
    </button>
  );
}

/** The form's values as the machine held them when the panel was drawn: the fields are the panel's own from then on. */
const keepFirst = () => true;

/**
 * spec B §2 activity search panel: a destination (GET /api/activities/destinations?text=), a day (any
 * day when empty) and the party the details page starts from. The machine validates again
 * (isValidSearch) and runs the search. A filter or sort is a new search too (spec B §9), and the panel is not drawn
 * again for one: it reads the machine's form once (a new search's fields remount it: search-page.tsx) and only its
 * button follows the search ("Every page fast on a phone": the destination box, the date and the party were drawn
 * again up to three times a filter click, in the tasks before the answer's). Above the results on a phone it folds into
 * one line, its fields drawn from the first "Change search" (components/booking/search-fold.tsx, `FoldingSearchForm`).
 */
export const ActivitySearchPanel = memo(function ActivitySearchPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const dateId = useId();
  const actor = useActivityActor();
  const sendSearch = useSendActivitySearch();
  const initial = useActivitySelector((s) => s.context.form, keepFirst);
  const today = useActivitySelector((s) => s.context.today);
  const [destination, setDestination] = useState<DestinationOption | null>(() => optionOf(initial.selectedLocation));
  const [activityDate, setActivityDate] = useState(initial.activityDate);
  const [travellers, setTravellers] = useState(initial.travellers);
  const [error, setError] = useState<string | undefined>(undefined);
  const formatDate = useFormatDate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!destination) {
      setError(t`Choose a destination from the list`);
      return;
    }
    setError(undefined);
    // The filters and sort chosen since the panel was drawn stay with the new search.
    const { filterItem } = actor.getSnapshot().context.form;
    const search: ActivitySearchForm = { selectedLocation: destination.location, activityDate, travellers, filterItem };
    sendSearch({ type: "search.submitted", search });
  };

  return (
    <FoldingSearchForm
      onSubmit={onSubmit}
      label={t`Search activities`}
      compact={compact}
      title={initial.selectedLocation?.destinationName}
      details={
        <>
          {initial.activityDate ? formatDate(initial.activityDate, { day: "numeric", month: "short" }) : <Trans>Any day</Trans>} ·{" "}
          {plural(initial.travellers.ADT + initial.travellers.CHD, { one: "# traveller", other: "# travellers" })}
        </>
      }
    >
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start">
        <LocationCombobox
          label={<Trans>Destination</Trans>}
          value={destination}
          onChange={(next) => {
            setDestination(next);
            if (next) setError(undefined);
          }}
          load={loadDestinations}
          placeholder={t`City, e.g. Lisbon`}
          error={error}
        />
        <div>
          <label htmlFor={dateId} className={fieldLabel}>
            <Trans>Date</Trans>
          </label>
          <input id={dateId} type="date" min={today} value={activityDate} onChange={(e) => setActivityDate(e.target.value)} className={inputBase} aria-describedby={`${dateId}-hint`} />
          <p id={`${dateId}-hint`} className="mt-1 text-xs text-slate-600">
            <Trans>Leave empty for any day</Trans>
          </p>
        </div>
        <ActivityTravelerPicker value={travellers} onChange={setTravellers} />
        <div className="md:pt-7">
          <SearchButton />
        </div>
      </div>
    </FoldingSearchForm>
  );
});
