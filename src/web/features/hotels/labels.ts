// Labels that come from hotel data (boards, facilities, sort orders, room types and beds) in the page's
// language: the supplier sends codes and English names; the screens show these.
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { Board, HotelOrder } from "@/shared/api/hotels";
import { BED_LABELS, BOARD_LABELS, dataLabel, ROOM_TYPE_LABELS } from "@/shared/data-labels";
import { dateTimeFormat } from "@/shared/intl-formats";

/**
 * Made once per language (`t` changes with it), not on every render: each hotel card a filter or sort click brings
 * in made these 17 messages again ("Every page fast on a phone": a click's render is the cards it brings in).
 */
export function useHotelLabels() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return useMemo(() => {
    // Room types and beds: the product's catalog messages (src/shared/data-labels.ts); a name it does not know is the hotel's own.
    const label = (labels: Parameters<typeof dataLabel>[0], text: string) => {
      const descriptor = dataLabel(labels, text);
      return descriptor ? i18n._(descriptor) : text;
    };
    const facilities: Record<string, string> = {
      wifi: t`Free Wi-Fi`,
      parking: t`Parking`,
      pool: t`Swimming pool`,
      gym: t`Fitness centre`,
      spa: t`Spa`,
      restaurant: t`Restaurant`,
      bar: t`Bar`,
      airportShuttle: t`Airport shuttle`,
      airConditioning: t`Air conditioning`,
      petsAllowed: t`Pets allowed`,
      familyRooms: t`Family rooms`,
      accessible: t`Accessible rooms`,
    };
    const sorts: Record<HotelOrder, string> = {
      "rating desc, price desc": t`Recommended (stars, then price)`,
      "price asc": t`Price: lowest first`,
      "price desc": t`Price: highest first`,
      "distance asc": t`Distance from centre`,
      "stars desc": t`Stars: highest first`,
    };
    return {
      board: (code: Board) => i18n._(BOARD_LABELS[code]),
      facility: (code: string) => facilities[code] ?? code,
      sort: (order: HotelOrder) => sorts[order],
      room: (name: string) => label(ROOM_TYPE_LABELS, name),
      beds: (text: string) => label(BED_LABELS, text),
    };
  }, [t, i18n]);
}

/** A hotel-local deadline as the hotel's wall time ("2030-05-07T12:00:00+01:00" → 7 May 2030, 12:00), never the viewer's zone. */
export function useFormatLocalDeadline(): (local: string) => string {
  const { i18n } = useLingui();
  return (local) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
    if (!match) return local;
    const [, y, m, d, hh, mm] = match.map(Number) as [number, number, number, number, number, number];
    const wall = new Date(Date.UTC(y, m - 1, d, hh, mm));
    return dateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(wall);
  };
}
