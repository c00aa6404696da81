import { Trans, useLingui } from "@lingui/react/macro";
import { startTransition, useEffect, useState, type FormEvent } from "react";
import type { ActivityChoice } from "@machines/activity-booking/description";
import type { AvailabilityCheckResult } from "@/shared/api/activities";
import { ACTIVITY_TRAVELLERS } from "@/shared/activities/traveller-categories";
import type { ActivityTravellers } from "@/shared/activities/travellers";
import { checkAvailability, getAvailableDates } from "../../../api/activities";
import { useFormatDate } from "../../../lib/format-date";
import { Spinner } from "../../../components/booking/spinner";
import { AvailableDaysCalendar } from "../../../components/booking/available-days-calendar";
import { card, fieldLabel, primaryAction } from "../../../components/booking/styles";
import { TravelerPicker, type TravellerCategoryLabel } from "../../../components/booking/traveler-picker";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useActivityLabels } from "../labels";
import { useActivityActor, useActivitySelector } from "../use-activity-booking";

type Slot = { optionCode: string; optionTitle: string; startTime: string; available: boolean; likelyToSellOut: boolean; total: AvailabilityCheckResult["options"][number]["slots"][number]["totalAmount"] };

/**
 * The details page's choice (spec B §3 availableDates; spec B §9 at most 5 travellers per type): a day
 * the product is open, the party, then an option and start time among that day's slots. What the form
 * shows is looked up as the traveller picks; whether the choice can be booked is the machine's
 * (`choice.submitted` → checkingChoice: the supplier checks it and prices it).
 */
