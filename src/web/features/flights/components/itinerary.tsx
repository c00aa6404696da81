import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FlightOffer, ResultLeg, ResultOffer } from "@/shared/api/flights";
import { useFormatDate } from "../../../lib/format-date";
import { localDate, localTime, useFareLabels, useFormatDuration } from "../labels";

/** One leg in a line: times, airports, duration and stops. */
export function LegSummary({ leg }: { leg: ResultLeg }) {
  const { t } = useLingui();
  const duration = useFormatDuration();
  const stops = leg.stops.length === 0 ? t`Direct` : plural(leg.stops.length, { one: "# stop", other: "# stops" });
  const via = leg.stops.map((stop) => stop.airport).join(", ");
  const nextDay = localDate(leg.arrivalTime) > localDate(leg.departureTime);
  return (
    <div className="grid grid-cols-[auto_1fr_auto] items-center gap-3 sm:gap-5">
      <div className="text-left">
        <p className="text-lg font-semibold tabular-nums text-slate-900">{localTime(leg.departureTime)}</p>
        <p className="text-xs font-medium text-slate-600">{leg.origin}</p>
      </div>
      <div className="text-center">
        <p className="text-xs text-slate-600">{duration(leg.duration)}</p>
        <div aria-hidden="true" className="relative my-1 h-px bg-slate-300">
          {leg.stops.map((stop, i) => (
            <span key={stop.airport + i} className="absolute top-1/2 size-2 -translate-y-1/2 rounded-full border-2 border-white bg-amber-500" style={{ left: `${((i + 1) / (leg.stops.length + 1)) * 100}%` }} />
          ))}
        </div>
        <p className={`text-xs ${leg.stops.length === 0 ? "font-medium text-emerald-800" : "text-slate-700"}`}>
          {stops}
          {via && <span className="text-slate-600"> · {via}</span>}
        </p>
      </div>
      <div className="text-right">
        <p className="text-lg font-semibold tabular-nums text-slate-900">
          {localTime(leg.arrivalTime)}
          {nextDay && (
            <sup className="ml-0.5 text-xs font-semibold text-rose-700">
              <Trans>+1</Trans>
            </sup>
          )}
        </p>
        <p className="text-xs font-medium text-slate-600">{leg.destination}</p>
      </div>
    </div>
  );
}

/**
 * Every segment and connection of an offer (details, confirmation). A results offer has no segments (they
 * come with reprice): its legs show alone until the priced offer arrives.
 */
export function Itinerary({ offer }: { offer: FlightOffer | ResultOffer }) {
  const formatDate = useFormatDate();
  const duration = useFormatDuration();
  const fareLabels = useFareLabels();
  return (
    <ol className="space-y-6">
      {offer.flights.map((leg, legIndex) => (
        <li key={legIndex} className="rounded-xl border border-slate-200 p-4">
          <h3 className="mb-3 flex flex-wrap items-baseline justify-between gap-2 text-sm font-semibold text-slate-900">
            <span>
              {leg.origin} → {leg.destination}
            </span>
            <span className="font-normal text-slate-600">{formatDate(localDate(leg.departureTime))}</span>
          </h3>
          <LegSummary leg={leg} />
          {"segments" in leg && (
            <ol className="mt-4 space-y-3 border-l-2 border-dashed border-slate-200 pl-4">
              {leg.segments.map((segment, i) => (
                <li key={i} className="text-sm">
                  <p className="font-medium text-slate-900">
                    {localTime(segment.departureTime)} {segment.origin} → {localTime(segment.arrivalTime)} {segment.destination}
                  </p>
                  <p className="text-xs text-slate-600">
                    {segment.marketingCarrierName} {segment.flightNumber} · {segment.aircraft} · {fareLabels.cabin(segment.cabin)} · {duration(segment.duration)}
                  </p>
                  {leg.stops[i] && (
                    <p className="mt-2 rounded-lg bg-amber-50 px-2 py-1 text-xs text-amber-900">
                      <Trans>
                        Connection in {leg.stops[i].city} ({leg.stops[i].airport}): {duration(leg.stops[i].layover)}
                      </Trans>
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
