import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { card, primaryAction } from "../../../components/booking/styles";

interface OfferCardProps {
  /** The card's accessible name: what the offer is and its price. */
  label: string;
  /** The supplier's short code in a dark badge (a validating carrier, a car's SIPP code). */
  code: string;
  /** The rest of the first line, after the code. */
  headline: ReactNode;
  /** What the offer holds, under the first line. */
  children: ReactNode;
  /** Closer lines under the first one (a car's name and facts). */
  compact?: boolean;
  /** The formatted total. */
  price: string;
  /** What the total covers, under it. */
  priceNote: ReactNode;
  /** Anything the total includes that the traveller must see on the card. */
  priceExtra?: ReactNode;
  /** The "Select" button's accessible name: the offer and its price. */
  selectLabel: string;
  onSelect: () => void;
}

/** A result that is chosen as a whole (a flight's fare, a rental car): what it is on the left, price and "Select" on the right. */
export function OfferCard({ label, code, headline, children, compact = false, price, priceNote, priceExtra, selectLabel, onSelect }: OfferCardProps) {
  return (
    <article className={`${card} grid gap-4 p-4 sm:grid-cols-[1fr_11rem] sm:p-5`} aria-label={label}>
      <div className={`min-w-0 ${compact ? "space-y-3" : "space-y-4"}`}>
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="rounded-md bg-slate-900 px-1.5 py-0.5 font-mono text-xs text-white">{code}</span>
          {headline}
        </p>
        {children}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3 sm:flex-col sm:items-end sm:justify-center sm:border-l sm:border-t-0 sm:pl-5 sm:pt-0">
        <div className="sm:text-right">
          <p className="text-2xl font-bold text-slate-900">{price}</p>
          <p className="text-xs text-slate-600">{priceNote}</p>
          {priceExtra}
        </div>
        <button type="button" className={primaryAction} onClick={onSelect} aria-label={selectLabel}>
          <Trans>Select</Trans>
        </button>
      </div>
    </article>
  );
}
