import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { CAR_EXTRA_ADD_ON, extrasOf } from "@machines/car-booking/description";
import type { CarOffer } from "@/shared/api/cars";
import { multiply } from "@/shared/money";
import { card, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { quoteCarRefundProtection } from "../../../api/car-bookings";
import { RefundProtectionAddOn } from "../../booking/components/refund-protection";
import { useCheckoutEditable } from "../../booking/components/checkout";
import { useCarLabels } from "../labels";
import { useCarActor, useCarSelector } from "../use-car-booking";

type Extra = CarOffer["extras"][number];

/**
 * The reservation details' extras (spec B §2 /reservation-details): what the vendor rents with the car,
 * priced per day of the rental (a child seat, a booster seat, an additional driver), up to the vendor's
 * number of each. Chosen is the machine's state: one add-on of kind carExtra per unit (`<code>-<n>`),
 * at the vendor's day rate for the whole rental, as the server charges it.
 */
export function CarExtras({ offer }: { offer: CarOffer }) {
  if (offer.extras.length === 0) return null;
  return (
    <section aria-labelledby="car-extras-heading" className={`${card} space-y-4 p-5`}>
      <div>
        <h2 id="car-extras-heading" className="text-base font-semibold text-slate-900">
          <Trans>Extras from the rental company</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Paid per day of the rental, at the rental company's price.</Trans>
        </p>
      </div>
      <ul className="divide-y divide-slate-100">
        {offer.extras.map((extra) => (
          <ExtraRow key={extra.code} extra={extra} days={offer.rentalDays} />
        ))}
      </ul>
    </section>
  );
}

function ExtraRow({ extra, days }: { extra: Extra; days: number }) {
  const { t } = useLingui();
  const actor = useCarActor();
  const labels = useCarLabels();
  const formatMoney = useFormatMoney();
  const editable = useCheckoutEditable();
  const ids = useCarSelector((s) =>
    s.context.addOns
      .filter((a) => a.kind === CAR_EXTRA_ADD_ON && a.id.startsWith(`${extra.code}-`))
      .map((a) => a.id)
      .join(","),
  );
  const count = ids === "" ? 0 : ids.split(",").length;
  const name = labels.extras[extra.code];
  const perRental = multiply(extra.dailyRate, days);
  const daily = formatMoney(extra.dailyRate);
  const whole = formatMoney(perRental);
  const add = () => actor.send({ type: "addOn.selected", addOn: { id: `${extra.code}-${count + 1}`, kind: CAR_EXTRA_ADD_ON, price: perRental } });
  // The highest unit goes first, so the ids stay 1…n and the next one added is n + 1.
  const remove = () => {
    const last = ids.split(",").sort().at(-1);
    if (last) actor.send({ type: "addOn.removed", id: last });
  };
  const headingId = `extra-${extra.code}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" aria-labelledby={headingId}>
      <div className="min-w-0">
        <p id={headingId} className="text-sm font-semibold text-slate-900">
          {name}
        </p>
        <p className="text-sm text-slate-700">
          <Trans>
            {daily} a day, {whole} for the rental
          </Trans>
        </p>
        <p className="text-xs text-slate-600">
          <Trans>Up to {extra.max}</Trans>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <button type="button" className={`${secondaryAction} min-w-11 px-3`} onClick={remove} disabled={!editable || count === 0} aria-label={t`Remove one: ${name}`}>
          −
        </button>
        <output className="w-8 text-center text-base font-semibold tabular-nums text-slate-900" aria-live="polite" aria-label={t`${name}: ${count}`}>
          {count}
        </output>
        <button type="button" className={`${secondaryAction} min-w-11 px-3`} onClick={add} disabled={!editable || count >= extra.max} aria-label={t`Add one: ${name}`}>
          +
        </button>
      </div>
    </li>
  );
}

/**
 * spec B "Add-ons": the core's refund protection card, priced on the car with the extras chosen (the
 * premium follows the trip total: choosing another extra asks for a new quote, which replaces a ticked one).
 */
export function CarRefundProtection() {
  const extras = useCarSelector((s) => JSON.stringify(extrasOf(s.context.addOns)));
  const quote = useCallback(
    (offerId: string, clientId: string | null) => quoteCarRefundProtection({ offerId, extras: JSON.parse(extras) as ReturnType<typeof extrasOf>, ...(clientId ? { clientId } : {}) }),
    [extras],
  );
  return (
    <RefundProtectionAddOn
      quote={quote}
      basis={extras}
      covers={<Trans>Cancel your rental and get everything back, the rental company's cancellation charge included. The protection fee itself is not refundable.</Trans>}
    />
  );
}
