import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AddOnSelection } from "../../../../../machines/flight-booking/flight-booking.machine";
import type { FlightOffer } from "../../../../shared/api/flights";
import { REFUND_PROTECTION } from "../../../../shared/api/refund-protection";
import type { Money } from "../../../../shared/money";
import { usePassengerTypeLabel } from "../../../components/booking/traveller-fields";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";

/** Fare per passenger type, the add-ons chosen (spec B) and the one total the customer sees (agency pricing). */
export function PriceSummary({ offer, total, addOns = [], children }: { offer: FlightOffer; total: Money; addOns?: readonly AddOnSelection[]; children?: ReactNode }) {
  const formatMoney = useFormatMoney();
  const typeLabel = usePassengerTypeLabel();
  return (
    <section aria-labelledby="price-summary" className={`${card} p-5`}>
      <h2 id="price-summary" className="text-base font-semibold text-slate-900">
        <Trans>Price summary</Trans>
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {offer.passengers.map((line) => (
          <div key={line.type} className="flex justify-between gap-3">
            <dt className="text-slate-700">
              {line.count} × {typeLabel(line.type)}
            </dt>
            <dd className="tabular-nums text-slate-900">{formatMoney(line.totalAmount)}</dd>
          </div>
        ))}
        {addOns.map((addOn) => (
          <div key={addOn.id} className="flex justify-between gap-3" data-testid={`add-on-${addOn.kind}`}>
            <dt className="text-slate-700">{addOn.kind === REFUND_PROTECTION ? <Trans>Refund protection</Trans> : addOn.kind}</dt>
            <dd className="tabular-nums text-slate-900">{formatMoney(addOn.price)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums" data-testid="flight-total">
            {formatMoney(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-600">
        <Trans>Includes taxes, fees and charges.</Trans>
      </p>
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
