import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState, type FormEvent } from "react";
import type { HotelDestination, HotelSearchForm } from "@machines/hotel-booking/search-form";
import type { HotelSuggestion } from "@/shared/api/hotels";
import type { TravellerCategories, TravellerCounts } from "@/shared/booking/traveller-categories";
import { hotelDescriptor, hotelRuleMessages } from "@/shared/hotels/messages";
import {
  defaultRoom,
  HOTEL_DEFAULT_ADULTS,
  HOTEL_DEFAULT_CHILD_AGE,
  HOTEL_MAX_CHILD_AGE,
  HOTEL_MAX_NIGHTS,
  HOTEL_MAX_PER_TYPE,
  HOTEL_MAX_ROOMS,
  HOTEL_MIN_ADULTS,
  normaliseStay,
  roomsError,
  stayError,
  type RoomOccupancy,
} from "@/shared/hotels/stay";
import { DateRangePicker } from "../../../components/booking/date-range-picker";
import { useFormatDate } from "../../../lib/format-date";
import { LocationCombobox, type LocationOption } from "../../../components/booking/location-combobox";
import { BusyLabel } from "../../../components/booking/spinner";
import { errorText, fieldLabel, inputBase, primaryAction } from "../../../components/booking/styles";
import { FoldingSearchForm } from "../../../components/booking/search-fold";
import { TravelerPicker } from "../../../components/booking/traveler-picker";
import { useCountries } from "../../../lib/countries";
import { countryName } from "../../../lib/region-names";
import { useHotelSelector, useSendHotelSearch } from "../use-hotel-booking";

type RoomCategory = "ADT" | "CHD";

/** spec B §5/§9: a room's adults (1–5, 2 by default) and children (0–5), for the shared traveller picker. */
const ROOM_TRAVELLERS: TravellerCategories<RoomCategory> = {
  categories: [
    {
      id: "ADT",
      min: HOTEL_MIN_ADULTS,
      max: HOTEL_MAX_PER_TYPE,
      initial: HOTEL_DEFAULT_ADULTS,
      inTotal: true,
    },
    {
      id: "CHD",
      min: 0,
      max: HOTEL_MAX_PER_TYPE,
      initial: 0,
      inTotal: true,
      maxAge: HOTEL_MAX_CHILD_AGE,
    },
  ],
  maxTotal: HOTEL_MAX_PER_TYPE * 2,
};

type DestinationOption = LocationOption & { destination: HotelDestination };

function optionOf(destination: HotelDestination | null): DestinationOption | null {
  return destination
    ? {
        id: `${destination.locationId}:${destination.code ?? ""}`,
        label: destination.name,
        destination,
      }
    : null;
}

// The API client loads with the first suggestions asked for, not with the form (as the flight form's airports).
const suggestDestinations = async (text: string, signal: AbortSignal) => (await import("../../../api/hotels")).suggestHotelDestinations(text, signal);

function useLoadDestinations() {
  const { i18n } = useLingui();
  return useCallback(
    async (text: string, signal: AbortSignal): Promise<DestinationOption[]> =>
      (await suggestDestinations(text, signal)).map((s: HotelSuggestion) => ({
        id: `${s.locationId}:${s.code ?? ""}`,
        label: s.name,
        description: s.type === "hotel" ? `${s.city}, ${countryName(s.country, i18n.locale, s.country)}` : countryName(s.country, i18n.locale, s.country),
        ...(s.type === "hotel" ? { code: "🏨" } : {}),
        destination: {
          locationId: s.locationId,
          name: s.name,
          type: s.type,
          ...(s.code ? { code: s.code } : {}),
        },
      })),
    [i18n.locale],
  );
}

interface FormErrors {
  destination?: string;
  stay?: string;
  rooms?: string;
}

