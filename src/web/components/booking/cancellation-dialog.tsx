import { Trans, useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useId, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { cancellationMachine, ExchangeRate } from "@machines/cancellation/cancellation.machine";
import { splitRefund } from "@/shared/booking/reward-wallet";
import type { Money } from "@/shared/money";
import { Alert } from "./alert-text";
import { BookingModal } from "./modal";
import { Spinner } from "./spinner";
import { dangerAction, dangerOutlineAction, fieldLabel, inputBase, primaryAction, secondaryAction } from "./styles";
import { useFormatMoney } from "./use-money";

export type CancellationActor = ActorRefFrom<typeof cancellationMachine>;

/** spec B §3 exchangeRate: the supplier refunds in another currency; the refund above is in the booking's, at this rate. */
function ExchangeRateNote({ rate }: { rate: ExchangeRate }) {
  const { i18n } = useLingui();
  const from = rate.from;
  const to = rate.to;
  const perUnit = i18n.number(rate.rate, { maximumFractionDigits: 4 });
  return (
    <dd className="col-span-2 text-xs text-slate-600" data-testid="exchange-rate">
      <Trans>
        Refunded by the provider in {from}, converted at {perUnit} {to} per {from}.
      </Trans>
    </dd>
  );
}

/**
 * Where a refund goes: paid partly from the reward wallet, the wallet's part goes back there first and the
 * rest to the card (the server's rule, `splitRefund`), so each gets its own line.
 */
function RefundLines({ refund, paidFromCredit, full }: { refund: Money; paidFromCredit: Money | undefined; full: boolean }) {
  const formatMoney = useFormatMoney();
  const { toCredit, toCard } = splitRefund(refund.amount, paidFromCredit?.amount ?? 0);
  const amount = (minor: number) => formatMoney({ amount: minor, currency: refund.currency }, { exact: true });
  return (
    <>
      {toCredit > 0 && (
        <>
          <dt className="text-slate-600">{full ? <Trans>Full refund to your reward wallet</Trans> : <Trans>Refund to your reward wallet</Trans>}</dt>
          <dd className="text-right font-semibold text-emerald-800">{amount(toCredit)}</dd>
        </>
      )}
      {(toCard > 0 || toCredit === 0) && (
        <>
          <dt className="text-slate-600">{full ? <Trans>Full refund to your card</Trans> : <Trans>Refund to your card</Trans>}</dt>
          <dd className="text-right font-semibold text-emerald-800">{amount(toCard)}</dd>
        </>
      )}
    </>
  );
}

/**
 * The cancellation quote flow of any vertical: penalty and refund, then confirm (spec A §4 cancel/void).
 * Where the quote offers reasons (spec B §3 activities), the confirmation names one; `reasonLabel`
 * is the vertical's translated label for each.
 */
export function CancellationDialog({ cancellation, reasonLabel }: { cancellation: CancellationActor; reasonLabel?: (reason: string) => string }) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const reasonId = useId();
  const snapshot = useSelector(cancellation, (s) => s);
  const { quote, alert, action } = snapshot.context;
  // The select's own value (form state); whether it may be sent is the machine's guard (reasonGiven).
  const [reason, setReason] = useState("");
  const reasons = action === "cancel" ? (quote?.reasons ?? []) : [];
  const confirmed = { type: "cancel.confirmed" as const, ...(reason ? { reason } : {}) };
  const canCancel = snapshot.can({ type: "cancel.requested" });
  const canVoid = snapshot.can({ type: "void.requested" });
  const canDismiss = snapshot.can({ type: "cancel.dismissed" });
  const open = !snapshot.status || snapshot.status === "active";
  return (
    <BookingModal
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && canDismiss && cancellation.send({ type: "cancel.dismissed" })}
      dismissable={canDismiss}
      title={<Trans>Cancel booking</Trans>}
      role="alertdialog"
    >
      <div className="space-y-5">
        {alert && <Alert message={alert} />}
        {snapshot.matches("loadingPenalty") && <Spinner label={<Trans>Checking cancellation charges…</Trans>} />}
        {/* Each choice shows only its own figures: the cancel's penalty and refund, the void's full refund. */}
        {quote && (snapshot.matches("quoting") || (snapshot.matches("confirming") && action === "cancel")) && (
          <dl className="grid grid-cols-2 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
            <dt className="text-slate-600">
              <Trans>Cancellation penalty</Trans>
            </dt>
            <dd className="text-right font-semibold text-slate-900">{formatMoney(quote.penalty, { exact: true })}</dd>
            <RefundLines refund={quote.refund} paidFromCredit={quote.paidFromCredit} full={false} />
            {quote.exchangeRate && <ExchangeRateNote rate={quote.exchangeRate} />}
          </dl>
        )}
        {snapshot.matches("quoting") && (
          <>
            {canVoid && (
              <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
                {quote?.voidRefund ? (
                  <Trans>Booked within the last 24 hours: void it instead, with no penalty, for a full refund of {formatMoney(quote.voidRefund, { exact: true })}.</Trans>
                ) : (
                  <Trans>Booked within the last 24 hours: void it instead, with no penalty, for a full refund.</Trans>
                )}
              </p>
            )}
            {!canCancel && !canVoid && (
              <p className="text-sm text-slate-700">
                <Trans>This booking can no longer be cancelled online.</Trans>
              </p>
            )}
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
              <button type="button" className={secondaryAction} onClick={() => cancellation.send({ type: "cancel.dismissed" })}>
                <Trans>Keep booking</Trans>
              </button>
              {/* Two outcomes, two looks: the full refund is the main action, the penalty an outlined one. */}
              {canCancel && (
                <button type="button" className={canVoid ? dangerOutlineAction : dangerAction} onClick={() => cancellation.send({ type: "cancel.requested" })}>
                  <Trans>Cancel with penalty</Trans>
                </button>
              )}
              {canVoid && (
                <button type="button" className={primaryAction} onClick={() => cancellation.send({ type: "void.requested" })}>
                  <Trans>Void booking</Trans>
                </button>
              )}
            </div>
          </>
        )}
        {snapshot.matches("confirming") && (
          <>
            {action === "void" && quote?.voidRefund && (
              <dl className="grid grid-cols-2 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
                <RefundLines refund={quote.voidRefund} paidFromCredit={quote.paidFromCredit} full />
              </dl>
            )}
            {reasons.length > 0 && (
              <div>
                <label htmlFor={reasonId} className={fieldLabel}>
                  <Trans>Reason for cancelling</Trans>
                </label>
                <select id={reasonId} className={inputBase} value={reason} onChange={(e) => setReason(e.target.value)}>
                  <option value="" disabled>
                    {t`Choose a reason`}
                  </option>
                  {reasons.map((r) => (
                    <option key={r} value={r}>
                      {reasonLabel?.(r) ?? r}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <p className="text-sm text-slate-800">
              {action === "void" ? (
                <Trans>Void this booking? Every ticket is cancelled and the full amount refunded.</Trans>
              ) : (
                <Trans>Cancel this booking? The penalty above is kept and the rest refunded to your card.</Trans>
              )}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
              <button type="button" className={secondaryAction} onClick={() => cancellation.send({ type: "cancel.back" })}>
                <Trans>Back</Trans>
              </button>
              <button type="button" className={dangerAction} disabled={!snapshot.can(confirmed)} onClick={() => cancellation.send(confirmed)}>
                {action === "void" ? <Trans>Confirm void</Trans> : <Trans>Confirm cancellation</Trans>}
              </button>
            </div>
          </>
        )}
        {snapshot.matches("cancelling") && <Spinner label={<Trans>Cancelling your booking…</Trans>} />}
        {snapshot.matches("failed") && (
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <button type="button" className={secondaryAction} onClick={() => cancellation.send({ type: "cancel.dismissed" })}>
              <Trans>Close</Trans>
            </button>
            <button type="button" className={dangerAction} onClick={() => cancellation.send({ type: "cancel.retried" })}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
      </div>
    </BookingModal>
  );
}
