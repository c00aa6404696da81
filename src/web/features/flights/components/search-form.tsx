import { i18n } from "@lingui/core";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { addDays } from "@machines/date-range/iso-date";
import type { FlightSearchForm, FlightSearchFormRow } from "@machines/flight-booking/search-form";
import { CABINS, DEFAULT_CABIN, ROUTE_TYPES } from "@/shared/constants";
import type { AirportSuggestion } from "@/shared/api/flights";
import type { CabinPreference, RouteType, SearchPlace } from "@/shared/flights/search-request";
import { ChoiceGroup } from "../../../components/booking/choice-group";
import { DateRangePicker } from "../../../components/booking/date-range-picker";
import { useFormatDate } from "../../../lib/format-date";
import { LocationCombobox, type LocationOption } from "../../../components/booking/location-combobox";
import { FoldingSearchForm } from "../../../components/booking/search-fold";
import { BusyLabel } from "../../../components/booking/spinner";
import { fieldLabel, inputBase, primaryAction } from "../../../components/booking/styles";
import { countryName } from "../../../lib/region-names";
import { useFlightLabels } from "../labels";
import { loadFlightRules } from "../rules";
import { useFlightActor, useFlightSelector } from "../use-flight-booking";
import { FlightTravelerPicker } from "./traveler-picker";

type AirportOption = LocationOption & { place: SearchPlace };

function optionOf(place: SearchPlace | null): AirportOption | null {
  return place ? { id: place.location, code: place.location, label: place.place || place.location, place } : null;
}

function fromSuggestion(a: AirportSuggestion): AirportOption {
  const label = `${a.name} (${a.code})`;
  return {
    id: a.code,
    code: a.code,
    label,
    // Suggestions load as the person types, so the page's language at that moment names the country.
    description: `${a.city}, ${countryName(a.countryShortCode, i18n.locale, a.country)}`,
    place: { location: a.code, place: label, country: a.country, countryShortCode: a.countryShortCode },
  };
}

// The API client loads with the first suggestions asked for, not with the form (the combobox itself comes after it).
const loadAirports = async (text: string, signal: AbortSignal) => {
  const { searchAirports } = await import("../../../api/flights");
  return (await searchAirports(text, signal)).map(fromSuggestion);
};

type RowErrors = Partial<Record<"from" | "to" | "date", string>>;

