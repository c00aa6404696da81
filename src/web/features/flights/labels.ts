import { useLingui } from "@lingui/react";
import { useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useMemo } from "react";
import { flightMessages } from "@machines/flight-booking/messages";
import type { Cabin, FareFamilyName, FlightSort } from "@/shared/api/flights";
import { CABIN_LABELS, dataLabel, FARE_FAMILY_LABELS } from "@/shared/data-labels";
import type { StopsOption, TimeBucket } from "@/shared/flights/filters";
import { numberFormat } from "@/shared/intl-formats";

/** The machine's shared descriptors (spec A §4 labels), translated with i18n._. */
export function useFlightLabels() {
  const { i18n } = useLingui();
  const sort: Record<FlightSort, string> = {
    Cheapest: i18n._(flightMessages.sortCheapest),
    Best: i18n._(flightMessages.sortBest),
    Quickest: i18n._(flightMessages.sortQuickest),
  };
  const stops: Record<StopsOption, string> = {
    Any: i18n._(flightMessages.stopsAny),
    Direct: i18n._(flightMessages.stopsDirect),
    OneStop: i18n._(flightMessages.stopsOne),
    TwoPlus: i18n._(flightMessages.stopsTwoPlus),
  };
  const buckets: Record<TimeBucket, string> = {
    EarlyMorning: i18n._(flightMessages.bucketEarlyMorning),
    Morning: i18n._(flightMessages.bucketMorning),
    Afternoon: i18n._(flightMessages.bucketAfternoon),
    Evening: i18n._(flightMessages.bucketEvening),
  };
  return { sort, stops, buckets, allCabins: i18n._(flightMessages.allCabins) };
}

/**
 * Labels that come from the supplier's data, translated: cabin and fare family ("Economy · Basic")
 * and the fare rules' headings (their texts are the airline's own words and stay as sent).
 */
export function useFareLabels() {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  // Made once per language (`t` changes with it), not on every render: each fare card a click brings in made the
  // rules' six headings again ("Every page fast on a phone": a click's render is the cards it brings in).
  return useMemo(() => {
    const label = (labels: Parameters<typeof dataLabel>[0], code: string) => {
      const descriptor = dataLabel(labels, code);
      return descriptor ? i18n._(descriptor) : code;
    };
    const ruleTitles: Record<string, string> = {
      Fare: t`Fare`,
      Baggage: t`Baggage`,
      Changes: t`Changes`,
      Cancellation: t`Cancellation`,
      "No-show": t`No-show`,
      Validity: t`Validity`,
    };
    return {
      cabin: (cabin: Cabin | string) => label(CABIN_LABELS, cabin),
      fare: (cabin: Cabin, family: FareFamilyName) => `${label(CABIN_LABELS, cabin)} · ${label(FARE_FAMILY_LABELS, family)}`,
      ruleTitle: (title: string) => ruleTitles[title] ?? title,
    };
  }, [t, i18n]);
}

/** "7h 10m" in the active locale's digits. */
export function useFormatDuration(): (minutes: number) => string {
  const { i18n } = useLingui();
  return (minutes) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    const nf = numberFormat(i18n.locale);
    return `${nf.format(h)}h ${nf.format(m).padStart(2, "0")}m`;
  };
}

/** Wall time of a local date-time with offset, as printed at the airport ("18:35"). */
export function localTime(dateTime: string): string {
  return dateTime.slice(11, 16);
}

export function localDate(dateTime: string): string {
  return dateTime.slice(0, 10);
}
