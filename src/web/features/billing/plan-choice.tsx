import { Trans, useLingui } from "@lingui/react/macro";
import { PLAN_TYPES } from "@/shared/billing/lists";
import { PLANS, type PlanType } from "@/shared/billing/plans";
import { useFormatMoney } from "../../components/booking/use-money";

/** A plan's name, as the page and the invoices list say it. */
export function usePlanName(): (plan: PlanType) => string {
  const { t } = useLingui();
  return (plan) => (plan === "yearly" ? t`Yearly` : t`Monthly`);
}

/** The two plans as radio cards: price, what it covers, and the yearly saving (src/shared/billing/plans.ts). */
export function PlanChoice({ value, onChange }: { value: PlanType; onChange: (plan: PlanType) => void }) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const planName = usePlanName();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">
        <Trans>Billing</Trans>
      </legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {PLAN_TYPES.map((plan) => {
          const price = formatMoney(PLANS[plan].price, { exact: true });
          return (
            <label
              key={plan}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 has-checked:border-primary has-checked:ring-2 has-checked:ring-primary/30"
            >
              <input type="radio" name="planType" value={plan} checked={value === plan} onChange={() => onChange(plan)} className="mt-1 size-4 accent-primary" />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{planName(plan)}</span>
                <span className="block text-lg font-bold text-slate-900">{plan === "yearly" ? t`${price} a year` : t`${price} a month`}</span>
                <span className="block text-sm text-slate-600">{plan === "yearly" ? <Trans>Two months free: ten monthly payments for the whole year.</Trans> : <Trans>Pay month by month.</Trans>}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