/** spec B §3 hotel search panel; the machine validates again (isValidSearch with parseHotelSearch) and runs the search. */
export function HotelSearchFormPanel({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useLingui();
  const sendSearch = useSendHotelSearch();
  const initial = useHotelSelector((s) => s.context.form);
  const today = useHotelSelector((s) => s.context.today);
  const busy = useHotelSelector((s) => s.matches("searching"));
  const countries = useCountries();
  const load = useLoadDestinations();
  // Plain state, not a form library: a few controlled fields, and the page a phone opens first (as the flight form).
  const [values, setValues] = useState<HotelSearchForm>(initial);
  const set = <K extends keyof HotelSearchForm>(key: K, value: HotelSearchForm[K]) => setValues((v) => ({ ...v, [key]: value }));
  const { rooms } = values;
  const [errors, setErrors] = useState<FormErrors>({});
  const formatDate = useFormatDate();
  const guests = initial.rooms.reduce((sum, room) => sum + room.adults + room.child.length, 0);
  const ruleText = (id: string | null) => (id ? i18n._(hotelDescriptor(id) ?? { id }) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The shared rules (src/shared/hotels/stay.ts) say what is wrong; the machine's guard applies the same ones.
    const stay = normaliseStay(values.start, values.end, today);
    const found: FormErrors = {
      ...(values.destination ? {} : { destination: i18n._(hotelRuleMessages.destination) }),
      ...(stayError(stay.start, stay.end, today) ? { stay: ruleText(stayError(stay.start, stay.end, today)) } : {}),
      ...(roomsError(values.rooms) ? { rooms: ruleText(roomsError(values.rooms)) } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sendSearch({ type: "search.submitted", search: values });
  };

  const setRooms = (next: RoomOccupancy[]) => set("rooms", next);
  const setRoom = (index: number, room: RoomOccupancy) => setRooms(rooms.map((r, i) => (i === index ? room : r)));

  return (
    <FoldingSearchForm
      onSubmit={onSubmit}
      label={t`Search hotels`}
      compact={compact}
      title={initial.destination?.name}
      details={
        <>
          {formatDate(initial.start, { day: "numeric", month: "short" })} – {formatDate(initial.end, { day: "numeric", month: "short" })} · {plural(guests, { one: "# guest", other: "# guests" })}
        </>
      }
    >
      <div className="grid gap-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <LocationCombobox<DestinationOption>
          label={<Trans>Destination</Trans>}
          placeholder={t`City or hotel name`}
          value={optionOf(values.destination)}
          onChange={(option) => set("destination", option?.destination ?? null)}
          load={load}
          error={errors.destination}
        />
        <div>
          <DateRangePicker
            mode="range"
            label={<Trans>Check-in and check-out</Trans>}
            startLabel={<Trans>Check-in</Trans>}
            endLabel={<Trans>Check-out</Trans>}
            today={today}
            // spec B §5: a stay is at most 28 nights; the picker clamps the end.
            maxDays={HOTEL_MAX_NIGHTS}
            value={{ startDate: values.start, endDate: values.end }}
            onChange={({ startDate, endDate }) => setValues((v) => ({ ...v, start: startDate, end: endDate }))}
            invalid={!!errors.stay}
          />
          {errors.stay && <p className={errorText}>{errors.stay}</p>}
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className={fieldLabel}>
          <Trans>Rooms and guests</Trans>
        </legend>
        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {rooms.map((room, index) => (
            <RoomRow key={index} index={index} room={room} onChange={(next) => setRoom(index, next)} onRemove={rooms.length > 1 ? () => setRooms(rooms.filter((_, i) => i !== index)) : undefined} />
          ))}
        </ol>
        {errors.rooms && <p className={errorText}>{errors.rooms}</p>}
        {rooms.length < HOTEL_MAX_ROOMS && (
          <button
            type="button"
            className="mt-3 h-11 rounded-xl border border-dashed border-slate-400 px-4 text-sm font-semibold text-slate-800 hover:border-primary hover:text-primary-strong"
            onClick={() => setRooms([...rooms, defaultRoom()])}
          >
            <Trans>Add a room</Trans>
          </button>
        )}
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end">
        <div>
          <label htmlFor="hotel-nationality" className={fieldLabel}>
            <Trans>Nationality</Trans>
          </label>
          <select
            id="hotel-nationality"
            className={inputBase}
            value={values.nationality.alpha2Code}
            onChange={(event) => {
              const code = event.target.value;
              set("nationality", {
                alpha2Code: code,
                name: countryName(code, "en", countries.find((c) => c.code === code)?.name ?? code),
              });
            }}
          >
            {!countries.some((c) => c.code === values.nationality.alpha2Code) && (
              <option value={values.nationality.alpha2Code}>{countryName(values.nationality.alpha2Code, i18n.locale, values.nationality.name)}</option>
            )}
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${primaryAction} h-12 w-full px-8 text-base sm:w-auto sm:justify-self-end`} disabled={busy}>
          <BusyLabel busy={busy} idleText={t`Search hotels`} busyText={t`Searching…`} />
        </button>
      </div>
    </FoldingSearchForm>
  );
}

/** One room: adults and children in the shared picker, then each child's age (spec B §9: 10 by default). */
function RoomRow({ index, room, onChange, onRemove }: { index: number; room: RoomOccupancy; onChange: (room: RoomOccupancy) => void; onRemove?: (() => void) | undefined }) {
  const { t } = useLingui();
  const number = index + 1;
  const counts: TravellerCounts<RoomCategory> = {
    ADT: room.adults,
    CHD: room.child.length,
  };
  const onCounts = useCallback(
    (next: TravellerCounts<RoomCategory>) => {
      const child = next.CHD > room.child.length ? [...room.child, ...Array.from({ length: next.CHD - room.child.length }, () => HOTEL_DEFAULT_CHILD_AGE)] : room.child.slice(0, next.CHD);
      onChange({ adults: next.ADT, child });
    },
    [room, onChange],
  );
  const summary = (c: TravellerCounts<RoomCategory>) => {
    const adults = plural(c.ADT, { one: "# adult", other: "# adults" });
    return c.CHD > 0 ? t`${adults}, ${plural(c.CHD, { one: "# child", other: "# children" })}` : adults;
  };
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          <Trans>Room {number}</Trans>
        </p>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={t`Remove room ${number}`}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-rose-50 hover:text-rose-700"
          >
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </div>
      <TravelerPicker
        label={<Trans>Guests in room {number}</Trans>}
        travellers={ROOM_TRAVELLERS}
        labels={{
          ADT: { name: t`Adults`, hint: <Trans>18 years and over</Trans> },
          CHD: { name: t`Children`, hint: <Trans>0 to 17 years</Trans> },
        }}
        summary={summary}
        value={counts}
        onChange={onCounts}
      />
      {room.child.length > 0 && (
        <div className="mt-2 grid grid-cols-3 gap-2">
          {room.child.map((age, i) => (
            <div key={i}>
              <label htmlFor={`room-${number}-child-${i + 1}`} className="mb-1 block text-xs font-medium text-slate-700">
                <Trans>Child {i + 1} age</Trans>
              </label>
              <select
                id={`room-${number}-child-${i + 1}`}
                aria-label={t`Room ${number}, child ${i + 1} age`}
                className={`${inputBase} px-2`}
                value={age}
                onChange={(event) =>
                  onChange({
                    ...room,
                    child: room.child.map((a, j) => (j === i ? Number(event.target.value) : a)),
                  })
                }
              >
                {Array.from({ length: HOTEL_MAX_CHILD_AGE + 1 }, (_, years) => (
                  <option key={years} value={years}>
                    {years}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
    </li>
  );
}
