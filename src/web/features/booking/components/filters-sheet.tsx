import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { BookingModal } from "../../../components/booking/modal";
import { card, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useWideScreen } from "../../../lib/wide-screen";

interface FiltersSheetProps {
  /** The vertical's filter fields, drawn beside the list on a desktop and in the sheet on a phone. */
  panel: ReactNode;
  /** The sheet's closing button, in the vertical's words ("Show 12 flights"). */
  showResults: ReactNode;
  /** The phone's button that opens the sheet, when it says more than "Filters" (how many are chosen). */
  openLabel?: ReactNode;
  /** A wider filters column on a desktop, for longer option names. */
  wide?: boolean;
  /** The results column; it places the opening button (hidden on a desktop) where its toolbar wants it. */
  children: (filtersButton: ReactNode) => ReactNode;
}

/**
 * A results page with its filters, alike for every vertical: on a desktop the filters stand in a column beside
 * the results; on a phone a "Filters" button opens them in a full-screen sheet that a "Show …" button closes. The
 * column is drawn only where it shows (from Tailwind's `lg`): drawn hidden, a phone's results page drew every filter
 * once more than the sheet and again as the results arrived ("Every page fast on a phone"). The filters are the
 * machine's, so the sheet shows the same choices. The server's first screen draws the column, hidden by its class.
 */
export function FiltersSheet({ panel, showResults, openLabel, wide = false, children }: FiltersSheetProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const column = useWideScreen("lg", true);
  const filtersButton = (
    <button type="button" className={`${secondaryAction} lg:hidden`} onClick={() => setOpen(true)}>
      {openLabel ?? <Trans>Filters</Trans>}
    </button>
  );
  return (
    <div className={`grid gap-6 ${wide ? "lg:grid-cols-[19rem_1fr]" : "lg:grid-cols-[18rem_1fr]"}`}>
      {column && (
        <aside aria-label={t`Filters`} className={`${card} hidden self-start p-5 lg:block`}>
          {panel}
        </aside>
      )}
      <div className="min-w-0 space-y-4">{children(filtersButton)}</div>
      <BookingModal isOpen={open} onOpenChange={setOpen} title={<Trans>Filters</Trans>} fullScreenOnMobile>
        {panel}
        <button type="button" className={`${primaryAction} mt-6 w-full`} onClick={() => setOpen(false)}>
          {showResults}
        </button>
      </BookingModal>
    </div>
  );
}

/** The filter fields, under a heading with a "Reset" that clears them all where the vertical has one. */
export function FilterFields({ heading, children }: { heading?: { title: ReactNode; onReset: () => void }; children: ReactNode }) {
  return (
    <div className="space-y-6">
      {heading && (
        <div className="flex items-center justify-between">
          <h2 className="text-base font-semibold text-slate-900">{heading.title}</h2>
          <button type="button" className="text-sm font-semibold text-primary-strong hover:underline" onClick={heading.onReset}>
            <Trans>Reset</Trans>
          </button>
        </div>
      )}
      {children}
    </div>
  );
}

/**
 * The row above the results: how many are shown (a live status) and the vertical's tools (sort, the phone's
 * "Filters"), aligned on their bottom edge when a tool has its label above it.
 */
export function ResultsBar({ status, alignEnd = false, statusTestId, children }: { status: ReactNode; alignEnd?: boolean; statusTestId?: string; children?: ReactNode }) {
  return (
    <div className={`flex flex-wrap ${alignEnd ? "items-end" : "items-center"} justify-between gap-3`}>
      <p className="text-sm text-slate-700" role="status" data-testid={statusTestId}>
        {status}
      </p>
      {children}
    </div>
  );
}
