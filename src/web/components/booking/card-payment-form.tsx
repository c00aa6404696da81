import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useMemo, useState, type ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { ActorRefFrom } from "xstate";
import { z } from "zod";
import type { paymentMachine } from "@machines/payment/payable";
import { cardAmount } from "@/shared/booking/reward-wallet";
import type { Money } from "@/shared/money";
import { Alert } from "./alert-text";
import { useCardEntry, type CardEntryState } from "./card-entry";
import { InputField } from "./form-field";
import { Spinner } from "./spinner";
import type { StripeField } from "./stripe-card-fields";
import { errorText, fieldLabel, primaryAction, secondaryAction } from "./styles";
import { useFormatMoney } from "./use-money";

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;

interface CardFormValues {
  holderName: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** Groups of four as the traveller types (display only; the schema strips spaces). */
function groupDigits(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * Card payment form for every vertical, bound to the shared payment machine (child `payment`).
 * The card goes straight into the `payment.submitted` event; the machine never stores it.
 */
export function CardPaymentForm({
  payment,
  amount,
  onBack,
  backLabel,
  submitLabel,
  wallet,
}: {
  payment: PaymentActor;
  amount: Money;
  onBack: () => void;
  /** Where Back goes, when it is not the traveller details (an agency's subscription: the plans). */
  backLabel?: ReactNode;
  /** The submit button, when it does not charge `amount` (a card only checked, then saved). */
  submitLabel?: ReactNode;
  /**
   * The booking checkout's reward wallet (docs/decisions.md "Reward wallet"): its field, shown above the card, and the
   * credit it applies ("invalid": the field shows why, nothing is sent). The card pays the rest; none when nothing is left.
   */
  wallet?: { field: ReactNode; credit: Money | null | "invalid" };
}) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  // The gateway's card entry (./card-entry.ts): the typed fields below for the sandbox, Stripe's own for Stripe.
  const entry = useCardEntry();
  const hosted = entry.state.kind === "stripe";
  const [stripeField, setStripeField] = useState<StripeField | null>(null);
  const decline = useSelector(payment, (s) => s.context.decline);
  const alert = useSelector(payment, (s) => s.context.alert);
  const busy = useSelector(payment, (s) => s.hasTag("busy") || s.matches("requiresAction"));
  const refused = useSelector(payment, (s) => s.matches("refused"));
  const schema = useMemo(
    () =>
      z.object({
        holderName: z
          .string()
          .trim()
          .min(2, t`Enter the name on the card`),
        number: z
          .string()
          .transform((s) => s.replace(/\D/g, ""))
          .pipe(z.string().regex(/^\d{12,19}$/, t`Enter a valid card number`)),
        expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, t`Use MM/YY`),
        cvc: z.string().regex(/^\d{3,4}$/, t`Enter the 3 or 4 digit security code`),
      }),
    [t],
  );
  const credit = wallet?.credit && wallet.credit !== "invalid" ? wallet.credit : null;
  const charged = credit ? cardAmount(amount, credit) : amount;
  const noCard = credit !== null && charged.amount === 0;
  // Wallet credit pays everything: the card's fields are not asked for, so not checked (react-hook-form reads the
  // resolver of the latest render).
  // Stripe's fields check themselves: the form checks only the name on the card.
  const resolver = useMemo<Resolver<CardFormValues>>(
    () => (noCard ? (values) => ({ values, errors: {} }) : (zodResolver(hosted ? schema.pick({ holderName: true }) : schema) as never)),
    [noCard, hosted, schema],
  );
  const form = useForm<CardFormValues>({ resolver, defaultValues: { holderName: "", number: "", expiry: "", cvc: "" } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    if (wallet?.credit === "invalid") return;
    const applied = credit ? { credit } : {};
    if (noCard) {
      payment.send({ type: "payment.submitted", ...applied });
      return;
    }
    if (hosted) {
      const field = stripeField;
      if (!field?.complete) {
        form.setError("number", { message: t`Enter your card number, expiry date and security code` });
        return;
      }
      payment.send({ type: "payment.submitted", card: field.card(values.holderName), ...applied });
      return;
    }
    const [month = "", year = ""] = values.expiry.split("/").map((part) => part.trim());
    payment.send({
      type: "payment.submitted",
      card: { holderName: values.holderName, number: values.number.replace(/\D/g, ""), expMonth: Number(month), expYear: 2000 + Number(year), cvc: values.cvc },
      ...applied,
    });
  });
  // Editing hides the decline or failure message (the machine clears both on payment.edited).
  const edited = () => {
    if (decline || alert) payment.send({ type: "payment.edited" });
  };
  const number = form.register("number", { onChange: edited });
  // Refused for good (a vendor's refusal, a slot sold out; nothing charged): why, and the way back to the results; no Pay.
  if (refused) {
    return (
      <div className="space-y-5">
        {alert && <Alert message={alert} />}
        <button type="button" className={primaryAction} onClick={() => payment.send({ type: "payment.refusalClosed" })}>
          <Trans>Back to results</Trans>
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t`Card payment`}>
      {decline && <Alert message={decline.message} />}
      {alert && <Alert message={alert} />}
      {wallet?.field}
      {noCard ? null : entry.state.kind === "loading" ? (
        <p className="text-sm text-slate-700">
          <Spinner label={<Trans>Loading the secure card form…</Trans>} />
        </p>
      ) : entry.state.kind === "failed" ? (
        <CardEntryFailed onRetry={entry.retry} />
      ) : entry.state.kind === "stripe" ? (
        <div className="grid gap-4 sm:grid-cols-6">
          <InputField className="sm:col-span-6" label={<Trans>Name on card</Trans>} registration={form.register("holderName", { onChange: edited })} error={errors.holderName?.message} autoComplete="cc-name" />
          <StripeEntry
            state={entry.state}
            locale={i18n.locale}
            error={errors.number?.message}
            onChange={(field) => {
              setStripeField(field);
              if (field?.complete) form.clearErrors("number");
              edited();
            }}
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-6">
          <InputField className="sm:col-span-6" label={<Trans>Name on card</Trans>} registration={form.register("holderName", { onChange: edited })} error={errors.holderName?.message} autoComplete="cc-name" />
          <InputField
            className="sm:col-span-6"
            label={<Trans>Card number</Trans>}
            registration={{
              ...number,
              onChange: (event) => {
                event.target.value = groupDigits(event.target.value);
                return number.onChange(event);
              },
            }}
            error={errors.number?.message}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
          />
          <InputField
            className="sm:col-span-3"
            label={<Trans>Expiry date (MM/YY)</Trans>}
            registration={form.register("expiry", { onChange: edited })}
            error={errors.expiry?.message}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM/YY`}
          />
          <InputField
            className="sm:col-span-3"
            label={<Trans>Security code (CVC)</Trans>}
            registration={form.register("cvc", { onChange: edited })}
            error={errors.cvc?.message}
            inputMode="numeric"
            autoComplete="cc-csc"
          />
        </div>
      )}
      <p className="text-xs text-slate-600">
        {noCard ? (
          <Trans>Your wallet credit pays the whole total: no card is needed.</Trans>
        ) : (
          <Trans>Your card details go straight to the payment provider; we keep only the card brand and last four digits.</Trans>
        )}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className={secondaryAction} onClick={onBack} disabled={busy}>
          {backLabel ?? <Trans>Back to traveller details</Trans>}
        </button>
        {/* No Pay while the card entry is loading or could not load: it could not take a card. */}
        {(noCard || entry.state.kind === "sandbox" || hosted) && (
          <button type="submit" className={primaryAction} disabled={busy}>
            {busy ? (
              <Spinner label={<Trans>Processing payment…</Trans>} />
            ) : (
              (submitLabel ?? (noCard ? <Trans>Pay {formatMoney(amount, { exact: true })} with wallet credit</Trans> : <Trans>Pay {formatMoney(charged, { exact: true })}</Trans>))
            )}
          </button>
        )}
      </div>
    </form>
  );
}

/** Stripe.js or its chunk did not load (blocked, offline): why, and a way to try again. */
function CardEntryFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
      <p>
        <Trans>The secure card form could not load. Check your connection, then try again.</Trans>
      </p>
      <button type="button" className={secondaryAction} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/** Stripe's card field under its label, with the form's message when it was submitted incomplete. */
function StripeEntry({ state, locale, error, onChange }: { state: Extract<CardEntryState, { kind: "stripe" }>; locale: string; error: string | undefined; onChange: (field: StripeField | null) => void }) {
  const { Fields, stripe } = state;
  return (
    <div className="sm:col-span-6">
      <span id="stripe-card-label" className={fieldLabel}>
        <Trans>Card details</Trans>
      </span>
      <div role="group" aria-labelledby="stripe-card-label">
        <Fields stripe={stripe} locale={locale} onChange={onChange} />
      </div>
      {error && <p className={errorText}>{error}</p>}
    </div>
  );
}
