import { Trans, useLingui } from "@lingui/react/macro";
import { startTransition, useEffect, useId, useState, type FormEvent } from "react";
import type { CarPlace, CarSearchForm } from "@machines/car-booking/search-form";
import type { CarLocation, CarSearchInput } from "@/shared/api/cars";
import { MAX_RENTAL_DAYS, rentalPeriodError } from "@/shared/cars/search";
import { DateRangePicker } from "../../../components/booking/date-range-picker";
import { useFormatDate } from "../../../lib/format-date";
import { LocationCombobox, type LocationOption } from "../../../components/booking/location-combobox";
import { BusyLabel } from "../../../components/booking/spinner";
import { card, errorText, fieldLabel, inputBase, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { findCarCountries } from "../../../api/car-countries";
import { localizeCountries, type CountryOption } from "../../../lib/countries";
import { countryName } from "../../../lib/region-names";
import { useWideScreen } from "../../../lib/wide-screen";
import { useCarSelector, useSendCarSearch } from "../use-car-booking";
import { loadCarRules } from "../web-vertical";

// The API client loads with the suggestions, not with the form (the countries' list has a call of its own).
const carCalls = () => import("../../../api/cars");

type PlaceOption = LocationOption & { place: CarPlace };

function optionOf(place: CarPlace | null): PlaceOption | null {
  return place
    ? {
        id: `${place.kind}:${place.code}`,
        label: place.name,
        ...(place.kind === "airport" ? { code: place.code } : {}),
        place,
      }
    : null;
}

function fromLocation(location: CarLocation, locale: string): PlaceOption {
  const place: CarPlace = {
    kind: location.kind,
    code: location.code,
    name: location.name,
    latitude: location.latitude,
    longitude: location.longitude,
  };
  return {
    ...optionOf(place)!,
    description: `${location.city}, ${countryName(location.country, locale, location.country)}`,
  };
}

/** Half-hour slots: rental desks hand over on the half hour. */
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);

/** The request the form stands for (the machine parses it again: isValidSearch). */
function requestOf(form: CarSearchForm): CarSearchInput | null {
  const { pickup, dropoff } = form;
  if (!pickup) return null;
  const back = dropoff ?? pickup;
  return {
    pickupLocation: { kind: pickup.kind, code: pickup.code },
    dropoffLocation: dropoff ? { kind: dropoff.kind, code: dropoff.code } : null,
    pickupLatitude: pickup.latitude,
    pickupLongitude: pickup.longitude,
    returnLatitude: back.latitude,
    returnLongitude: back.longitude,
    pickupReadable: pickup.name,
    dropoffReadable: dropoff?.name ?? "",
    pickUpDateTime: `${form.pickUpDate}T${form.pickUpTime}`,
    returnDateTime: `${form.returnDate}T${form.returnTime}`,
    age: Number(form.age),
    countryOfResidence: form.countryOfResidence,
  };
}

type FormErrors = Partial<Record<"pickup" | "dropoff" | "dates" | "age", string>>;

