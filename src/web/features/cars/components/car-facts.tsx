import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { CarOffer } from "@/shared/api/cars";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useCarLabels } from "../labels";

/** spec B §3 cancellationPolicy (charge.includedRateInd): free, or the vendor's fee. */
export function useCarCancellation(): (offer: CarOffer) => string {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  return ({ cancellationPolicy: { charge } }) => (charge.includedRateInd ? t`Free cancellation` : charge.amount ? t`Cancellation fee ${formatMoney(charge.amount)}` : t`Cancellation fee applies`);
}

/** What the car is (spec B §3 car offer): capacity, bags, doors, transmission, air conditioning, mileage, fuel and cancellation. */
export function CarFacts({ offer, compact = false }: { offer: CarOffer; compact?: boolean }) {
  const { t } = useLingui();
  const labels = useCarLabels();
  const passengers = Number.parseInt(offer.passangerCapacity, 10) || 0;
  const bags = Number.parseInt(offer.bagCapacity, 10) || 0;
  const mileage =
    offer.milage === "Unlimited" || !offer.milageLimit ? t`Unlimited mileage` : offer.milageLimit.unit === "km" ? t`${offer.milageLimit.distance} km a day` : t`${offer.milageLimit.distance} mi a day`;
  const cancellation = useCarCancellation()(offer);
  const facts: Array<{ key: string; label: string; value: ReactNode }> = [
    {
      key: "passengers",
      label: t`Passengers`,
      value: plural(passengers, { one: "# seat", other: "# seats" }),
    },
    {
      key: "bags",
      label: t`Bags`,
      value: plural(bags, { one: "# bag", other: "# bags" }),
    },
    {
      key: "doors",
      label: t`Doors`,
      value: plural(offer.noOfDoors, { one: "# door", other: "# doors" }),
    },
    {
      key: "transmission",
      label: t`Transmission`,
      value: labels.transmission[offer.transmissionType],
    },
    {
      key: "air",
      label: t`Air conditioning`,
      value: offer.isACavailable ? <Trans>Air conditioning</Trans> : <Trans>No air conditioning</Trans>,
    },
    { key: "mileage", label: t`Mileage`, value: mileage },
    {
      key: "fuel",
      label: t`Fuel policy`,
      value: labels.fuel[offer.fuelPolicy],
    },
    { key: "cancellation", label: t`Cancellation`, value: cancellation },
  ];
  if (compact) {
    return (
      <ul className="flex flex-wrap gap-2 text-xs text-slate-700" aria-label={t`Car features`}>
        {facts.map((fact) => (
          <li key={fact.key} className={`rounded-full px-2.5 py-1 ${fact.key === "cancellation" && offer.cancellationPolicy.charge.includedRateInd ? "bg-emerald-50 text-emerald-900" : "bg-slate-100"}`}>
            {fact.value}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.key} className="flex justify-between gap-3 border-b border-slate-100 pb-2">
          <dt className="text-slate-600">{fact.label}</dt>
          <dd className="text-right font-medium text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
