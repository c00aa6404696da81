import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import type { WalletCreditChoice } from "@machines/booking/context";
import { getRewardWallet } from "../../../api/reward-wallet";
import type { RewardWallet } from "@/shared/api/reward-wallet";
import { cardAmount, maxCredit } from "@/shared/booking/reward-wallet";
import { fromMajor, minorUnitDigits, money, toMajor, type Money } from "@/shared/money";
import { describedBy, FieldMessages } from "../../../components/booking/form-field";
import { card, fieldLabel, inputBase } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";

// The checkout's reward wallet (docs/decisions.md "Reward wallet"), for every vertical: a user whose wallet the
// agency enabled, with a balance, may pay part or all of the total with it ("Use wallet credit", the amount at
// most min(balance, total), the most by default). What the field holds is kept by the booking machine (saved with
// the checkout, so a resumed one offers it again); the payment machine gets the credit with `payment.submitted`
// and the server checks and holds it.

/** The signed-in user's wallet, read once for the checkout (null while loading, or when it cannot be read: no credit). */
export function useRewardWallet(): RewardWallet | null {
  const [wallet, setWallet] = useState<RewardWallet | null>(null);
  useEffect(() => {
    let live = true;
    getRewardWallet()
      .then((w) => live && setWallet(w))
      // Without the wallet the checkout is the card checkout it always was.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return wallet;
}

/** The credit this payment may use: none unless the wallet is enabled and holds some of the total's currency. */
export function creditLimit(wallet: RewardWallet | null, total: Money): Money | null {
  if (!wallet?.isEnabled) return null;
  const balance = wallet.balances.find((b) => b.currency === total.currency) ?? null;
  const limit = maxCredit(balance, total);
  return limit.amount > 0 ? limit : null;
}

/** What the field holds: off, a valid amount, or text that is not one (the error is shown, nothing is paid); the machine keeps it. */
export type CreditChoice = WalletCreditChoice;

/** The amount applied, null when none, "invalid" when the text is not an amount from 0.01 to the limit. */
export function appliedCredit(choice: CreditChoice, limit: Money | null): Money | null | "invalid" {
  if (!choice.use || !limit) return null;
  let amount: Money;
  try {
    amount = fromMajor(choice.text.replace(",", "."), limit.currency);
  } catch {
    return "invalid";
  }
  if (amount.amount <= 0 || amount.amount > limit.amount) return "invalid";
  return amount;
}

const majorText = (m: Money) => toMajor(m).toFixed(minorUnitDigits(m.currency));

export function WalletCreditField({ limit, balance, choice, onChange, disabled }: { limit: Money; balance: Money; choice: CreditChoice; onChange: (choice: CreditChoice) => void; disabled: boolean }) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const id = useId();
  const applied = appliedCredit(choice, limit);
  const max = formatMoney(limit, { exact: true });
  const error = applied === "invalid" ? t`Enter an amount from ${formatMoney(money(1, limit.currency), { exact: true })} to ${max}` : undefined;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        <Trans>Reward wallet</Trans>
      </legend>
      <p className="text-sm text-slate-700">
        <Trans>Wallet balance: {formatMoney(balance, { exact: true })}</Trans>
      </p>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-900">
        <input type="checkbox" className="size-5 accent-primary" checked={choice.use} disabled={disabled} onChange={(e) => onChange(e.target.checked ? { use: true, text: majorText(limit) } : { use: false })} />
        <Trans>Use wallet credit</Trans>
      </label>
      {choice.use && (
        <div className="max-w-xs">
          <label htmlFor={id} className={fieldLabel}>
            <Trans>Credit to use ({limit.currency})</Trans>
          </label>
          <input
            id={id}
            className={inputBase}
            inputMode="decimal"
            value={choice.text}
            disabled={disabled}
            onChange={(e) => onChange({ use: true, text: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, true, error)}
          />
          <FieldMessages id={id} hint={t`Up to ${max}`} error={error} />
        </div>
      )}
    </fieldset>
  );
}

/** Beside the price summary while paying with credit: the total, the credit, and what the card pays (their difference). */
export function CreditSummary({ total, credit }: { total: Money; credit: Money }) {
  const formatMoney = useFormatMoney();
  return (
    <section aria-labelledby="credit-summary" className={`${card} mt-4 p-5`}>
      <h2 id="credit-summary" className="text-base font-semibold text-slate-900">
        <Trans>Your payment</Trans>
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums text-slate-900">{formatMoney(total, { exact: true })}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">
            <Trans>Wallet credit</Trans>
          </dt>
          <dd className="tabular-nums text-slate-900">−{formatMoney(credit, { exact: true })}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 font-semibold">
          <dt className="text-slate-900">
            <Trans>To pay by card</Trans>
          </dt>
          <dd className="tabular-nums text-slate-900">{formatMoney(cardAmount(total, credit), { exact: true })}</dd>
        </div>
      </dl>
    </section>
  );
}
