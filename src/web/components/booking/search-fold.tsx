import { Trans } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { useWideScreen } from "../../lib/wide-screen";

export interface SearchFold {
  expanded: boolean;
  /** Whether the fields are drawn: from Tailwind's `sm` up, and on a phone from the first "Change search" on. */
  fieldsDrawn: boolean;
  /** The fields' box: hidden on a phone while folded. */
  fieldsClass: string;
  toggle(): void;
}

/**
 * A search form above its results (`compact`): on a phone the results come first, and the submitted search folds into
 * one line until it is changed. Its fields (combo boxes, date pickers, travellers, some 250 nationalities) are drawn
 * from the first "Change search" on, not drawn hidden on every results page a phone opens ("Every page fast on a
 * phone": they were the longest tasks of a phone's results page, and drawn again as the results arrived). Once drawn
 * they stay, folded or not, so nothing typed in them is lost. The server's first screen draws them, hidden by their
 * classes on a phone.
 */
export function useSearchFold(compact: boolean): SearchFold {
  const [expanded, setExpanded] = useState(!compact);
  const [opened, setOpened] = useState(!compact);
  const wide = useWideScreen("sm", true);
  return {
    expanded,
    fieldsDrawn: wide || opened,
    fieldsClass: compact && !expanded ? "hidden sm:block" : compact ? "mt-4 sm:mt-0" : "",
    toggle: () => {
      setExpanded(!expanded);
      setOpened(true);
    },
  };
}

/** The folded search's line on a phone: what was searched (`title`, then `details`) and "Change search" / "Close". */
export function SearchFoldLine({ fold, title, details }: { fold: SearchFold; title: ReactNode; details: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 sm:hidden">
      <p className="min-w-0 text-sm text-slate-800">
        <span className="block truncate font-semibold text-slate-900">{title}</span>
        {details}
      </p>
      <button type="button" className="shrink-0 text-sm font-semibold text-primary-strong underline-offset-4 hover:underline" aria-expanded={fold.expanded} onClick={fold.toggle}>
        {fold.expanded ? <Trans>Close</Trans> : <Trans>Change search</Trans>}
      </button>
    </div>
  );
}
