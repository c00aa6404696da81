import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AddOnSelection } from "../../../../../machines/booking/context";
import { extrasOf } from "../../../../../machines/car-booking/car-booking.machine";
import { CAR_EXTRAS, type CarOffer, type CarPricing } from "../../../../shared/api/cars";
import { REFUND_PROTECTION } from "../../../../shared/api/refund-protection";
import { priceLines, type ChargeKind, type ItemLine, type PriceLines } from "../../../../shared/booking/price-lines";
import { multiply, sum, type Money } from "../../../../shared/money";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useCarLabels } from "../labels";

const CHARGE_LABELS: Record<ChargeKind, ReactNode> = {
  markup: <Trans>Markup</Trans>,
  fee: <Trans>Agency fee</Trans>,
  serviceFees: <Trans>Service fees</Trans>,
  discount: <Trans>Discount</Trans>,
};

/** What a car costs at the vendor's price: the rental at the day rate, the one-way fee, the young-driver surcharge. */
export function carItems(offer: CarOffer): ItemLine[] {
  return [
    {
      key: "rental",
      count: offer.rentalDays,
      amount: multiply(offer.dailyRate, offer.rentalDays),
    },
    ...(offer.oneWayFee ? [{ key: "oneWayFee", count: 1, amount: offer.oneWayFee }] : []),
    ...(offer.youngDriverFee ? [{ key: "youngDriverFee", count: 1, amount: offer.youngDriverFee }] : []),
  ];
}

/** Every line, then the total: the sum of the lines above it (src/shared/booking/price-lines.ts). */
export function PriceLineList({ lines, offer, addOnLabel, totalLabel }: { lines: PriceLines; offer: CarOffer; addOnLabel: (key: string) => ReactNode; totalLabel: ReactNode }) {
  const formatMoney = useFormatMoney();
  const itemLabel = (key: string, count: number): ReactNode =>
    key === "rental" ? (
      <Trans>
        Car rental, {count} × {formatMoney(offer.dailyRate)} a day
      </Trans>
    ) : key === "oneWayFee" ? (
      <Trans>One-way fee</Trans>
    ) : (
      <Trans>Young driver surcharge</Trans>
    );
  return (
    <dl className="space-y-2 text-sm" data-testid="price-lines">
      {lines.items.map((line) => (
        <div key={line.key} className="flex justify-between gap-3">
          <dt className="text-slate-700">{itemLabel(line.key, line.count)}</dt>
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
        <div key={addOn.key} className="flex justify-between gap-3">
          <dt className="text-slate-700">{addOnLabel(addOn.key)}</dt>
          <dd className="tabular-nums text-slate-900">{formatMoney(addOn.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold">
        <dt>{totalLabel}</dt>
        <dd className="tabular-nums" data-testid="car-total">
          {formatMoney(lines.total)}
        </dd>
      </div>
    </dl>
  );
}

/** A line of the summary for the add-ons: one per extra (its count and name) and refund protection. */
export interface CarAddOnLine {
  key: string;
  amount: Money;
  count: number;
}

/** The chosen add-ons as summary lines: the extras counted per code (one add-on per unit), then refund protection. */
export function carAddOnLines(addOns: readonly AddOnSelection[]): CarAddOnLine[] {
  const currency = addOns[0]?.price.currency ?? "USD";
  const extras = extrasOf(addOns).map(({ code, count }) => ({
    key: code as string,
    count,
    amount: sum(
      addOns.filter((a) => a.id.startsWith(`${code}-`)).map((a) => a.price),
      currency,
    ),
  }));
  const protection = addOns.filter((a) => a.kind === REFUND_PROTECTION).map((a) => ({ key: REFUND_PROTECTION as string, count: 1, amount: a.price }));
  return [...extras, ...protection];
}

/** "2 × Child seat", "Refund protection". */
export function useAddOnLabel(lines: readonly CarAddOnLine[]): (key: string) => ReactNode {
  const labels = useCarLabels();
  return (key) => {
    if (key === REFUND_PROTECTION) return <Trans>Refund protection</Trans>;
    const extra = CAR_EXTRAS.find((code) => code === key);
    const count = lines.find((l) => l.key === key)?.count ?? 1;
    return extra ? `${count} × ${labels.extras[extra]}` : key;
  };
}

/** The price summary beside the details and the checkout, extras and refund protection as lines once chosen. */
export function CarPriceSummary({ pricing, addOns = [], children }: { pricing: CarPricing; addOns?: readonly AddOnSelection[]; children?: ReactNode }) {
  const addOnLines = carAddOnLines(addOns);
  const addOnLabel = useAddOnLabel(addOnLines);
  const lines = priceLines({
    items: carItems(pricing.offer),
    price: pricing.totalAmount,
    breakdown: pricing.breakdown,
    addOns: addOnLines,
  });
  return (
    <section aria-labelledby="price-summary" className={`${card} p-5`}>
      <h2 id="price-summary" className="mb-3 text-base font-semibold text-slate-900">
        <Trans>Price summary</Trans>
      </h2>
      <PriceLineList lines={lines} offer={pricing.offer} addOnLabel={addOnLabel} totalLabel={<Trans>Total</Trans>} />
      <p className="mt-1 text-xs text-slate-600">
        <Trans>Includes taxes, fees and charges.</Trans>
      </p>
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
