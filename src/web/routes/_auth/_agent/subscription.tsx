import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast/headless";
import { oneOf, searchParams } from "../../../lib/search-params";
import { paymentPageUrl } from "@machines/login/post-login-route";
import type { SubscriptionView } from "@/shared/api/subscriptions";
import { BILLING_DURATIONS, PLAN_TYPES } from "@/shared/billing/lists";
import { billingMessages } from "@/shared/billing/messages";
import { PLANS, upgradeCharge, type PlanType } from "@/shared/billing/plans";
import { SUPPORTED_LANGUAGES, type Language } from "@/shared/constants";
import { failureMessage, type AlertMessage } from "@machines/effects";
import { toApiFailure } from "@/shared/api/failure";
import { getAgencyForHost } from "../../../api/agency";
import { changePlan, getBillings, getSubscription, setCancelAtPeriodEnd } from "../../../api/subscriptions";
import { Alert } from "../../../components/booking/alert-text";
import { primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { readStoredUser } from "../../../features/accounts/storage";
import { NotAllowed } from "../../../features/back-office/components/office-ui";
import { loadAgentArea } from "../../../features/back-office/navigation";
import { Invoices, type Duration } from "../../../features/billing/invoices";
import { PlanChoice, usePlanName } from "../../../features/billing/plan-choice";
import { SubscriptionPayment, type SubscriptionOrder } from "../../../features/billing/subscription-payment";
import { replaceAgency } from "../../../state/load-site";
import { useAgency } from "../../../state/site";
import { AgentPage, Card, Facts } from "../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../lib/document-title";
import { dateTimeFormat } from "@/shared/intl-formats";

const search = searchParams({ duration: oneOf(BILLING_DURATIONS), planType: oneOf(PLAN_TYPES) });

export const Route = createFileRoute("/_auth/_agent/subscription")({
  validateSearch: search,
  loaderDeps: ({ search: { duration = "all", planType } }) => ({ duration, planType }),
  loader: async ({ deps }) => {
    const area = await loadAgentArea("billing.manage");
    if (!area.allowed) return { subscription: null, billings: null };
    const [subscription, billings] = await Promise.all([getSubscription(), getBillings({ duration: deps.duration, ...(deps.planType ? { planType: deps.planType } : {}) })]);
    return { subscription, billings };
  },
  component: SubscriptionPage,
});

/** A card check authorises this much and releases it at once (the server's CARD_CHECK). */
const CARD_CHECK = { amount: 100, currency: "USD" } as const;

/**
 * spec A §2 /subscription (the logo leads here for an unsubscribed agency's owner or admin) and spec B §7
 * "subscription billing": choose a plan and pay (3-D Secure included), move between monthly and yearly
 * billing, replace the card, and the invoices with their PDFs.
 */
function SubscriptionPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Subscription`);
  const { subscription, billings } = Route.useLoaderData();
  const agency = useAgency();
  // spec A §4, §6: other agents of an unsubscribed agency are sent to the payment page (code, name, language).
  useEffect(() => {
    const user = readStoredUser();
    if (subscription || agency.isSubscribed || !user) return;
    const language = SUPPORTED_LANGUAGES.find((l) => l === i18n.locale) ?? ("en" satisfies Language);
    window.location.assign(paymentPageUrl({ code: agency.code, agencyName: agency.agencyName }, language));
  }, [subscription, agency, i18n.locale]);
  if (!subscription || !billings) {
    return (
      <AgentPage title={<Trans>Subscription</Trans>}>
        <NotAllowed />
      </AgentPage>
    );
  }
  return (
    <AgentPage title={<Trans>Subscription</Trans>} intro={<Trans>Your agency's plan, the card it is paid with, and its invoices.</Trans>}>
      <div className="space-y-6">
        <PlanCard subscription={subscription} />
        <Card title={<Trans>Invoices</Trans>}>
          <InvoicesSection invoices={billings.invoices} />
        </Card>
      </div>
    </AgentPage>
  );
}

function InvoicesSection({ invoices }: { invoices: NonNullable<ReturnType<typeof Route.useLoaderData>["billings"]>["invoices"] }) {
  const { duration = "all", planType } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFilter = (next: { duration: Duration; planType?: PlanType }) => void navigate({ search: next, replace: true });
  return <Invoices invoices={invoices} duration={duration} planType={planType} onFilter={onFilter} />;
}

type Panel = { kind: "none" } | { kind: "choose"; planType: PlanType } | { kind: "pay"; order: SubscriptionOrder };

function PlanCard({ subscription }: { subscription: SubscriptionView }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const formatMoney = useFormatMoney();
  const planName = usePlanName();
  // An agency without a plan chooses one (an agency marked subscribed before plans existed, too).
  const hasPlan = subscription.isSubscribed && subscription.planType !== null;
  const [panel, setPanel] = useState<Panel>(hasPlan ? { kind: "none" } : { kind: "choose", planType: "yearly" });
  const [scheduling, setScheduling] = useState<{ busy: boolean; error: AlertMessage | null }>({ busy: false, error: null });
  const day = (iso: string | null) => (iso ? dateTimeFormat(i18n.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso)) : "—");

  const wasPastDue = subscription.status === "past_due";
  const paid = useCallback(
    (order: SubscriptionOrder) => {
      if (order.kind === "card" && wasPastDue) {
        // The server tried the renewal again with the new card at once: say how it went.
        void getSubscription()
          .then((fresh) => (fresh.status === "past_due" ? toast.error(t`Your card was saved, but the renewal was declined again.`) : toast.success(t`Your card was saved and your subscription was renewed.`)))
          .catch(() => toast.success(i18n._(billingMessages.cardSaved)));
      } else {
        toast.success(i18n._(order.kind === "card" ? billingMessages.cardSaved : order.kind === "upgrade" ? billingMessages.planChanged : billingMessages.subscribed));
      }
      setPanel({ kind: "none" });
      // The header's logo and every page read agencyData.isSubscribed (spec A §3): fetch it again.
      void getAgencyForHost()
        .then((fresh) => fresh && replaceAgency(fresh))
        .catch(() => undefined)
        .finally(() => void router.invalidate());
    },
    [i18n, router, t, wasPastDue],
  );
  const back = useCallback(() => setPanel(hasPlan ? { kind: "none" } : { kind: "choose", planType: "yearly" }), [hasPlan]);

  const schedule = async (change: { planType: PlanType } | { cancelAtPeriodEnd: boolean }) => {
    setScheduling({ busy: true, error: null });
    try {
      const { message } = "planType" in change ? await changePlan({ ...change, idempotencyKey: crypto.randomUUID() }) : await setCancelAtPeriodEnd(change.cancelAtPeriodEnd);
      toast.success(message);
      setScheduling({ busy: false, error: null });
      void router.invalidate();
    } catch (error) {
      setScheduling({ busy: false, error: failureMessage(toApiFailure(error)) });
    }
  };

  if (panel.kind === "pay") {
    const { order } = panel;
    const amount =
      order.kind === "card"
        ? CARD_CHECK
        : order.kind === "upgrade" && subscription.currentPeriodStart && subscription.currentPeriodEnd
          ? { amount: upgradeCharge({ periodStart: new Date(subscription.currentPeriodStart), periodEnd: new Date(subscription.currentPeriodEnd) }, new Date()).amount, currency: PLANS.yearly.price.currency }
          : PLANS[order.planType].price;
    const heading = order.kind === "card" ? <Trans>Replace the card</Trans> : order.kind === "upgrade" ? <Trans>Switch to yearly billing</Trans> : <Trans>Pay for your plan</Trans>;
    return (
      <Card title={heading}>
        <p className="mb-5 text-sm text-slate-600">
          {order.kind === "card" ? (
            <Trans>We check the card with your bank and release the check at once: nothing is charged.</Trans>
          ) : order.kind === "upgrade" ? (
            <Trans>The yearly price, less what is left of this month's payment. Your new year starts today.</Trans>
          ) : (
            <Trans>
              {planName(order.planType)} plan, {formatMoney(PLANS[order.planType].price, { exact: true })}. It starts today.
            </Trans>
          )}
        </p>
        <SubscriptionPayment order={order} amount={amount} onDone={() => paid(order)} onBack={back} />
      </Card>
    );
  }

  if (panel.kind === "choose") {
    return (
      <Card title={<Trans>Choose your plan</Trans>}>
        <p className="mb-4 text-sm text-slate-600">
          {subscription.isSubscribed ? <Trans>Choose the plan your agency pays for from now on.</Trans> : <Trans>Your agency is not subscribed yet. Subscribe to set markups and invite agents.</Trans>}
        </p>
        <PlanChoice value={panel.planType} onChange={(planType) => setPanel({ kind: "choose", planType })} />
        <button type="button" className={`${primaryAction} mt-5 w-full sm:w-auto`} onClick={() => setPanel({ kind: "pay", order: { kind: "subscribe", planType: panel.planType } })}>
          <Trans>Continue to payment</Trans>
        </button>
      </Card>
    );
  }

  const plan = subscription.planType;
  const card = subscription.paymentMethod;
  const pastDue = subscription.status === "past_due";
  const nextAttempt = subscription.nextAttemptAt ? day(subscription.nextAttemptAt) : null;
  const ending = subscription.cancelAtPeriodEnd;
  return (
    <Card title={<Trans>Your plan</Trans>}>
      {pastDue && (
        // docs/decisions.md "Subscription and billing": a declined renewal is tried again, then the agency is unsubscribed.
        <div role="status" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">
            <Trans>Payment past due</Trans>
          </p>
          <p className="mt-1">
            {nextAttempt ? (
              <Trans>Your card was declined when your subscription renewed. We will try again on {nextAttempt}. Replace the card to pay now; if the last try fails, your agency is unsubscribed.</Trans>
            ) : (
              <Trans>Your card was declined when your subscription renewed. Replace the card to pay now.</Trans>
            )}
          </p>
        </div>
      )}
      <Facts
        items={[
          { label: <Trans>Plan</Trans>, value: plan ? `${planName(plan)} · ${formatMoney(PLANS[plan].price, { exact: true })}` : "—" },
          { label: <Trans>Current period</Trans>, value: `${day(subscription.currentPeriodStart)} – ${day(subscription.currentPeriodEnd)}` },
          // Past due, the period's end has gone by: the next try takes the renewal date's place.
          ending
            ? { label: <Trans>Ends on</Trans>, value: day(subscription.currentPeriodEnd) }
            : pastDue
              ? { label: <Trans>Next payment attempt</Trans>, value: day(subscription.nextAttemptAt) }
              : {
                  label: <Trans>Renews on</Trans>,
                  value: subscription.scheduledPlanType === "monthly" ? <Trans>{day(subscription.currentPeriodEnd)}, then monthly</Trans> : day(subscription.currentPeriodEnd),
                },
          { label: <Trans>Card</Trans>, value: card ? `${card.brand} •••• ${card.last4}` : t`No card saved` },
        ]}
      />
      {scheduling.error && (
        <div className="mt-4">
          <Alert message={scheduling.error} />
        </div>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {plan === "monthly" && (
          <button type="button" className={primaryAction} onClick={() => setPanel({ kind: "pay", order: { kind: "upgrade", planType: "yearly" } })}>
            <Trans>Switch to yearly billing</Trans>
          </button>
        )}
        {plan === "yearly" && subscription.scheduledPlanType === null && (
          <button type="button" className={secondaryAction} disabled={scheduling.busy} onClick={() => void schedule({ planType: "monthly" })}>
            <Trans>Switch to monthly billing at renewal</Trans>
          </button>
        )}
        {plan === "yearly" && subscription.scheduledPlanType === "monthly" && (
          <button type="button" className={secondaryAction} disabled={scheduling.busy} onClick={() => void schedule({ planType: "yearly" })}>
            <Trans>Keep yearly billing</Trans>
          </button>
        )}
        <button type="button" className={secondaryAction} onClick={() => setPanel({ kind: "pay", order: { kind: "card", planType: plan ?? "monthly" } })}>
          {card ? <Trans>Replace the card</Trans> : <Trans>Add a card</Trans>}
        </button>
        {ending ? (
          <button type="button" className={secondaryAction} disabled={scheduling.busy} onClick={() => void schedule({ cancelAtPeriodEnd: false })}>
            <Trans>Keep my subscription</Trans>
          </button>
        ) : (
          <button type="button" className={secondaryAction} disabled={scheduling.busy} onClick={() => void schedule({ cancelAtPeriodEnd: true })}>
            <Trans>Cancel at the end of the period</Trans>
          </button>
        )}
      </div>
    </Card>
  );
}
