import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ProposalItem } from "@/shared/api/proposals";
import { dataLabel, ROOM_TYPE_LABELS } from "@/shared/data-labels";
import { linkAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useProposalLabels } from "../labels";

/** A proposal's offers: what each is, its dates, its price now (and when proposed, when it moved), where it is booked. */
export function ProposalItems({ items, bookable }: { items: readonly ProposalItem[]; bookable: boolean }) {
  const { t, i18n } = useLingui();
  const labels = useProposalLabels();
  const format = useFormatMoney();
  const day = (iso: string) => i18n.date(new Date(`${iso.slice(0, 10)}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <ul className="divide-y divide-slate-200" aria-label={t`Proposed offers`}>
      {items.map((item) => {
        // A hotel's subtitle is its room type, a name the product makes and translates (src/shared/data-labels.ts).
        const room = item.vertical === "hotel" && item.subtitle ? dataLabel(ROOM_TYPE_LABELS, item.subtitle) : null;
        const moved = item.price && item.proposedPrice && item.price.amount !== item.proposedPrice.amount;
        return (
          <li key={`${item.vertical}-${item.title}`} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{labels.verticals[item.vertical]}</p>
              <p className="font-semibold text-slate-900">{item.title}</p>
              {item.subtitle && <p className="text-sm text-slate-700">{room ? i18n._(room) : item.subtitle}</p>}
              <p className="text-sm text-slate-700">{item.end ? `${day(item.start)} – ${day(item.end)}` : day(item.start)}</p>
              {/* In the vertical's words, translated by the server: a flight's route, times and cabin; a car's pick-up and drop-off. */}
              {item.details.length > 0 && (
                <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
                  {item.details.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </div>
            <div className="text-right">
              {item.price ? (
                <p className="font-semibold text-slate-900">{format(item.price, { exact: true })}</p>
              ) : (
                <p className="text-sm font-medium text-rose-800">
                  <Trans>No longer available</Trans>
                </p>
              )}
              {moved && item.proposedPrice && (
                <p className="text-xs text-slate-600">
                  <Trans>Proposed at {format(item.proposedPrice, { exact: true })}</Trans>
                </p>
              )}
              {bookable && item.bookPath && (
                <Link to={item.bookPath} className={linkAction} aria-label={t`Book ${item.title}`}>
                  <Trans>Book it</Trans>
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
