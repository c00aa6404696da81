import { Trans } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { createPayableMachine } from "@machines/payment/payable";
import { requireCard, type CompleteChallengeInput, type PaymentOutcome, type TokenizedPaymentInput } from "@machines/payment/payment.machine";
import type { SubscriptionPaymentResult } from "@/shared/api/subscriptions";
import type { PlanType } from "@/shared/billing/plans";
import { PROVIDER_AGENCY_NAME } from "@/shared/constants";
import type { Money } from "@/shared/money";
import { changePlan, replaceCard, startCardSetup, subscribe, verifyPayment } from "../../api/subscriptions";
import { cardPaymentActors, cardSetupActor } from "../../lib/card-gateway";
import { CardPaymentForm, type PaymentActor } from "../../components/booking/card-payment-form";
import { ThreeDSecureChallenge } from "../../components/booking/three-d-secure-challenge";

/** What the agency pays for: its first plan, the move to yearly billing, or a new card (checked, not charged). */
export interface SubscriptionOrder {
  kind: "subscribe" | "upgrade" | "card";
  planType: PlanType;
}

const outcomeOf = (r: SubscriptionPaymentResult): PaymentOutcome => ({
  status: r.status === "requires_action" || r.status === "declined" ? r.status : "succeeded",
  reference: r.reference,
  card: r.card,
  challengeId: r.challengeId,
  declineCode: r.declineCode,
  declineText: r.declineText,
});

async function pay(input: TokenizedPaymentInput<SubscriptionOrder>): Promise<SubscriptionPaymentResult> {
  const { order, idempotencyKey } = input;
  const card = requireCard(input);
  if (order.kind === "subscribe") return subscribe({ planType: order.planType, card, idempotencyKey });
  if (order.kind === "upgrade") return (await changePlan({ planType: order.planType, card, idempotencyKey })).data;
  return replaceCard({ card, idempotencyKey });
}

const calls = {
  confirm: async (input: TokenizedPaymentInput<SubscriptionOrder>) => outcomeOf(await pay(input)),
  complete: async (input: CompleteChallengeInput) => outcomeOf(await verifyPayment({ reference: input.reference, challengeId: input.challengeId, approve: input.approve })),
};

// The bookings' payment machine (card, 3-D Secure, decline and retry under one idempotency key) over the
// agency's subscription order; the bank's step reports to …/payment-methods/verify.
const subscriptionPaymentMachine = createPayableMachine<SubscriptionOrder>().provide({ actors: cardPaymentActors<SubscriptionOrder>(calls) });

// "Change card": the same machine; with Stripe the card is saved by a SetupIntent Stripe.js confirms (nothing charged),
// with the sandbox it is the typed card's released check as before (docs/decisions.md "Saved cards on Stripe").
const cardChangeMachine = createPayableMachine<SubscriptionOrder>().provide({
  actors: {
    ...cardPaymentActors<SubscriptionOrder>(calls),
    confirmPayment: cardSetupActor<SubscriptionOrder>({
      confirm: calls.confirm,
      start: startCardSetup,
      save: async (input) => outcomeOf(await replaceCard(input)),
    }),
  },
});

/**
 * One payment attempt: the checkout's card form and 3-D Secure step, bound to a payment actor of its own
 * (a new attempt is a new idempotency key). `onDone` once paid, `onBack` when the agency goes back.
 */
export function SubscriptionPayment({ order, amount, onDone, onBack }: { order: SubscriptionOrder; amount: Money; onDone: () => void; onBack: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // An order's kind is fixed for the attempt (a new kind is a new attempt, mounted afresh).
  const payment = useActorRef(order.kind === "card" ? cardChangeMachine : subscriptionPaymentMachine, { input: { idempotencyKey, amount, order } });
  const output = useSelector(payment, (s) => (s.status === "done" ? s.output : null));
  // The attempt ends once: a parent's new callbacks must not report it again.
  const reported = useRef(false);
  useEffect(() => {
    if (!output || reported.current) return;
    reported.current = true;
    if (output.status === "succeeded") onDone();
    else onBack();
  }, [output, onDone, onBack]);
  // The shared widgets take the payment machine over any order; this one is that machine over ours.
  const actor = payment as unknown as PaymentActor;
  return (
    <>
      <CardPaymentForm
        payment={actor}
        amount={amount}
        onBack={() => payment.send({ type: "payment.abandoned" })}
        backLabel={<Trans>Back</Trans>}
        submitLabel={order.kind === "card" ? <Trans>Save card</Trans> : undefined}
      />
      <ThreeDSecureChallenge payment={actor} amount={amount} merchant={PROVIDER_AGENCY_NAME} />
    </>
  );
}
