import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PassengerType } from "@/shared/api/flights";
import type { TravellerCounts } from "@/shared/booking/traveller-categories";
import { FLIGHT_TRAVELLERS } from "@/shared/flights/travellers";
import { TravelerPicker, type TravellerCategoryLabel } from "../../../components/booking/traveler-picker";

/** The flight search form's "Travellers" field: spec A §3 passenger types in the shared picker. */
export function FlightTravelerPicker({ value, onChange }: { value: TravellerCounts<PassengerType>; onChange: (counts: TravellerCounts<PassengerType>) => void }) {
  const { t } = useLingui();
  const labels: Record<PassengerType, TravellerCategoryLabel> = {
    ADT: { name: t`Adults`, hint: <Trans>12 years and over</Trans> },
    CHD: { name: t`Children`, hint: <Trans>2 to 12 years</Trans> },
    INF: { name: t`Infants`, hint: <Trans>Under 2, on an adult's lap</Trans> },
  };
  const summary = (counts: TravellerCounts<PassengerType>) => {
    const total = counts.ADT + counts.CHD + counts.INF;
    const travellers = plural(total, { one: "# traveller", other: "# travellers" });
    return counts.INF > 0 ? t`${travellers} (incl. ${counts.INF} infant)` : travellers;
  };
  return <TravelerPicker travellers={FLIGHT_TRAVELLERS} labels={labels} summary={summary} value={value} onChange={onChange} />;
}
