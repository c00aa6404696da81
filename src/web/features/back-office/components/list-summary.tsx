import { Plural, Trans } from "@lingui/react/macro";
import type { AgencyBookingsResult } from "@/shared/api/agency-bookings";
import { money } from "@/shared/money";
import { useFormatMoney } from "../../../components/booking/use-money";

/** spec B §3 "lists with totals": how many bookings match, which of them this page shows, and their sums. */
export function ListSummary({ result }: { result: AgencyBookingsResult }) {
  const formatMoney = useFormatMoney();
  const total = result.totalRecords;
  const from = total === 0 ? 0 : result.offSet + 1;
  const to = result.offSet + result.bookings.length;
  return (
    <div className="space-y-1 text-sm text-slate-700" aria-live="polite">
      <p className="font-semibold text-slate-900">
        <Plural value={total} one="# booking" other="# bookings" />
        {total > 0 && (
          <span className="font-normal text-slate-600">
            {" "}
            <Trans>
              (showing {from}–{to})
            </Trans>
          </span>
        )}
      </p>
      {result.sums.map((sum) => {
        const sales = formatMoney(money(sum.totalAmount, sum.currency), { exact: true });
        const markup = formatMoney(money(sum.markup, sum.currency), { exact: true });
        const fees = formatMoney(money(sum.fee, sum.currency), { exact: true });
        return (
          <p key={sum.currency}>
            <Trans>
              Total {sales} · markup {markup} · agency fees {fees}
            </Trans>
          </p>
        );
      })}
    </div>
  );
}
