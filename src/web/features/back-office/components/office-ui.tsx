import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "../../../components/booking/alert-text";
import { Spinner } from "../../../components/booking/spinner";
import { inputBase, primaryAction, secondaryAction } from "../../../components/booking/styles";
import type { OfficeChange } from "../use-office-change";

// Small pieces every back-office page shares: a change's progress, the search box, the pager, badges.

/** Beside a Save button: saving…, saved, or the refusal (spec A §8: the server's message, else 'Something went wrong'). */
export function ChangeProgress({ change }: { change: OfficeChange<never> | OfficeChange<unknown> }) {
  if (change.busy) return <Spinner label={<Trans>Saving…</Trans>} />;
  if (change.error) return <Alert message={change.error} />;
  if (change.saved) {
    return (
      <p role="status" className="text-sm font-medium text-emerald-800">
        <Trans>Saved</Trans>
      </p>
    );
  }
  return null;
}

/** A form's submit button, busy while its change saves, with the change's progress beside it. */
export function SaveRow<P>({ change, children }: { change: OfficeChange<P>; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={primaryAction} disabled={change.busy}>
        {children}
      </button>
      <ChangeProgress change={change as OfficeChange<unknown>} />
    </div>
  );
}

export function SearchBox({ value, label, onSearch }: { value: string; label: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex w-full max-w-md gap-2">
      <input type="search" aria-label={label} value={text} onChange={(e) => setText(e.target.value)} placeholder={t`Name or email`} className={inputBase} maxLength={100} />
      <button type="submit" className={secondaryAction}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}

/** "Showing 11–20 of 42" with Previous and Next, as links (the URL holds offSet and limit). */
export function Pager({ offSet, limit, total, to }: { offSet: number; limit: number; total: number; to: (offSet: number) => { to: string; search: Record<string, unknown> } }) {
  const { t } = useLingui();
  if (total === 0) return null;
  const first = offSet + 1;
  const last = Math.min(offSet + limit, total);
  const link = "inline-flex h-11 items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50";
  return (
    <nav aria-label={t`Pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p>
        <Trans>
          Showing {first}–{last} of {total}
        </Trans>
      </p>
      <div className="flex gap-2">
        {offSet > 0 && (
          <Link {...to(Math.max(0, offSet - limit))} className={link}>
            <Trans>Previous</Trans>
          </Link>
        )}
        {last < total && (
          <Link {...to(offSet + limit)} className={link}>
            <Trans>Next</Trans>
          </Link>
        )}
      </div>
    </nav>
  );
}

export function Badge({ tone, children }: { tone: "good" | "bad" | "neutral"; children: ReactNode }) {
  const look = { good: "bg-emerald-100 text-emerald-900", bad: "bg-rose-100 text-rose-900", neutral: "bg-slate-100 text-slate-800" }[tone];
  return <span className={`inline-flex w-fit whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${look}`}>{children}</span>;
}

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? "good" : "bad"}>{active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}</Badge>;
}

/** The page a role may not open (the server refuses its data anyway). */
export function NotAllowed() {
  return (
    <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
      <p className="font-semibold">
        <Trans>You are not allowed to open this page.</Trans>
      </p>
      <p className="mt-1 text-sm">
        <Trans>Ask the agency's owner or an admin if you need it.</Trans>
      </p>
    </div>
  );
}

/** The date a person joined or a change happened, in the page's language. */
export function useDateTime(): (iso: string, withTime?: boolean) => string {
  const { i18n } = useLingui();
  return (iso, withTime = false) => i18n.date(new Date(iso), withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" });
}
