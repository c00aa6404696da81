import { plural } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AddOnSelection } from "../../../../../machines/booking/context";
import type { HotelPricing } from "../../../../../machines/hotel-booking/hotel-booking.machine";
import { REFUND_PROTECTION } from "../../../../shared/api/refund-protection";
import { COUPON } from "../../../../shared/booking/coupons";
import { priceLines, type ChargeKind } from "../../../../shared/booking/price-lines";
import { useFormatDate } from "../../../components/booking/date-range-picker";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useHotelLabels } from "../labels";

const CHARGE_LABELS: Record<ChargeKind, ReactNode> = {
  markup: <Trans>Markup</Trans>,
  fee: <Trans>Agency fee</Trans>,
  serviceFees: <Trans>Service fees</Trans>,
  discount: <Trans>Discount</Trans>,
};

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
  return (
    <section aria-labelledby="price-summary" className={`${card} p-5`}>
      <h2 id="price-summary" className="text-base font-semibold text-slate-900">
        <Trans>Price summary</Trans>
      </h2>
      {showStay && (
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
      )}
      <dl className="mt-3 space-y-2 text-sm" data-testid="price-lines">
        {lines.items.map((line) => (
          <div key={line.key} className="flex justify-between gap-3">
            <dt className="text-slate-700">
              <Trans>
                {roomsText} × {nightsText}
              </Trans>
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
        {lines.addOns.map((line) => (
          <div key={line.key} className="flex justify-between gap-3" data-testid={`add-on-${line.key}`}>
            <dt className="text-slate-700">{line.key === REFUND_PROTECTION ? <Trans>Refund protection</Trans> : line.key === COUPON ? <Trans>Coupon {couponCode}</Trans> : line.key}</dt>
            <dd className={`tabular-nums ${line.amount.amount < 0 ? "text-emerald-800" : "text-slate-900"}`}>{formatMoney(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums" data-testid="hotel-total">
            {formatMoney(lines.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        <Trans>Includes taxes of {formatMoney(pricing.rate.taxes)}.</Trans>
      </p>
      {pricing.rate.payAtHotel.amount > 0 && (
        <p className="mt-1 text-xs text-slate-600">
          <Trans>City tax of {formatMoney(pricing.rate.payAtHotel)} is paid at the hotel (not included).</Trans>
        </p>
      )}
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
