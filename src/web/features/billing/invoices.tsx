import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { InvoiceView } from "@/shared/api/subscriptions";
import { BILLING_DURATIONS, PLAN_TYPES } from "@/shared/billing/lists";
import type { PlanType } from "@/shared/billing/plans";
import { fieldLabel, inputBase, secondaryAction } from "../../components/booking/styles";
import { useFormatMoney } from "../../components/booking/use-money";
import { FileDownload } from "../../components/booking/voucher-link";
import { downloadInvoice } from "../../api/subscriptions";
import { usePlanName } from "./plan-choice";
import { dateTimeFormat } from "@/shared/intl-formats";

export type Duration = (typeof BILLING_DURATIONS)[number];

/** The billings filter (spec B §7: duration, planType) as a form whose submit changes the page's URL. */
function BillingsFilter({ duration, planType, onChange }: { duration: Duration; planType: PlanType | undefined; onChange: (next: { duration: Duration; planType?: PlanType }) => void }) {
  const { t } = useLingui();
  const planName = usePlanName();
  const durations: Record<Duration, string> = { month: t`Last month`, quarter: t`Last 3 months`, year: t`Last 12 months`, all: t`All time` };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor="billings-duration" className={fieldLabel}>
          <Trans>Period</Trans>
        </label>
        <select id="billings-duration" className={inputBase} value={duration} onChange={(e) => onChange({ duration: e.target.value as Duration, ...(planType ? { planType } : {}) })}>
          {BILLING_DURATIONS.map((d) => (
            <option key={d} value={d}>
              {durations[d]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="billings-plan" className={fieldLabel}>
          <Trans>Plan</Trans>
        </label>
        <select id="billings-plan" className={inputBase} value={planType ?? ""} onChange={(e) => onChange({ duration, ...(e.target.value ? { planType: e.target.value as PlanType } : {}) })}>
          <option value="">{t`Both plans`}</option>
          {PLAN_TYPES.map((p) => (
            <option key={p} value={p}>
              {planName(p)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The agency's invoices, newest first, each with its PDF. */
export function Invoices({
  invoices,
  duration,
  planType,
  onFilter,
}: {
  invoices: InvoiceView[];
  duration: Duration;
  planType: PlanType | undefined;
  onFilter: (next: { duration: Duration; planType?: PlanType }) => void;
}) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const planName = usePlanName();
  const day = (iso: string) => dateTimeFormat(i18n.locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  return (
    <div className="space-y-4">
      <BillingsFilter duration={duration} planType={planType} onChange={onFilter} />
      {invoices.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No invoices for this period.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t`Invoices`}>
          {invoices.map((invoice) => (
            <li key={invoice._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">{invoice.number}</p>
                <p className="text-slate-600">
                  {day(invoice.issuedAt)} · {planName(invoice.planType)} · {formatMoney(invoice.amount, { exact: true })}
                </p>
              </div>
              <FileDownload
                fileName={`${invoice.number}.pdf`}
                load={() => downloadInvoice(invoice._id)}
                label={<Trans>Download invoice (PDF)</Trans>}
                busyLabel={<Trans>Preparing the invoice…</Trans>}
                failedText={<Trans>The invoice could not be downloaded. Please try again.</Trans>}
                className={secondaryAction}
                ariaLabel={t`Download invoice ${invoice.number} (PDF)`}
              />
            </li>
          ))}
        </ul>
      )}
      <Link to="/pricing" className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-strong underline-offset-4 hover:underline">
        <Trans>Compare our plans</Trans>
      </Link>
    </div>
  );
}
