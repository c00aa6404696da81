import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AddOnSelection } from "../../../../../machines/booking/context";
import type { PassengerType, RepriceResult } from "../../../../shared/api/flights";
import { REFUND_PROTECTION } from "../../../../shared/api/refund-protection";
import { priceLines, type ChargeKind } from "../../../../shared/booking/price-lines";
import { usePassengerTypeLabel } from "../../../components/booking/traveller-fields";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useBundleProductLabel } from "../../booking/components/trip-add-on";

const CHARGE_LABELS: Record<ChargeKind, ReactNode> = {
  markup: <Trans>Markup</Trans>,
  fee: <Trans>Agency fee</Trans>,
  serviceFees: <Trans>Service fees</Trans>,
  discount: <Trans>Discount</Trans>,
};

/**
 * Fare per passenger type, the agency's charges, the add-ons chosen (spec B) and the total: every
 * line the total is made of (src/shared/booking/price-lines.ts), so the total is their sum.
 */
export function PriceSummary({
  pricing,
  addOns = [],
  children,
}: {
  /** A priced offer, or a booking's: the offer and what it costs before add-ons (agents: its breakdown). */
  pricing: Pick<RepriceResult, "offer" | "totalAmount" | "breakdown">;
  /** A booking's add-ons carry no id: only an item of a trip bundle needs one, for its own line. */
  addOns?: readonly (Pick<AddOnSelection, "kind" | "price"> & Partial<Pick<AddOnSelection, "id" | "item">>)[];
  children?: ReactNode;
}) {
  const formatMoney = useFormatMoney();
  const typeLabel = usePassengerTypeLabel();
  const productLabel = useBundleProductLabel();
  const addOnLabel = (key: string): ReactNode => {
    if (key === REFUND_PROTECTION) return <Trans>Refund protection</Trans>;
    const item = addOns.find((addOn) => addOn.id === key)?.item;
    return item ? `${productLabel(item.code)}: ${item.title}` : key;
  };
  const lines = priceLines({
    items: pricing.offer.passengers.map((line) => ({ key: line.type, count: line.count, amount: line.totalAmount })),
    price: pricing.totalAmount,
    breakdown: pricing.breakdown,
    // An add-on that is an item (a trip bundle's hotel, car) is a line of its own.
    addOns: addOns.map((addOn) => ({ key: addOn.item && addOn.id ? addOn.id : addOn.kind, amount: addOn.price })),
  });
  return (
    <section aria-labelledby="price-summary" className={`${card} p-5`}>
      <h2 id="price-summary" className="text-base font-semibold text-slate-900">
        <Trans>Price summary</Trans>
      </h2>
      <dl className="mt-3 space-y-2 text-sm" data-testid="price-lines">
        {lines.items.map((line) => (
          <div key={line.key} className="flex justify-between gap-3">
            <dt className="text-slate-700">
              {line.count} × {typeLabel(line.key as PassengerType)}
            </dt>
            <dd className="tabular-nums text-slate-900">{formatMoney(line.amount)}</dd>
          </div>
        ))}
        {lines.charges.map((line) => (
          <div key={line.kind} className="flex justify-between gap-3">
            <dt className="text-slate-700">{CHARGE_LABELS[line.kind]}</dt>
            <dd className="tabular-nums text-slate-900">{formatMoney(line.amount)}</dd>
          </div>
        ))}
        {lines.addOns.map((addOn) => (
          <div key={addOn.key} className="flex justify-between gap-3" data-testid={`add-on-${addOn.key}`}>
            <dt className="text-slate-700">{addOnLabel(addOn.key)}</dt>
            <dd className="tabular-nums text-slate-900">{formatMoney(addOn.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums" data-testid="flight-total">
            {formatMoney(lines.total)}
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
