import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { NeedsAttentionRow } from "@/shared/api/agency-bookings";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useCategoryText } from "../labels";

// Charged means finished or refunded (docs/decisions.md): the agency's paid bookings of every vertical that the
// server is still finishing, and those whose money it gave back lately. Each line says what is happening to the
// money and leads to the booking's own page.

function What({ row }: { row: NeedsAttentionRow }) {
  const { i18n } = useLingui();
  const tries = row.finishAttempts;
  if (row.finishing.state === "refunded") return <Trans>Could not be completed: the payment was refunded and the customer was told by email.</Trans>;
  const at = row.finishing.giveBackAt ? i18n.date(new Date(row.finishing.giveBackAt), { dateStyle: "medium", timeStyle: "short" }) : "";
  return (
    <>
      <Trans>Paid; still being completed with the supplier. If it is not done by {at}, the payment is refunded and the customer told.</Trans>{" "}
      {tries > 0 && <Plural value={tries} one="# try failed so far." other="# tries failed so far." />}
    </>
  );
}

export function NeedsAttention({ rows }: { rows: readonly NeedsAttentionRow[] }) {
  const money = useFormatMoney();
  const category = useCategoryText();
  if (rows.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Nothing needs attention: every paid booking is completed.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200">
      {rows.map((row) => (
        <li key={row.bookingId} className="py-3 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <Link to="/bookings/$category/$bookingId" params={{ category: row.category, bookingId: row.bookingId }} className="font-mono font-semibold text-primary-strong hover:underline">
              {row.referenceNumber}
            </Link>
            <span className="text-slate-700">
              {category.name[row.category]} · {row.title} · {money(row.totalAmount, { exact: true })}
            </span>
          </p>
          <p className="mt-1 text-slate-800">
            <What row={row} />
          </p>
        </li>
      ))}
    </ul>
  );
}
