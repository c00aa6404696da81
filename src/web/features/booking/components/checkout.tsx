import { Trans, useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { searchClients } from "../../../api/user";
import { CardPaymentForm, type PaymentActor } from "../../../components/booking/card-payment-form";
import { DrawnAfterFrame } from "../../../components/drawn-after-frame";
import { InputField } from "../../../components/booking/form-field";
import { LocationCombobox, type LocationOption } from "../../../components/booking/location-combobox";
import { Spinner } from "../../../components/booking/spinner";
import { card, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { ThreeDSecureChallenge } from "../../../components/booking/three-d-secure-challenge";
import { scrollToStepTop } from "../../../lib/forms";
import { nextTask } from "../../../lib/next-task";
import { useAgency } from "../../../state/site";
import { checkoutSessionText as m, useText } from "../../checkout-sessions/messages";
import { useBookingActor, useBookingSelector, useShownHere } from "../context";
import { appliedCredit, creditLimit, CreditSummary, useRewardWallet, WalletCreditField, type CreditChoice } from "./wallet-credit";
import type { RewardWallet } from "@/shared/api/reward-wallet";
import { cardAmount } from "@/shared/booking/reward-wallet";

// The checkout page of every vertical (spec A §4 checkout and payment): while a saved checkout resumes,
// the travellers step (the vertical's form), then the payment step with 3-D Secure, beside the price
// summary. Each step starts at its top. A user with reward wallet credit may pay part or all with it
// (docs/decisions.md "Reward wallet"): the field sits in the payment step, what the card pays beside the summary.

/** One traveller as the payment step lists them for review ("Ana Silva · Adult"). */
export interface ReviewedTraveller {
  name: string;
  detail: string;
}

interface BookingCheckoutProps {
  /** The vertical's travellers form (it sends `travellers.edited` and `checkout.submitted`). */
  travellers: ReactNode;
  /** The price summary beside both steps. */
  summary: ReactNode;
  /** The travellers the payment step lists, from the machine's `passengers`. */
  review: (passengers: readonly unknown[]) => ReviewedTraveller[];
}

const NO_CREDIT: CreditChoice = { use: false };

export function BookingCheckout({ travellers, summary, review }: BookingCheckoutProps) {
  const priced = useBookingSelector((s) => s.context.pricing !== null);
  const paying = useBookingSelector((s) => s.matches("payment"));
  const inCheckout = useBookingSelector((s) => s.matches("checkout"));
  const repricing = useBookingSelector((s) => s.matches("details"));
  const resuming = useBookingSelector((s) => s.matches("resuming"));
  const wallet = useRewardWallet();
  // The machine keeps the choice (and the saved checkout with it): a resumed checkout offers the same credit.
  const creditChoice = useBookingSelector((s) => (s.context.walletCredit as CreditChoice | null | undefined) ?? NO_CREDIT);
  const actor = useBookingActor();
  const setCreditChoice = useCallback((choice: CreditChoice) => actor.send({ type: "walletCredit.changed", choice }), [actor]);
  const payment = useSelector(actor, (s) => s.children.payment as PaymentActor | undefined);
  // Each checkout step starts at its top (bug: "Continue to payment" kept the scroll position).
  const step = resuming ? "resuming" : paying ? "payment" : inCheckout ? "travellers" : "other";
  useEffect(() => scrollToStepTop(), [step]);
  if (resuming) return <ResumingStep />;
  if (!priced) {
    return <p className={`${card} p-6 text-sm text-slate-800`}>{repricing ? <Spinner label={<Trans>Checking the latest price and availability…</Trans>} /> : <Spinner />}</p>;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0">
        {paying ? (
          <PaymentStep review={review} wallet={wallet} creditChoice={creditChoice} onCreditChoice={setCreditChoice} />
        ) : inCheckout ? (
          <>
            <ClientPricing />
            {travellers}
          </>
        ) : (
          <Spinner />
        )}
      </div>
      <div className="lg:sticky lg:top-20 lg:self-start">
        {/* The summary (and its add-ons) in a commit after the form's ("Every page fast on a phone", signed-in
            pages: the two in one were a task of 50–70 ms at 4× CPU). Beside the form on a wide screen, below it on
            a phone: nothing drawn before it moves when it arrives. */}
        <DrawnAfterFrame fallback={null}>
          {summary}
          {paying && payment && <PaymentCredit payment={payment} wallet={wallet} choice={creditChoice} />}
        </DrawnAfterFrame>
      </div>
    </div>
  );
}

/** Resumable checkouts: a restored checkout asks the server before going on (payment outcome, then the offer). */
function ResumingStep() {
  const actor = useBookingActor();
  const text = useText();
  const failed = useBookingSelector((s) => s.matches({ resuming: "failed" }));
  const payment = useBookingSelector((s) => s.matches({ resuming: "fetchingOutcome" }) || s.matches({ resuming: "waitingForOutcome" }));
  if (failed) {
    return (
      <div className={`${card} space-y-4 p-6`}>
        <p role="alert" className="text-sm text-slate-800">
          {text(m.outcomeFailed)}
        </p>
        <button type="button" className={primaryAction} onClick={() => actor.send({ type: "resume.retried" })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <p className={`${card} p-6 text-sm text-slate-800`}>
      <Spinner label={payment ? text(m.checkingPayment) : <Trans>Checking the latest price and availability…</Trans>} />
    </p>
  );
}

/** Agent books for a client: while the offer is priced for the client just picked, and when that failed. */
function ClientPricing() {
  const actor = useBookingActor();
  const repricing = useBookingSelector((s) => s.matches({ checkout: "repricingForClient" }));
  const failed = useBookingSelector((s) => s.matches({ checkout: "repriceFailed" }));
  if (repricing) {
    return (
      <p className={`${card} mb-6 p-4 text-sm text-slate-800`}>
        <Spinner label={<Trans>Checking the price for this client…</Trans>} />
      </p>
    );
  }
  if (!failed) return null;
  return (
    <div role="alert" className={`${card} mb-6 flex flex-wrap items-center justify-between gap-3 p-4 text-sm text-slate-800`}>
      <span>
        <Trans>The price for this client could not be checked, so this booking cannot be paid yet.</Trans>
      </span>
      <button type="button" className={primaryAction} onClick={() => actor.send({ type: "clientPricing.retried" })}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/** The travellers form may go on to payment: not while the offer is being priced for a newly picked client (the machine decides). */
export function useCheckoutEditable(): boolean {
  return useBookingSelector((s) => s.matches({ checkout: "editing" }));
}

/**
 * The travellers form's contact section, the same on every vertical's checkout: email and phone as the vertical's
 * form registers them; a vertical adds its own fields after them (hotels: special requests).
 */
export function ContactFields({
  email,
  phone,
  errors,
  children,
}: {
  email: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { email?: { message?: string }; phone?: { message?: string } } | undefined;
  children?: ReactNode;
}) {
  return (
    <section className={`${card} p-5`}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">
          <Trans>Contact details</Trans>
        </legend>
        <InputField label={<Trans>Email</Trans>} type="email" autoComplete="email" registration={email} error={errors?.email?.message} />
        <InputField label={<Trans>Phone</Trans>} type="tel" autoComplete="tel" registration={phone} error={errors?.phone?.message} hint={<Trans>With country code, e.g. +1 212 555 0100</Trans>} />
        {children}
      </fieldset>
    </section>
  );
}

/** A vertical's travellers and contact as typed so far (kept in the saved checkout, never card data). */
export interface TravellersDraft {
  passengers: unknown[];
  contact: unknown;
}

/**
 * Resumable checkouts: every change of a vertical's travellers form reaches the machine as typed
 * (`travellers.edited`), with whom it is for, so the saved checkout keeps it. What the form opens with is sent in the
 * task after its first draw ("Every page fast on a phone", signed-in pages: the machine's step and the save it
 * schedules were part of the checkout's first commit); every change after, at once. `toDraft` is the vertical's.
 */
export function useTravellersDraft<V extends FieldValues>(form: UseFormReturn<V>, client: LocationOption | null, toDraft: (values: Partial<V>) => TravellersDraft): void {
  const actor = useBookingActor();
  useEffect(() => {
    const forWhom = client ? { id: client.id, name: client.label, ...(client.description ? { email: client.description } : {}) } : null;
    const send = (values: Partial<V>) => actor.send({ type: "travellers.edited", draft: { ...toDraft(values), client: forWhom } });
    let live = true;
    void nextTask().then(() => live && send(form.getValues()));
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: ({ values }) => send(values) });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [actor, form, client, toDraft]);
}

/**
 * The travellers form's foot: back to the vertical's details (`back` names them) and on to payment. An agent
 * booking for a client goes on to payment only while the form is editable: not while the offer is priced for the
 * client just picked.
 */
export function CheckoutActions({ back }: { back: ReactNode }) {
  const actor = useBookingActor();
  const editable = useCheckoutEditable();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      <button type="button" className={secondaryAction} onClick={() => actor.send({ type: "checkout.back" })}>
        {back}
      </button>
      <button type="submit" className={primaryAction} disabled={!editable}>
        <Trans>Continue to payment</Trans>
      </button>
    </div>
  );
}

export const MYSELF = "self";

/**
 * Booking for a client: a travel agent picks who the booking is for: themselves or one of the agency's
 * clients. The pick goes to the machine, which prices the offer for that client before anything is paid.
 */
export function BookingForField({ value, onChange }: { value: LocationOption; onChange: (value: LocationOption) => void }) {
  const { t } = useLingui();
  const actor = useBookingActor();
  const myself = useMemo<LocationOption>(() => ({ id: MYSELF, label: t`Myself` }), [t]);
  const pick = (next: LocationOption) => {
    if (next.id === value.id) return;
    onChange(next);
    actor.send({ type: "client.picked", client: next.id === MYSELF ? null : { id: next.id, name: next.label, ...(next.description ? { email: next.description } : {}) } });
  };
  const load = useCallback(
    async (text: string, signal: AbortSignal) => {
      const clients = await searchClients(text, signal);
      return [myself, ...clients.map((c) => ({ id: c._id, label: c.name, description: c.email }))];
    },
    [myself],
  );
  return (
    <LocationCombobox label={<Trans>Booking for</Trans>} value={value.id === MYSELF ? myself : value} onChange={(next) => pick(next ?? myself)} load={load} minChars={1} placeholder={t`Type a client's email`} />
  );
}

interface CreditProps {
  wallet: RewardWallet | null;
  creditChoice: CreditChoice;
  onCreditChoice: (choice: CreditChoice) => void;
}

/** The wallet credit beside the summary: the total, the credit and what the card pays, once credit is applied. */
function PaymentCredit({ payment, wallet, choice }: { payment: PaymentActor; wallet: RewardWallet | null; choice: CreditChoice }) {
  const amount = useSelector(payment, (s) => s.context.amount);
  const credit = appliedCredit(choice, creditLimit(wallet, amount));
  if (!credit || credit === "invalid") return null;
  return <CreditSummary total={amount} credit={credit} />;
}

function PaymentStep({ review, ...credit }: { review: BookingCheckoutProps["review"] } & CreditProps) {
  const actor = useBookingActor();
  const agency = useAgency();
  const payment = useSelector(actor, (s) => s.children.payment as PaymentActor | undefined);
  const passengers = useBookingSelector((s) => (s.context.passengers as unknown[] | null) ?? []);
  const contact = useBookingSelector((s) => s.context.contact as { email?: string } | null);
  // The wallet is its owner's: an agent booking for a client pays by card (the server refuses anyone else's credit).
  const forClient = useBookingSelector((s) => Boolean(s.context.clientId));
  // Payment on a page of its own (cars): not drawn on the page it leaves, where the card typed would be lost.
  const shownHere = useShownHere();
  if (!payment || !shownHere) return <Spinner />;
  return <PaymentBody payment={payment} merchant={agency.agencyName} travellers={review(passengers)} contactEmail={contact?.email ?? ""} {...credit} wallet={forClient ? null : credit.wallet} />;
}

function PaymentBody({
  payment,
  merchant,
  travellers,
  contactEmail,
  wallet,
  creditChoice,
  onCreditChoice,
}: { payment: PaymentActor; merchant: string; travellers: ReviewedTraveller[]; contactEmail: string } & CreditProps) {
  const amount = useSelector(payment, (s) => s.context.amount);
  const busy = useSelector(payment, (s) => s.hasTag("busy") || s.matches("requiresAction"));
  const limit = creditLimit(wallet, amount);
  const balance = wallet?.balances.find((b) => b.currency === amount.currency);
  const credit = appliedCredit(creditChoice, limit);
  const walletProps = limit && balance ? { field: <WalletCreditField limit={limit} balance={balance} choice={creditChoice} onChange={onCreditChoice} disabled={busy} />, credit } : undefined;
  // The bank's step names what the card is charged.
  const charged = credit && credit !== "invalid" ? cardAmount(amount, credit) : amount;
  return (
    <div className="space-y-6">
      <section aria-labelledby="travellers-review" className={`${card} p-5`}>
        <h2 id="travellers-review" className="text-base font-semibold text-slate-900">
          <Trans>Travellers</Trans>
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {travellers.map((p, i) => (
            <li key={i} className="flex justify-between py-2">
              <span className="font-medium text-slate-900">{p.name}</span>
              <span className="text-slate-600">{p.detail}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-600">
          <Trans>Confirmation goes to {contactEmail}</Trans>
        </p>
      </section>
      <section aria-labelledby="payment-heading" className={`${card} p-5`}>
        <h2 id="payment-heading" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Payment</Trans>
        </h2>
        <CardPaymentForm payment={payment} amount={amount} onBack={() => payment.send({ type: "payment.abandoned" })} wallet={walletProps} />
      </section>
      <ThreeDSecureChallenge payment={payment} amount={charged} merchant={merchant} />
    </div>
  );
}
