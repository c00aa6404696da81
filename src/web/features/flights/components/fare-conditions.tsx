import { Trans } from "@lingui/react/macro";
import type { FareConditions } from "@/shared/api/flights";
import { useFormatMoney } from "../../../components/booking/use-money";

/** A fare's bags, refund and change conditions (spec A §4 "Fare and conditions"; the booking's cancellation policy). */
export function FareConditionList({ conditions }: { conditions: FareConditions }) {
  const formatMoney = useFormatMoney();
  return (
    <ul className="mt-2 grid gap-2 text-sm text-slate-800 sm:grid-cols-2">
      <li>
        <Trans>Checked bags: {conditions.checkedBags}</Trans>
      </li>
      <li>
        <Trans>Cabin bags: {conditions.cabinBags}</Trans>
      </li>
      <li>
        {conditions.refundable ? (
          conditions.refundPenalty ? (
            <Trans>Refundable with a fee of {formatMoney(conditions.refundPenalty, { exact: true })}</Trans>
          ) : (
            <Trans>Refundable</Trans>
          )
        ) : (
          <Trans>Non-refundable</Trans>
        )}
      </li>
      <li>{conditions.changeable ? conditions.changePenalty ? <Trans>Changes for {formatMoney(conditions.changePenalty, { exact: true })}</Trans> : <Trans>Free changes</Trans> : <Trans>No changes</Trans>}</li>
    </ul>
  );
}
