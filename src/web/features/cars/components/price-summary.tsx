import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AddOnSelection } from "@machines/booking/context";
import { extrasOf } from "@machines/car-booking/description";
import { CAR_EXTRAS, type CarOffer, type CarPricing } from "@/shared/api/cars";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { priceLines, type ItemLine } from "@/shared/booking/price-lines";
import { multiply, sum, type Money } from "@/shared/money";
import { useFormatMoney } from "../../../components/booking/use-money";
import { PriceSummaryCard } from "../../booking/components/price-column";
import { useCarLabels } from "../labels";

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

/** The car's items: the rental at the day rate, the one-way fee, the young-driver surcharge (`carItems`). */
export function useCarItemLabel(offer: CarOffer): (key: string, count: number) => ReactNode {
  const formatMoney = useFormatMoney();
  return (key, count) =>
    key === "rental" ? (
      <Trans>
        Car rental, {count} × {formatMoney(offer.dailyRate)} a day
      </Trans>
    ) : key === "oneWayFee" ? (
      <Trans>One-way fee</Trans>
    ) : (
      <Trans>Young driver surcharge</Trans>
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
  const itemLabel = useCarItemLabel(pricing.offer);
  const lines = priceLines({
    items: carItems(pricing.offer),
    price: pricing.totalAmount,
    breakdown: pricing.breakdown,
    addOns: addOnLines,
  });
  return (
    <PriceSummaryCard lines={lines} labels={{ item: itemLabel, addOn: addOnLabel }} totalTestId="car-total">
      {children}
    </PriceSummaryCard>
  );
}
