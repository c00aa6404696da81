import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AddOnSelection } from "@machines/booking/context";
import type { ActivityOffer, ActivityCheckoutResult } from "@/shared/api/activities";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { priceLines } from "@/shared/booking/price-lines";
import { useFormatDate } from "../../../lib/format-date";
import { PriceSummaryCard } from "../../booking/components/price-column";
import { useActivityLabels } from "../labels";

interface ActivityPriceSummaryProps {
  offer: ActivityOffer;
  totalAmount: ActivityOffer["totalAmount"];
  breakdown?: ActivityCheckoutResult["breakdown"];
  /** The add-ons ticked at checkout (spec B: refund protection). */
  addOns?: readonly AddOnSelection[];
  children?: ReactNode;
}

/**
 * The chosen day, option and time, a line per adult and child, the agency's charges, the add-ons and the total:
 * every line the total is made of (src/shared/booking/price-lines.ts), so the total is their sum.
 */
export function ActivityPriceSummary({ offer, totalAmount, breakdown, addOns = [], children }: ActivityPriceSummaryProps) {
  const labels = useActivityLabels();
  const formatDate = useFormatDate();
  const day = formatDate(offer.travelDate);
  const lines = priceLines({
    items: offer.lines.filter((line) => line.count > 0).map((line) => ({ key: line.type, count: line.count, amount: line.total })),
    price: totalAmount,
    breakdown,
    addOns: addOns.map((addOn) => ({ key: addOn.kind, amount: addOn.price })),
  });
  return (
    <PriceSummaryCard
      lines={lines}
      labels={{
        item: (key, count) => `${count} × ${labels.travellerTypes[key as "ADT" | "CHD"]}`,
        addOn: (key) => (key === REFUND_PROTECTION ? <Trans>Refund protection</Trans> : key),
      }}
      totalTestId="activity-total"
      about={
        <>
          <p className="mt-1 text-sm text-slate-700">
            {offer.title} · {labels.option(offer.optionTitle)}
          </p>
          <p className="text-sm text-slate-700">
            <Trans>
              {day} at {offer.startTime}
            </Trans>
          </p>
        </>
      }
    >
      {children}
    </PriceSummaryCard>
  );
}
