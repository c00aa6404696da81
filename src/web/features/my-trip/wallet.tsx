import { Trans, useLingui } from "@lingui/react/macro";
import { listTransactions } from "../../api/my-trip";
import type { Transaction } from "@/shared/api/my-trip";
import type { RewardWallet } from "@/shared/api/reward-wallet";
import { card } from "../../components/booking/styles";
import { useFormatMoney } from "../../components/booking/use-money";

// My trip's money (spec B §7 getUserTransactions): the newest money movements of the user's bookings, card
// charges and refunds, for every customer; with a reward wallet the agency enabled (docs/decisions.md "Reward
// wallet") the section is the wallet's: its balance above, and every wallet movement (spent, returned or refunded,
// earned, taken back) among them. Without one, the card's payments and refunds show all the same.

const PAGE = { offSet: 0, limit: 10 };

type Found = { items: Transaction[]; wallet: RewardWallet };

/** The section's answer: My trip asks for it with its other answers, so the page is drawn once, nothing moving after. */
export const loadWallet = (): Promise<Found> => listTransactions(PAGE);

export function WalletSection({ answer }: { answer: Found | "failed" }) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  if (answer === "failed") {
    return (
      <p role="alert" className={`${card} p-4 text-sm text-slate-800`}>
        <Trans>Your wallet could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  const found = answer;
  const walletEnabled = found.wallet.isEnabled;
  const label: Record<Transaction["type"], string> = { charge: t`Paid`, refund: t`Refunded`, earned: t`Credit earned`, takenBack: t`Credit taken back` };
  const method: Record<Transaction["method"], string> = { card: t`Card`, wallet: t`Wallet` };
  const sign = (tx: Transaction) => (tx.type === "charge" || tx.type === "takenBack" ? "−" : "+");
  const balances = found.wallet.balances.length ? found.wallet.balances : [];
  return (
    <section aria-labelledby="wallet-heading" className={`${card} p-4 sm:p-6`}>
      <h2 id="wallet-heading" className="text-base font-semibold text-slate-900">
        {walletEnabled ? <Trans>Reward wallet</Trans> : <Trans>Transactions</Trans>}
      </h2>
      {walletEnabled && (
        <p className="mt-2 text-sm text-slate-700">
          {balances.length ? <Trans>Balance: {balances.map((b) => formatMoney(b, { exact: true })).join(", ")}</Trans> : <Trans>Balance: none yet. Completed bookings earn credit.</Trans>}
        </p>
      )}
      {walletEnabled && (
        <h3 className="mt-4 text-sm font-semibold text-slate-900">
          <Trans>Recent transactions</Trans>
        </h3>
      )}
      {found.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No transactions yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {found.items.map((tx, i) => (
            <li key={`${tx.at}-${i}`} className="flex flex-wrap justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{label[tx.type]}</span>
                <span className="text-slate-600">
                  {" "}
                  · {method[tx.method]} · {tx.title} · {new Date(tx.at).toLocaleDateString(i18n.locale, { day: "numeric", month: "short", year: "numeric" })}
                </span>
              </span>
              <span className="tabular-nums text-slate-900">
                {sign(tx)}
                {formatMoney(tx.amount, { exact: true })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
