import { Trans } from "@lingui/react/macro";
import type { CancellationPolicy } from "@/shared/api/hotels";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useFormatLocalDeadline } from "../labels";

/** A rate's cancellation policy: free until the hotel's local deadline, then what the hotel keeps from when. */
export function CancellationPolicyText({ policy }: { policy: CancellationPolicy }) {
  const formatMoney = useFormatMoney();
  const deadline = useFormatLocalDeadline();
  const zone = policy.timeZone;
  return (
    <ul className="space-y-0.5 text-sm text-slate-700">
      {policy.freeUntil ? (
        <li className="font-medium text-emerald-800">
          <Trans>
            Free cancellation until {deadline(policy.freeUntil)} (hotel local time, {zone})
          </Trans>
        </li>
      ) : (
        <li className="font-medium text-rose-800">
          <Trans>Non-refundable: cancelling keeps the full price</Trans>
        </li>
      )}
      {policy.charges.map((charge, i) => (
        <li key={i}>
          {charge.from ? (
            <Trans>
              From {deadline(charge.from)}: penalty {formatMoney(charge.amount, { exact: true })}
            </Trans>
          ) : (
            <Trans>From booking: penalty {formatMoney(charge.amount, { exact: true })}</Trans>
          )}
        </li>
      ))}
    </ul>
  );
}
