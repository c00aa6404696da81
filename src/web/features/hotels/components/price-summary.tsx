import { plural } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AddOnSelection } from "@machines/booking/context";
import type { HotelPricing } from "@machines/hotel-booking/description";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { COUPON } from "@/shared/booking/coupons";
import { priceLines } from "@/shared/booking/price-lines";
import { useFormatDate } from "../../../lib/format-date";
import { useFormatMoney } from "../../../components/booking/use-money";
import { PriceSummaryCard } from "../../booking/components/price-column";
import { useHotelLabels } from "../labels";

/**
 * The stay at the hotel's price, the agency's charges and the total (src/shared/booking/price-lines.ts), so
 * the total is the sum of the lines above it; included taxes and what is paid at the hotel are said apart.
 */
export function HotelPriceSummary({
  pricing,
  showStay = false,
  addOns = [],
  children,
}: {
  pricing: HotelPricing;
  showStay?: boolean;
  /** At checkout: refund protection and a coupon's discount (a negative line), each a line of the total. */
  addOns?: readonly AddOnSelection[];
  children?: ReactNode;
}) {
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const labels = useHotelLabels();
  const rooms = pricing.occupancies.length;
  const nights = pricing.rate.nights;
  // Staff see the supplier's net price and the charges apart; a customer sees the stay's price as one line.
  const lines = priceLines({
    items: [{ key: "stay", count: rooms, amount: pricing.breakdown?.net ?? pricing.totalAmount }],
    price: pricing.totalAmount,
    breakdown: pricing.breakdown,
    addOns: addOns.map((addOn) => ({ key: addOn.kind, amount: addOn.price })),
  });
  const couponCode = addOns.find((addOn) => addOn.kind === COUPON)?.id ?? "";
  const roomsText = plural(rooms, { one: "# room", other: "# rooms" });
  const nightsText = plural(nights, { one: "# night", other: "# nights" });
  const lineLabels = {
    item: () => (
      <Trans>
        {roomsText} × {nightsText}
      </Trans>
    ),
    addOn: (key: string) => (key === REFUND_PROTECTION ? <Trans>Refund protection</Trans> : key === COUPON ? <Trans>Coupon {couponCode}</Trans> : key),
  };
  return (
    <PriceSummaryCard
      lines={lines}
      labels={lineLabels}
      totalTestId="hotel-total"
      about={
        showStay && (
          // At checkout the summary also says what is being paid for.
          <div className="mt-2 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{pricing.hotel.name}</p>
            <p>
              {labels.room(pricing.room.name)} · {labels.board(pricing.rate.board)}
            </p>
            <p>
              {formatDate(pricing.stayPeriod.start, { day: "numeric", month: "short", year: "numeric" })} – {formatDate(pricing.stayPeriod.end, { day: "numeric", month: "short", year: "numeric" })}
            </p>
          </div>
        )
      }
      notes={
        <>
          <p className="mt-2 text-xs text-slate-600">
            <Trans>Includes taxes of {formatMoney(pricing.rate.taxes)}.</Trans>
          </p>
          {pricing.rate.payAtHotel.amount > 0 && (
            <p className="mt-1 text-xs text-slate-600">
              <Trans>City tax of {formatMoney(pricing.rate.payAtHotel)} is paid at the hotel (not included).</Trans>
            </p>
          )}
        </>
      }
    >
      {children}
    </PriceSummaryCard>
  );
}
