import { useLingui } from "@lingui/react/macro";
import type { BookingStatus } from "../../../shared/booking/statuses";

/** A booking status as travellers read it, for every vertical. */
export function useStatusLabel(): (status: BookingStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({ held: t`On hold`, paid: t`Paid`, ticketed: t`Confirmed and ticketed`, cancelled: t`Cancelled`, voided: t`Voided`, failed: t`Failed` })[status];
}

const LOOK: Record<BookingStatus, string> = {
  held: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  ticketed: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-slate-800",
  voided: "bg-slate-200 text-slate-800",
  failed: "bg-rose-100 text-rose-900",
};

/** The status as a badge (my trip lists bookings of every status: each shows its own). */
export function StatusBadge({ status, size = "sm" }: { status: BookingStatus; size?: "sm" | "xs" }) {
  const label = useStatusLabel()(status);
  return <span className={`inline-flex w-fit rounded-full px-3 py-1 font-semibold ${size === "sm" ? "text-sm" : "text-xs"} ${LOOK[status]}`}>{label}</span>;
}
