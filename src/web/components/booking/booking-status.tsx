import { useLingui } from "@lingui/react/macro";
import type { BookingStatus } from "@/shared/booking/statuses";

/** A booking status as travellers read it, for every vertical. */
export function useStatusLabel(): (status: BookingStatus) => string {
  const { t } = useLingui();
  return (status) => ({ held: t`On hold`, paid: t`Paid`, ticketed: t`Confirmed and ticketed`, cancelled: t`Cancelled`, voided: t`Voided`, failed: t`Failed` })[status];
}

const LOOK: Record<BookingStatus, string> = {
  held: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  ticketed: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-slate-800",
  voided: "bg-slate-200 text-slate-800",
  failed: "bg-rose-100 text-rose-900",
};

/**
 * spec B §4 "States and transitions": an activity's cancellation leaves its status `CANCELLED`, in the spec's own
 * capitals (translated as the other labels are); its other statuses read as every vertical's.
 */
export function useActivityStatusLabel(): (status: BookingStatus) => string {
  const { t } = useLingui();
  const label = useStatusLabel();
  return (status) => (status === "cancelled" ? t`CANCELLED` : label(status));
}

/** The status as a badge (my trip lists bookings of every status: each shows its own); `label`: a vertical's own words. */
export function StatusBadge({ status, size = "sm", label: labelOf }: { status: BookingStatus; size?: "sm" | "xs"; label?: (status: BookingStatus) => string }) {
  const common = useStatusLabel();
  const label = (labelOf ?? common)(status);
  return <span className={`inline-flex w-fit rounded-full px-3 py-1 font-semibold ${size === "sm" ? "text-sm" : "text-xs"} ${LOOK[status]}`}>{label}</span>;
}
