import { Trans } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { cancellationMachine } from "../../../../machines/cancellation/cancellation.machine";
import { Alert } from "./alert-text";
import { BookingModal, Spinner } from "./modal";
import { dangerAction, secondaryAction } from "./styles";
import { useFormatMoney } from "./use-money";

export type CancellationActor = ActorRefFrom<typeof cancellationMachine>;

/** The cancellation quote flow of any vertical: penalty and refund, then confirm (spec A §4 cancel/void). */
export function CancellationDialog({ cancellation }: { cancellation: CancellationActor }) {
  const formatMoney = useFormatMoney();
  const snapshot = useSelector(cancellation, (s) => s);
  const { quote, alert, action } = snapshot.context;
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
        {quote && !snapshot.matches("loadingPenalty") && !snapshot.matches("failed") && (
          <dl className="grid grid-cols-2 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
            <dt className="text-slate-600">
              <Trans>Cancellation penalty</Trans>
            </dt>
            <dd className="text-right font-semibold text-slate-900">{formatMoney(quote.penalty, { exact: true })}</dd>
            <dt className="text-slate-600">
              <Trans>Refund to your card</Trans>
            </dt>
            <dd className="text-right font-semibold text-emerald-800">{formatMoney(quote.refund, { exact: true })}</dd>
          </dl>
        )}
        {snapshot.matches("quoting") && (
          <>
            {quote?.voidable && (
              <p className="text-sm text-slate-700">
                <Trans>This booking was made today, so it can be voided for a full refund.</Trans>
              </p>
            )}
            {!canCancel && !canVoid && (
              <p className="text-sm text-slate-700">
                <Trans>This booking can no longer be cancelled online.</Trans>
              </p>
            )}
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <button type="button" className={secondaryAction} onClick={() => cancellation.send({ type: "cancel.dismissed" })}>
                <Trans>Keep booking</Trans>
              </button>
              {canVoid && (
                <button type="button" className={dangerAction} onClick={() => cancellation.send({ type: "void.requested" })}>
                  <Trans>Void booking</Trans>
                </button>
              )}
              {canCancel && (
                <button type="button" className={dangerAction} onClick={() => cancellation.send({ type: "cancel.requested" })}>
                  <Trans>Cancel with penalty</Trans>
                </button>
              )}
            </div>
          </>
        )}
        {snapshot.matches("confirming") && (
          <>
            <p className="text-sm text-slate-800">
              {action === "void" ? (
                <Trans>Void this booking? Every ticket is cancelled and the full amount refunded.</Trans>
              ) : (
                <Trans>Cancel this booking? The penalty above is kept and the rest refunded to your card.</Trans>
              )}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <button type="button" className={secondaryAction} onClick={() => cancellation.send({ type: "cancel.back" })}>
                <Trans>Back</Trans>
              </button>
              <button type="button" className={dangerAction} onClick={() => cancellation.send({ type: "cancel.confirmed" })}>
                {action === "void" ? <Trans>Confirm void</Trans> : <Trans>Confirm cancellation</Trans>}
              </button>
            </div>
          </>
        )}
        {snapshot.matches("cancelling") && <Spinner label={<Trans>Cancelling your booking…</Trans>} />}
        {snapshot.matches("failed") && (
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
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