export function AvailabilityForm({ productCode }: { productCode: string }) {
  const { t } = useLingui();
  const actor = useActivityActor();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const labels = useActivityLabels();
  const today = useActivitySelector((s) => s.context.today);
  const searched = useActivitySelector((s) => s.context.search);
  const checking = useActivitySelector((s) => s.matches({ details: "checkingChoice" }));
  // The choice already made for this product (checked, or the offer a refresh or a checkout link opened): the form
  // opens on it, its day's month in the calendar.
  const chosen = useActivitySelector((s) => (s.context.pricing?.offer.kind === "bookable" && s.context.pricing.offer.productCode === productCode ? s.context.pricing.offer : null));
  const [opened] = useState(() => chosen);
  const [dates, setDates] = useState<string[] | null>(null);
  const [day, setDay] = useState("");
  const [travellers, setTravellers] = useState<ActivityTravellers>(() => opened?.travellers ?? searched?.travellers ?? { ADT: 2, CHD: 0 });
  // The slots of the day and party they were looked up for (another day shows none until its own arrive).
  const [loaded, setLoaded] = useState<{ key: string; slots: Slot[] } | null>(null);
  const key = `${day}|${travellers.ADT}|${travellers.CHD}`;
  const slots = loaded?.key === key ? loaded.slots : null;
  const [slot, setSlot] = useState(() => (opened ? `${opened.optionCode}@${opened.startTime}` : ""));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getAvailableDates(productCode, today, controller.signal).then(
      ({ availableDates }) =>
        // The calendar is drawn in a transition, which React draws in slices: in one go its month (react-aria's
        // calendar, a date formatter per day) was a 100–120 ms task of the page's cold start, unthrottled
        // ("Every page fast on a phone", part 26).
        startTransition(() => {
          setDates(availableDates);
          // The day chosen, else the day searched, when the product is open then; otherwise its first open day.
          const wanted = [opened?.travelDate, searched?.activityDate].find((date) => date !== undefined && availableDates.includes(date));
          setDay(wanted ?? availableDates[0] ?? "");
        }),
      () => setDates([]),
    );
    return () => controller.abort();
  }, [productCode, today, searched?.activityDate, opened?.travelDate]);

  useEffect(() => {
    if (!day) return;
    const controller = new AbortController();
    const party = { ADT: Number(key.split("|")[1]), CHD: Number(key.split("|")[2]) };
    checkAvailability({ productCode, travelDate: day, travellers: party }, controller.signal).then(
      (answer) =>
        setLoaded({
          key,
          slots: answer.options.flatMap((option) =>
            option.slots.map((s) => ({ optionCode: option.optionCode, optionTitle: option.title, startTime: s.startTime, available: s.available, likelyToSellOut: s.likelyToSellOut, total: s.totalAmount })),
          ),
        }),
      () => setLoaded({ key, slots: [] }),
    );
    return () => controller.abort();
  }, [productCode, day, key]);

  const categories: Record<"ADT" | "CHD", TravellerCategoryLabel> = {
    ADT: { name: t`Adults`, hint: <Trans>12 years and over</Trans> },
    CHD: { name: t`Children`, hint: <Trans>2 to 12 years</Trans> },
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = slots?.find((s) => s.available && `${s.optionCode}@${s.startTime}` === slot);
    if (!chosen) {
      setProblem(t`Choose an option and a start time`);
      return;
    }
    setProblem(null);
    const choice: ActivityChoice = { travelDate: day, optionCode: chosen.optionCode, startTime: chosen.startTime, travellers };
    actor.send({ type: "choice.submitted", choice });
  };

  return (
    <section aria-labelledby="availability-heading" className={`${card} p-5`}>
      <h2 id="availability-heading" className="mb-4 text-lg font-semibold text-slate-900">
        <Trans>Check availability</Trans>
      </h2>
      {dates === null ? (
        <Spinner label={<Trans>Loading available days…</Trans>} />
      ) : dates.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>This activity has no open days in the next three months.</Trans>
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t`Check availability`} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <span className={fieldLabel}>
                <Trans>Day</Trans>
              </span>
              {/* spec B §3 availableDates: only the product's open days can be chosen. */}
              <AvailableDaysCalendar label={t`Day`} available={dates} value={day} onChange={setDay} />
              <p className="mt-2 text-sm text-slate-800" aria-live="polite">
                <Trans>Chosen day: {formatDate(day)}</Trans>
              </p>
            </div>
            <TravelerPicker travellers={ACTIVITY_TRAVELLERS} labels={categories} summary={(c) => t`${c.ADT} adults, ${c.CHD} children`} value={travellers} onChange={setTravellers} />
          </div>
          <fieldset>
            <legend className={fieldLabel}>
              <Trans>Option and start time</Trans>
            </legend>
            {slots === null ? (
              <Spinner label={<Trans>Loading times…</Trans>} />
            ) : slots.length === 0 ? (
              <p className="text-sm text-slate-700">
                <Trans>No times that day for your party. Choose another day.</Trans>
              </p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2">
                {slots.map((s) => {
                  const value = `${s.optionCode}@${s.startTime}`;
                  return (
                    <li key={value}>
                      <label
                        className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft ${s.available ? "border-slate-200" : "cursor-not-allowed border-slate-100 opacity-60"}`}
                      >
                        <input type="radio" name="slot" value={value} checked={slot === value} disabled={!s.available} onChange={() => setSlot(value)} className="mt-0.5 size-4 accent-[var(--color-primary)]" />
                        <span className="min-w-0">
                          <span className="block font-medium text-slate-900">
                            {labels.option(s.optionTitle)} · {s.startTime}
                          </span>
                          <span className="block text-slate-700">{s.available ? formatMoney(s.total) : <Trans>Sold out</Trans>}</span>
                          {s.available && s.likelyToSellOut && (
                            <span className="block text-xs font-medium text-amber-800">
                              <Trans>Likely to sell out</Trans>
                            </span>
                          )}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          {problem && (
            <p role="alert" className="text-sm text-rose-700">
              {problem}
            </p>
          )}
          <button type="submit" className={`${primaryAction} w-full sm:w-auto`} disabled={checking || !slots || slots.length === 0}>
            {checking ? <Spinner label={<Trans>Checking availability…</Trans>} /> : <Trans>Check availability</Trans>}
          </button>
        </form>
      )}
    </section>
  );
}
