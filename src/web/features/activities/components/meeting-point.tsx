import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { ActivityLocation } from "@/shared/api/activities";
import { openStreetMapUrl } from "@/shared/activities/map-link";
import { getActivityLocation } from "../../../api/activities";
import { linkAction } from "../../../components/booking/styles";
import { PlaceMap } from "../../../components/map/place-map";

/** The product's meeting point resolved (spec B §7 locations/{id}); null while loading or when it cannot be. */
export function useMeetingPoint(ref: string): ActivityLocation | null {
  const [found, setFound] = useState<ActivityLocation | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getActivityLocation(ref, controller.signal).then(
      (location) => setFound(location),
      () => setFound(null),
    );
    return () => controller.abort();
  }, [ref]);
  return found?.ref === ref ? found : null;
}

/**
 * Where the activity starts: its name and address, and the place on OpenStreetMap in a new tab (a plain
 * link: nothing is loaded until it is opened). `name` shows while the address is loading.
 */
export function MeetingPointText({ name, location }: { name: string; location: ActivityLocation | null }) {
  const { t } = useLingui();
  return (
    <div className="mt-1 space-y-1 text-sm text-slate-800" data-testid="meeting-point">
      <p className="font-medium text-slate-900">{location?.name ?? name}</p>
      {location && (
        <>
          <p>{location.address}</p>
          <a href={openStreetMapUrl(location)} target="_blank" rel="noopener noreferrer" className={linkAction} aria-label={t`Open the meeting point on a map (opens in a new tab)`}>
            <Trans>Open in map</Trans>
          </a>
        </>
      )}
    </div>
  );
}

/** The meeting point on the map (the activity's details page): the name and address above are its text alternative. */
export function MeetingPointMap({ location }: { location: ActivityLocation }) {
  const { t } = useLingui();
  return (
    <div className="mt-3">
      <PlaceMap
        label={t`Map of the meeting point`}
        points={[{ id: location.ref, lat: location.lat, lng: location.lon, label: location.name, text: "●" }]}
        description={
          <Trans>
            The map shows the meeting point, {location.name}, at {location.address}.
          </Trans>
        }
        className="h-56"
      />
    </div>
  );
}
