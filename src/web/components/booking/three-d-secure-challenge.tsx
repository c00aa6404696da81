import { Trans } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import type { Money } from "@/shared/money";
import type { PaymentActor } from "./card-payment-form";
import { useCardGatewayKind } from "./card-entry";
import { BookingModal } from "./modal";
import { Spinner } from "./spinner";
import { dangerAction, primaryAction } from "./styles";
import { useFormatMoney } from "./use-money";

/**
 * The 3-D Secure page step (card payments): the traveller's bank asks them to approve the payment. In the
 * sandbox the traveller approves or fails the challenge here; the gateway is told either way. With Stripe, "Continue"
 * opens the bank's own check in Stripe.js (the payment machine's completeChallenge, lib/card-gateway.ts).
 */
export function ThreeDSecureChallenge({ payment, amount, merchant }: { payment: PaymentActor; amount: Money; merchant: string }) {
  const formatMoney = useFormatMoney();
  const waiting = useSelector(payment, (s) => s.matches("requiresAction"));
  const completing = useSelector(payment, (s) => s.matches("completingChallenge"));
  const card = useSelector(payment, (s) => s.context.card);
  const last4 = card?.last4 ?? "••••";
  const stripe = useCardGatewayKind() === "stripe";
  return (
    // With Stripe the dialog closes once the bank's window opens: a modal of ours would keep focus from Stripe's frame
    // (the form's Pay button shows the payment in progress meanwhile).
    <BookingModal isOpen={waiting || (completing && !stripe)} dismissable={false} title={<Trans>Confirm your payment</Trans>} fullScreenOnMobile>
      <div className="space-y-5">
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            <Trans>Secure verification by your card issuer</Trans>
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-600">
              <Trans>Merchant</Trans>
            </dt>
            <dd className="text-right font-medium text-slate-900">{merchant}</dd>
            <dt className="text-slate-600">
              <Trans>Amount</Trans>
            </dt>
            <dd className="text-right font-medium text-slate-900">{formatMoney(amount, { exact: true })}</dd>
            <dt className="text-slate-600">
              <Trans>Card</Trans>
            </dt>
            <dd className="text-right font-medium text-slate-900">•••• {last4}</dd>
          </dl>
        </div>
        <p className="text-sm text-slate-700">
          {stripe ? (
            <Trans>Your bank needs to confirm this payment. Continue to open your bank's check.</Trans>
          ) : (
            <Trans>Your bank needs to confirm this payment. This is a test environment: choose whether the bank approves it.</Trans>
          )}
        </p>
        {completing ? (
          <p className="text-sm text-slate-700">
            <Spinner label={<Trans>Confirming with your bank…</Trans>} />
          </p>
        ) : stripe ? (
          // The bank's own window has its cancel: closing it fails the check, which the server reads from the payment.
          <button type="button" className={primaryAction} onClick={() => payment.send({ type: "challenge.approved" })}>
            <Trans>Continue to your bank</Trans>
          </button>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row">
            {/* Full-width 44 px buttons on a phone: `flex-1` in a column let them shrink to ~20 px. */}
            <button type="button" className={`${primaryAction} sm:flex-1`} onClick={() => payment.send({ type: "challenge.approved" })}>
              <Trans>Complete authentication</Trans>
            </button>
            <button type="button" className={`${dangerAction} sm:flex-1`} onClick={() => payment.send({ type: "challenge.declined" })}>
              <Trans>Fail authentication</Trans>
            </button>
          </div>
        )}
      </div>
    </BookingModal>
  );
}