/** spec A §3 flight search form; the machine validates again (isValidSearch) and runs the search. */
export function FlightSearchFormPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const actor = useFlightActor();
  const initial = useFlightSelector((s) => s.context.form);
  const today = useFlightSelector((s) => s.context.today);
  const busy = useFlightSelector((s) => s.hasTag("busy") && s.matches("searching"));
  const labels = useFlightLabels();
  // Plain state, not a form library: the form is a few controlled fields, and this page is the one a phone
  // opens first (issue "Fast on a phone").
  const [values, setValues] = useState<FlightSearchForm>(initial);
  const nextKey = useRef(initial.formData.length);
  /** A stable React key per row (rows are added and removed in Multi-City). */
  const [rowKeys, setRowKeys] = useState(() => initial.formData.map((_, i) => i));
  const routeType = values.routeType;
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const formatDate = useFormatDate();
  const setRows = (formData: FlightSearchFormRow[], keys: number[]) => {
    setValues((v) => ({ ...v, formData }));
    setRowKeys(keys);
  };
  const appendRow = (row: FlightSearchFormRow) => setRows([...values.formData, row], [...rowKeys, nextKey.current++]);
  const updateRow = (index: number, change: Partial<FlightSearchFormRow>) => setValues((v) => ({ ...v, formData: v.formData.map((row, i) => (i === index ? { ...row, ...change } : row)) }));

  const routeLabels: Record<RouteType, string> = { "One-Way": t`One-Way`, "Round-Trip": t`Round-Trip`, "Multi-City": t`Multi-City` };
  const cabinLabels: Record<CabinPreference, string> = {
    NoPreference: labels.allCabins,
    Economy: t`Economy`,
    Premium: t`Premium Economy`,
    Business: t`Business`,
    First: t`First`,
  };

  const changeRouteType = (next: RouteType) => {
    setValues((v) => ({ ...v, routeType: next }));
    const current = values.formData;
    if (next === "Multi-City" && current.length < 2) {
      const first = current[0];
      const date = first ? addDays(first.singleDate, 3) : addDays(today, 4);
      appendRow({ id: String(Date.now()), from: first?.to ?? null, to: null, singleDate: date, rangeDate: { startDate: date, endDate: addDays(date, 7) } });
    }
    if (next !== "Multi-City" && current.length > 1) setRows(current.slice(0, 1), rowKeys.slice(0, 1));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const active = values.routeType === "Multi-City" ? values.formData : values.formData.slice(0, 1);
    const found: RowErrors[] = active.map((row) => ({
      ...(row.from ? {} : { from: t`Choose where you fly from` }),
      ...(row.to ? {} : { to: t`Choose where you fly to` }),
      ...(row.from && row.to && row.from.location === row.to.location ? { to: t`Origin and destination must differ` } : {}),
    }));
    active.forEach((row, i) => {
      const date = values.routeType === "Round-Trip" ? row.rangeDate.startDate : row.singleDate;
      const previous = active[i - 1]?.singleDate;
      if (date < today) found[i] = { ...found[i], date: t`Choose a date from today on` };
      else if (values.routeType === "Multi-City" && previous && date < previous) found[i] = { ...found[i], date: t`Each flight must depart on or after the previous one` };
    });
    setErrors(found);
    if (found.some((row) => Object.keys(row).length > 0)) return;
    const search = {
      routeType: values.routeType,
      flightType: { value: values.flightType.value, name: values.flightType.value === DEFAULT_CABIN.value ? DEFAULT_CABIN.name : values.flightType.value },
      aircraftType: values.aircraftType,
      selectedPassenger: values.selectedPassenger,
      formData: active.map((row) => ({
        id: row.id,
        from: row.from,
        to: row.to,
        ...(values.routeType === "Round-Trip" ? { rangeDate: row.rangeDate } : { singleDate: row.singleDate }),
      })),
    };
    // The schema arrives after the first screen (../rules.ts): the search is sent once it is here.
    void loadFlightRules()
      .then(({ flightSearchRequest }) => {
        if (flightSearchRequest.safeParse(search).success) actor.send({ type: "search.submitted", search });
      })
      // A rules chunk that does not arrive is announced by the reload prompt (lib/load-errors.ts, spec A §8).
      .catch(() => {});
  };

  const onTravellers = useCallback((counts: FlightSearchForm["selectedPassenger"]) => setValues((v) => ({ ...v, selectedPassenger: counts })), []);

  return (
    <FoldingSearchForm
      onSubmit={onSubmit}
      label={t`Search flights`}
      compact={compact}
      title={summaryRoute(initial)}
      details={
        <>
          {summaryDates(initial, (day) => formatDate(day, { day: "numeric", month: "short" }))} · {travellersText(initial)}
        </>
      }
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div className="w-full sm:w-auto sm:min-w-96">
          <ChoiceGroup<RouteType>
            legend={<Trans>Trip type</Trans>}
            hideLegend
            look="tabs"
            value={routeType}
            onChange={changeRouteType}
            choices={ROUTE_TYPES.map((value) => ({ value, label: routeLabels[value] }))}
          />
        </div>
        <div className="grid w-full grid-cols-2 gap-3 sm:w-auto sm:grid-cols-[12rem_12rem]">
          <div>
            <label htmlFor="flight-cabin" className={fieldLabel}>
              <Trans>Cabin</Trans>
            </label>
            <select
              id="flight-cabin"
              className={inputBase}
              value={values.flightType.value}
              onChange={(event) => {
                const value = event.target.value as CabinPreference;
                setValues((v) => ({ ...v, flightType: { value, name: value === DEFAULT_CABIN.value ? DEFAULT_CABIN.name : value } }));
              }}
            >
              {[DEFAULT_CABIN.value, ...CABINS].map((value) => (
                <option key={value} value={value}>
                  {cabinLabels[value]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="flight-aircraft" className={fieldLabel}>
              <Trans>Aircraft</Trans>
            </label>
            <select id="flight-aircraft" className={inputBase} value={values.aircraftType} onChange={(event) => setValues((v) => ({ ...v, aircraftType: event.target.value }))}>
              <option value="Commercial">{t`Commercial`}</option>
            </select>
          </div>
        </div>
      </div>
      <div className="space-y-4">
        {values.formData.map((row, index) => (
          <RouteRow
            key={rowKeys[index]}
            index={index}
            routeType={routeType}
            today={today}
            row={row}
            onChange={(change) => updateRow(index, change)}
            errors={errors[index] ?? {}}
            onSwap={() => updateRow(index, { from: row.to, to: row.from })}
            onRemove={
              routeType === "Multi-City" && values.formData.length > 2
                ? () =>
                    setRows(
                      values.formData.filter((_, i) => i !== index),
                      rowKeys.filter((_, i) => i !== index),
                    )
                : undefined
            }
          />
        ))}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="flex flex-wrap items-end gap-4">
          <div className="w-full sm:w-64">
            <FlightTravelerPicker value={values.selectedPassenger} onChange={onTravellers} />
          </div>
          {routeType === "Multi-City" && values.formData.length < 6 && (
            <button
              type="button"
              className="h-11 rounded-xl border border-dashed border-slate-400 px-4 text-sm font-semibold text-slate-800 hover:border-primary hover:text-primary-strong"
              onClick={() => {
                const last = values.formData.at(-1);
                const date = last ? addDays(last.singleDate, 3) : addDays(today, 1);
                appendRow({ id: String(Date.now()), from: last?.to ?? null, to: null, singleDate: date, rangeDate: { startDate: date, endDate: addDays(date, 7) } });
              }}
            >
              <Trans>Add another flight</Trans>
            </button>
          )}
        </div>
        <button type="submit" className={`${primaryAction} h-12 w-full px-8 text-base sm:w-auto`} disabled={busy}>
          <BusyLabel busy={busy} idleText={t`Search flights`} busyText={t`Searching…`} />
        </button>
      </div>
    </FoldingSearchForm>
  );
}

/** The folded search's route: each flight's airports ("JFK → LHR"; a multi-city trip's flights one after another). */
function summaryRoute(form: FlightSearchForm): string {
  const rows = form.routeType === "Multi-City" ? form.formData : form.formData.slice(0, 1);
  return rows.map((row) => `${row.from?.location ?? ""} → ${row.to?.location ?? ""}`).join(", ");
}

/** The folded search's days: a round trip's out and back, else each flight's day. */
function summaryDates(form: FlightSearchForm, day: (iso: string) => string): string {
  const [first] = form.formData;
  if (!first) return "";
  if (form.routeType === "Round-Trip") return `${day(first.rangeDate.startDate)} – ${day(first.rangeDate.endDate)}`;
  return (form.routeType === "Multi-City" ? form.formData : [first]).map((row) => day(row.singleDate)).join(", ");
}

function travellersText(form: FlightSearchForm): string {
  const { ADT, CHD, INF } = form.selectedPassenger;
  return plural(ADT + CHD + INF, { one: "# traveller", other: "# travellers" });
}

interface RouteRowProps {
  index: number;
  routeType: RouteType;
  today: string;
  row: FlightSearchFormRow;
  onChange: (change: Partial<FlightSearchFormRow>) => void;
  errors: RowErrors;
  onSwap: () => void;
  onRemove?: (() => void) | undefined;
}

function RouteRow({ index, routeType, today, row, onChange, errors, onSwap, onRemove }: RouteRowProps) {
  const { t } = useLingui();
  const multi = routeType === "Multi-City";
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_auto_1fr_minmax(14rem,0.9fr)] md:items-start">
      {multi && (
        <p className="text-sm font-semibold text-slate-800 md:col-span-4">
          <Trans>Flight {index + 1}</Trans>
        </p>
      )}
      <LocationCombobox<AirportOption>
        label={<Trans context="flight origin">From</Trans>}
        placeholder={t`City or airport`}
        value={optionOf(row.from)}
        onChange={(option) => onChange({ from: option?.place ?? null })}
        load={loadAirports}
        error={errors.from}
      />
      <button
        type="button"
        onClick={onSwap}
        aria-label={t`Swap origin and destination`}
        className="mx-auto mt-0 inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary-strong md:mt-7"
      >
        <span aria-hidden="true">⇄</span>
      </button>
      <LocationCombobox<AirportOption>
        label={<Trans context="flight destination">To</Trans>}
        placeholder={t`City or airport`}
        value={optionOf(row.to)}
        onChange={(option) => onChange({ to: option?.place ?? null })}
        load={loadAirports}
        error={errors.to}
      />
      <div className="flex items-end gap-2">
        <div className="flex-1">
          {routeType === "Round-Trip" ? (
            <DateRangePicker mode="range" label={<Trans>Dates</Trans>} today={today} value={row.rangeDate} onChange={(rangeDate) => onChange({ rangeDate })} invalid={!!errors.date} />
          ) : (
            <DateRangePicker
              mode="single"
              label={<Trans>Departure date</Trans>}
              today={today}
              value={{ startDate: row.singleDate, endDate: row.rangeDate.endDate }}
              onChange={({ startDate }) => onChange({ singleDate: startDate })}
              invalid={!!errors.date}
            />
          )}
          {errors.date && <p className="mt-1.5 text-sm text-rose-700">{errors.date}</p>}
        </div>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={t`Remove flight ${index + 1}`}
            className="mb-0.5 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-rose-50 hover:text-rose-700"
          >
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </div>
    </div>
  );
}