/** spec B §3 car search state: the search panel; the machine validates again and runs the search. */
export function CarSearchFormPanel({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useLingui();
  const sendSearch = useSendCarSearch();
  const initial = useCarSelector((s) => s.context.form);
  const today = useCarSelector((s) => s.context.today);
  const busy = useCarSelector((s) => s.matches("searching"));
  // Plain state, not a form library: a few controlled fields, and the page a phone opens first (as the flight form).
  const [values, setValues] = useState<CarSearchForm>(initial);
  const set = <K extends keyof CarSearchForm>(key: K, value: CarSearchForm[K]) => setValues((v) => ({ ...v, [key]: value }));
  // The age as typed: an empty or partial number is no age (NaN), as a number input reads it.
  const [ageText, setAgeText] = useState(String(initial.age));
  const [sameDropOff, setSameDropOff] = useState(initial.dropoff === null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [editing, setEditing] = useState(false);
  // Folded on a phone and a tablet (below Tailwind's `lg`) until "Change search": its fields are drawn from then on,
  // not drawn hidden on every results page those open ("Every page fast on a phone"). The server's first screen
  // draws them, hidden by the form's class there.
  const formDrawn = useWideScreen("lg", true) || !compact || editing;
  const formatDate = useFormatDate();
  const [countries, setCountries] = useState<CountryOption[]>([]);
  const ids = {
    same: useId(),
    pickUpTime: useId(),
    returnTime: useId(),
    age: useId(),
    country: useId(),
  };
  const { countryOfResidence: country, pickUpDate, returnDate } = values;

  useEffect(() => {
    let live = true;
    // spec B §3: countries of residence from findCountries/EN; named in the page's language here.
    findCarCountries()
      .then((list) => {
        if (!live) return;
        const named = localizeCountries(
          list.map((c) => ({ code: c.alpha2Code, name: c.name })),
          i18n.locale,
        );
        // Some 250 options drawn in slices, not in one task that blocks a tap ("Every page fast on a phone").
        startTransition(() => setCountries(named));
      })
      .catch(() => live && setCountries([]));
    return () => {
      live = false;
    };
  }, [i18n.locale]);

  const loadPlaces = (text: string, signal: AbortSignal) =>
    carCalls()
      .then(({ searchCarLocations }) => searchCarLocations(text, signal))
      .then((found) => found.map((l) => fromLocation(l, i18n.locale)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: FormErrors = {};
    const request = requestOf({
      ...values,
      age: ageText.trim() === "" ? Number.NaN : Number(ageText),
      dropoff: sameDropOff ? null : values.dropoff,
    });
    if (!values.pickup) next.pickup = t`Choose a pick-up location from the list`;
    if (!sameDropOff && !values.dropoff) next.dropoff = t`Choose a drop-off location from the list, or tick Same drop-off`;
    const period = rentalPeriodError(`${values.pickUpDate}T${values.pickUpTime}`, `${values.returnDate}T${values.returnTime}`, today);
    // The schema and the rules' messages arrive after the first screen (../web-vertical.ts): the search is checked
    // and sent once they are here.
    void loadCarRules()
      .then(({ carSearchRequest, ruleMessage }) => {
        // A shared rule's message id (src/shared/cars/messages.ts), translated; any other text as it is.
        const fieldError = (error: string) => {
          const descriptor = ruleMessage(error);
          return descriptor ? i18n._(descriptor) : error;
        };
        if (period) next.dates = fieldError(period);
        const parsed = request ? carSearchRequest.safeParse(request) : null;
        const ageIssue = parsed && !parsed.success ? parsed.error.issues.find((issue) => issue.path[0] === "age") : undefined;
        if (ageIssue) next.age = fieldError(ageIssue.message);
        setErrors(next);
        if (Object.keys(next).length > 0 || !parsed?.success) return;
        sendSearch({ type: "search.submitted", search: parsed.data });
      })
      // A rules chunk that does not arrive is announced by the reload prompt (lib/load-errors.ts, spec A §8).
      .catch(() => {});
  };

  const summary = initial.pickup ? [initial.pickup.name, ...(initial.dropoff ? [initial.dropoff.name] : [])].join(" → ") : "";
  return (
    <>
      {/* On a phone the results come first: the search they came from, and a button to change it. */}
      {compact && !editing && (
        <div className={`${card} flex items-center justify-between gap-3 p-4 lg:hidden`}>
          <p className="min-w-0 text-sm">
            <span className="block truncate font-semibold text-slate-900">{summary}</span>
            <span className="block text-slate-600">
              {formatDate(initial.pickUpDate, {
                day: "numeric",
                month: "short",
              })}{" "}
              {initial.pickUpTime} –{" "}
              {formatDate(initial.returnDate, {
                day: "numeric",
                month: "short",
              })}{" "}
              {initial.returnTime}
            </span>
          </p>
          <button type="button" className={secondaryAction} onClick={() => setEditing(true)}>
            <Trans>Change search</Trans>
          </button>
        </div>
      )}
      {formDrawn && (
        <form onSubmit={onSubmit} noValidate aria-label={t`Search cars`} className={`${card} space-y-4 p-4 sm:p-5 ${compact && !editing ? "hidden lg:block" : ""}`}>
          <div className="grid gap-4 md:grid-cols-2">
            <LocationCombobox<PlaceOption>
              label={<Trans>Pick-up location</Trans>}
              value={optionOf(values.pickup)}
              onChange={(option) => set("pickup", option?.place ?? null)}
              load={loadPlaces}
              placeholder={t`Airport or city`}
              error={errors.pickup}
            />
            <div className="space-y-2">
              {sameDropOff ? (
                <p className={fieldLabel}>
                  <Trans>Drop-off location</Trans>
                </p>
              ) : (
                <LocationCombobox<PlaceOption>
                  label={<Trans>Drop-off location</Trans>}
                  value={optionOf(values.dropoff)}
                  onChange={(option) => set("dropoff", option?.place ?? null)}
                  load={loadPlaces}
                  placeholder={t`Airport or city`}
                  error={errors.dropoff}
                />
              )}
              <div className="flex items-center gap-2">
                <input id={ids.same} type="checkbox" checked={sameDropOff} onChange={(e) => setSameDropOff(e.target.checked)} className="size-5 rounded border-slate-300 accent-[var(--color-primary)]" />
                <label htmlFor={ids.same} className="text-sm text-slate-800">
                  <Trans>Same drop-off</Trans>
                </label>
              </div>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
            <div className="sm:col-span-2 lg:col-span-1">
              <DateRangePicker
                mode="range"
                label={<Trans>Pick-up and return dates</Trans>}
                startLabel={<Trans>Pick-up</Trans>}
                endLabel={<Trans>Return</Trans>}
                today={today}
                maxDays={MAX_RENTAL_DAYS}
                value={{ startDate: pickUpDate, endDate: returnDate }}
                onChange={({ startDate, endDate }) => setValues((v) => ({ ...v, pickUpDate: startDate, returnDate: endDate }))}
                invalid={!!errors.dates}
              />
              {errors.dates && <p className={errorText}>{errors.dates}</p>}
            </div>
            <div>
              <label htmlFor={ids.pickUpTime} className={fieldLabel}>
                <Trans>Pick-up time</Trans>
              </label>
              <select id={ids.pickUpTime} className={inputBase} value={values.pickUpTime} onChange={(e) => set("pickUpTime", e.target.value)}>
                {TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.returnTime} className={fieldLabel}>
                <Trans>Return time</Trans>
              </label>
              <select id={ids.returnTime} className={inputBase} value={values.returnTime} onChange={(e) => set("returnTime", e.target.value)}>
                {TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_2fr_auto] lg:items-end">
            <div>
              <label htmlFor={ids.age} className={fieldLabel}>
                <Trans>Driver's age</Trans>
              </label>
              <input
                id={ids.age}
                type="number"
                inputMode="numeric"
                min={18}
                max={99}
                className={inputBase}
                aria-invalid={errors.age ? true : undefined}
                aria-describedby={errors.age ? `${ids.age}-error` : undefined}
                value={ageText}
                onChange={(e) => setAgeText(e.target.value)}
              />
              {errors.age && (
                <p id={`${ids.age}-error`} className={errorText}>
                  {errors.age}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={ids.country} className={fieldLabel}>
                <Trans>Country of residence</Trans>
              </label>
              <select id={ids.country} className={inputBase} value={country} onChange={(e) => set("countryOfResidence", e.target.value)}>
                {/* The default (United States) shows before the list arrives. */}
                {countries.length === 0 && <option value={country}>{countryName(country, i18n.locale, country)}</option>}
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={`${primaryAction} w-full lg:w-auto`} disabled={busy}>
              <BusyLabel busy={busy} idleText={compact ? t`Search again` : t`Search cars`} busyText={t`Searching…`} />
            </button>
          </div>
        </form>
      )}
    </>
  );
}
