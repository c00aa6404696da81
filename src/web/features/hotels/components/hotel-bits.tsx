import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Money } from "@/shared/money";
import { useFormatMoney } from "../../../components/booking/use-money";

/** spec B shared widgets: a star rating of 0–5, shown rounded. */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useLingui();
  const rounded = Math.max(0, Math.min(5, Math.round(stars)));
  return (
    <span role="img" aria-label={t`${rounded} stars`} className="text-sm tracking-tight text-amber-500">
      {"★".repeat(rounded)}
      <span className="text-slate-300">{"★".repeat(5 - rounded)}</span>
    </span>
  );
}

/** The price, with the hotel's own (published) price struck through beside it when the search says to show it and it is higher. */
export function HotelPrice({ price, published, showPublished, label }: { price: Money; published?: Money | undefined; showPublished: boolean; label?: string }) {
  const formatMoney = useFormatMoney();
  const struck = showPublished && published && published.amount > price.amount ? published : null;
  return (
    <span className="inline-flex flex-wrap items-baseline justify-end gap-x-2">
      {struck && (
        <s className="text-sm text-slate-500">
          <span className="sr-only">
            <Trans>Published price</Trans>{" "}
          </span>
          {formatMoney(struck)}
        </s>
      )}
      <span className="text-lg font-bold text-slate-900" aria-label={label}>
        {formatMoney(price)}
      </span>
    </span>
  );
}

/** spec B shared widgets: long texts cut at 20 characters by default, with Read more / Read less. */
export function ReadMore({ text, limit = 20 }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  if (text.length <= limit) return <p className="text-sm text-slate-700">{text}</p>;
  return (
    <p className="text-sm text-slate-700">
      {open ? text : `${text.slice(0, limit).trimEnd()}…`}{" "}
      <button type="button" className="font-semibold text-primary-strong underline-offset-4 hover:underline" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? <Trans>Read less</Trans> : <Trans>Read more</Trans>}
      </button>
    </p>
  );
}
