// The price summary every vertical shows beside its details and its checkout (docs/architecture.md "Adding a
// vertical"): every line the total is made of (src/shared/booking/price-lines.ts), so the total is their sum. The
// vertical names its own items (fares per passenger, nights, the car's rental days, adults and children) and its
// add-ons; the agency's charges and the total are the core's.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { ChargeKind, PriceLines } from "@/shared/booking/price-lines";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";

const CHARGE_LABELS: Record<ChargeKind, ReactNode> = {
  markup: <Trans>Markup</Trans>,
  fee: <Trans>Agency fee</Trans>,
  serviceFees: <Trans>Service fees</Trans>,
  discount: <Trans>Discount</Trans>,
};

/** How a vertical names its lines: an item (its key and count) and an add-on (its key). */
export interface PriceLineLabels {
  item(key: string, count: number): ReactNode;
  addOn(key: string): ReactNode;
}

/** Every line, then the total (`totalTestId`: the browser tests read the figure by it). */
export function PriceLineList({
  lines,
  labels,
  totalLabel = <Trans>Total</Trans>,
  totalTestId,
  className = "space-y-2 text-sm",
}: {
  lines: PriceLines;
  labels: PriceLineLabels;
  totalLabel?: ReactNode;
  totalTestId: string;
  className?: string;
}) {
  const formatMoney = useFormatMoney();
  return (
    <dl className={className} data-testid="price-lines">
      {lines.items.map((line) => (
        <div key={line.key} className="flex justify-between gap-3">
          <dt className="text-slate-700">{labels.item(line.key, line.count)}</dt>
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
          <dt className="text-slate-700">{labels.addOn(addOn.key)}</dt>
          {/* A coupon is a negative line (hotels). */}
          <dd className={`tabular-nums ${addOn.amount.amount < 0 ? "text-emerald-800" : "text-slate-900"}`}>{formatMoney(addOn.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold">
        <dt>{totalLabel}</dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          {formatMoney(lines.total)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The price column's card: "Price summary", what is being paid for (`about`), the lines and the total, the notes
 * below it (default: taxes, fees and charges included) and the way on (`children`: the details' "Continue to
 * checkout").
 */
export function PriceSummaryCard({
  lines,
  labels,
  totalTestId,
  about,
  notes,
  children,
}: {
  lines: PriceLines;
  labels: PriceLineLabels;
  totalTestId: string;
  about?: ReactNode;
  notes?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="price-summary" className={`${card} p-5`}>
      <h2 id="price-summary" className="text-base font-semibold text-slate-900">
        <Trans>Price summary</Trans>
      </h2>
      {about}
      <PriceLineList className="mt-3 space-y-2 text-sm" lines={lines} labels={labels} totalTestId={totalTestId} />
      {notes ?? (
        <p className="mt-1 text-xs text-slate-600">
          <Trans>Includes taxes, fees and charges.</Trans>
        </p>
      )}
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
