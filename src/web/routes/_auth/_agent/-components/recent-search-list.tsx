import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { z } from "zod";
import { ACTIVITY_PATHS } from "@machines/activity-booking/routes";
import { FLIGHT_PATHS } from "@machines/flight-booking/routes";
import { HOTEL_PATHS } from "@machines/hotel-booking/routes";
// The request schemas from their own modules, not the vertical's whole API: the page's chunk evaluated every answer's
// schema on the click that opens it ("Every page fast on a phone": a 67 ms task at 4×).
import { activitySearchRequest } from "@/shared/activities/requests";
import { flightSearchRequest, type CabinPreference, type RouteType } from "@/shared/flights/search-request";
import { hotelSearchRequest } from "@/shared/hotels/requests";
import type { recentSearch } from "@/shared/api/short-links";
import { linkAction } from "../../../../components/booking/styles";
import { useVerticalNames } from "../../../../lib/vertical-names";
import { Badge, useDateTime } from "../../../../features/back-office/components/office-ui";
import { encodeRestore as activityParams } from "../../../../features/activities/url";
import { encodeRestore as flightParams } from "../../../../features/flights/url";
import { encodeRestore as hotelParams } from "../../../../features/hotels/url";

type RecentSearch = z.infer<typeof recentSearch>;

/** A search in plain words and the results page that runs it again (the vertical's own URL form). */
interface Described {
  words: React.ReactNode;
  rerun: { to: string; search: Record<string, unknown> } | null;
}

/** A stored ISO day ("2030-05-10") as the reader's date, without a time zone shift. */
function useDay(): (iso: string | undefined) => string {
  const { i18n } = useLingui();
  return (iso) => (iso ? i18n.date(new Date(`${iso}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" }) : "");
}

function useDescribe(): (search: RecentSearch) => Described {
  const { t } = useLingui();
  const day = useDay();
  const trips: Record<RouteType, string> = { "One-Way": t`One-Way`, "Round-Trip": t`Round-Trip`, "Multi-City": t`Multi-City` };
  const cabins: Record<CabinPreference, string> = { NoPreference: t`All cabins`, Economy: t`Economy`, Premium: t`Premium Economy`, Business: t`Business`, First: t`First` };
  return (row) => {
    // Read with the vertical's own schema: a search stored under an older form is listed by its place only.
    if (row.type === "flights") {
      const parsed = flightSearchRequest.safeParse(row.search);
      if (!parsed.success) return { words: row.where, rerun: null };
      const s = parsed.data;
      const legs = s.formData.map((leg) => `${leg.from.location} → ${leg.to.location}`).join(", ");
      const first = s.formData[0];
      const dates = s.routeType === "Round-Trip" && first?.rangeDate ? `${day(first.rangeDate.startDate)} – ${day(first.rangeDate.endDate)}` : s.formData.map((leg) => day(leg.singleDate)).join(", ");
      const travellers = s.selectedPassenger.ADT + s.selectedPassenger.CHD + s.selectedPassenger.INF;
      const trip = trips[s.routeType];
      const cabin = cabins[s.flightType.value];
      return {
        words: (
          <Trans>
            {legs} · {trip} · {dates} · <Plural value={travellers} one="# traveller" other="# travellers" /> · {cabin}
          </Trans>
        ),
        rerun: { to: FLIGHT_PATHS.search, search: { ...flightParams({ step: "results", searchParams: s }) } },
      };
    }
    if (row.type === "hotels") {
      const parsed = hotelSearchRequest.safeParse(row.search);
      if (!parsed.success) return { words: row.where, rerun: null };
      const s = parsed.data;
      const rooms = s.occupancies.length;
      const guests = s.occupancies.reduce((sum, room) => sum + room.numOfAdults + room.numOfChildren, 0);
      const place = s.searchString;
      const checkIn = day(s.stayPeriod.start);
      const checkOut = day(s.stayPeriod.end);
      return {
        words: (
          <Trans>
            {place} · {checkIn} – {checkOut} · <Plural value={rooms} one="# room" other="# rooms" />, <Plural value={guests} one="# guest" other="# guests" />
          </Trans>
        ),
        rerun: { to: HOTEL_PATHS.search, search: hotelParams({ step: "results", searchParams: s }) },
      };
    }
    const parsed = activitySearchRequest.safeParse(row.search);
    if (!parsed.success || !parsed.data.selectedLocation) return { words: row.where, rerun: null };
    const s = parsed.data;
    const place = s.selectedLocation?.destinationName || row.where;
    const date = day(s.activityDate);
    return {
      words: s.activityDate ? (
        <Trans>
          {place} · on {date}
        </Trans>
      ) : (
        <Trans>{place} · any day</Trans>
      ),
      rerun: { to: ACTIVITY_PATHS.search, search: { ...activityParams({ step: "results", searchParams: s }) } },
    };
  };
}

/** spec B §7 search services: the agency's recent searches, each with who, when, what and a way to run it again. */
export function RecentSearchList({ searches }: { searches: RecentSearch[] }) {
  const { t } = useLingui();
  const when = useDateTime();
  const describe = useDescribe();
  const names = useVerticalNames();
  if (searches.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No searches yet. Searches made on your site by your agents and travellers appear here.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {searches.map((row) => {
        const { words, rerun } = describe(row);
        const at = when(row.createdAt, true);
        const who = row.userName;
        const where = row.where;
        return (
          <li key={`${row.type}:${row.id}`} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="neutral">{names.many(row.type)}</Badge>
                <span className="text-sm text-slate-600">
                  {who ? (
                    <Trans>
                      {at} by {who}
                    </Trans>
                  ) : (
                    <Trans>{at}, signed out</Trans>
                  )}
                </span>
              </div>
              <p className="break-words text-sm font-medium text-slate-900">{words}</p>
            </div>
            {rerun && (
              <Link to={rerun.to} search={rerun.search} className={`${linkAction} inline-flex min-h-11 shrink-0 items-center`} aria-label={t`Search again: ${where}`}>
                <Trans>Search again</Trans>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
