import { Trans } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { useWideScreen } from "../../lib/wide-screen";

interface SearchFold {
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
function useSearchFold(compact: boolean): SearchFold {
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
function SearchFoldLine({ fold, title, details }: { fold: SearchFold; title: ReactNode; details: ReactNode }) {
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

/**
 * A vertical's search panel above or without its results (flights, hotels, activities): the form's card, its folded
 * line on a phone once `compact` (what was searched, `title` then `details`), and its fields (`children`) drawn where
 * they show (useSearchFold). Cars fold below `lg` with their own line, outside their form.
 */
export function FoldingSearchForm({
  label,
  onSubmit,
  compact,
  title,
  details,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  compact: boolean;
  title: ReactNode;
  details: ReactNode;
  children: ReactNode;
}) {
  const fold = useSearchFold(compact);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className={`rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:p-6 ${compact ? "" : "sm:shadow-xl"}`}>
      {compact && <SearchFoldLine fold={fold} title={title} details={details} />}
      {fold.fieldsDrawn && <div className={fold.fieldsClass}>{children}</div>}
    </form>
  );
}
