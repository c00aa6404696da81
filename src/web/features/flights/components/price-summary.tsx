import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AddOnSelection } from "@machines/booking/context";
import type { PassengerType, RepriceResult } from "@/shared/api/flights";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { priceLines } from "@/shared/booking/price-lines";
import { usePassengerTypeLabel } from "../../../components/booking/traveller-fields";
import { PriceSummaryCard } from "../../booking/components/price-column";
import { useBundleProductLabel } from "../../booking/components/trip-add-on";

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
    <PriceSummaryCard lines={lines} labels={{ item: (key, count) => `${count} × ${typeLabel(key as PassengerType)}`, addOn: addOnLabel }} totalTestId="flight-total">
      {children}
    </PriceSummaryCard>
  );
}
