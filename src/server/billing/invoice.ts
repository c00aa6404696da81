import { billingMessages as m } from "@/shared/billing/messages";
import { PROVIDER_AGENCY_NAME } from "@/shared/constants";
import { formatMoney } from "@/shared/money";
import { renderVoucherPdf } from "../bookings/voucher";
import type { AgencyRow, SubscriptionInvoiceRow } from "../db/schema";
import type { Translate } from "../i18n";

// An agency's invoice for its subscription: the provider bills the agency, so the issuer is the provider,
// drawn by the core's one PDF renderer (src/server/bookings/voucher.ts) in the reader's language.
export function invoicePdf(agency: Pick<AgencyRow, "agencyName" | "code">, row: SubscriptionInvoiceRow, t: Translate, lang: string): Promise<Uint8Array> {
  const day = (d: Date) => new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(d);
  const price = (amount: number) => formatMoney({ amount, currency: row.currency }, lang);
  return renderVoucherPdf({
    issuer: PROVIDER_AGENCY_NAME,
    title: t(m.invoiceTitle),
    reference: row.number,
    sections: [
      {
        heading: t(m.invoiceBilledTo),
        rows: [
          [t(m.invoiceAgency), agency.agencyName],
          [t(m.invoiceAgencyCode), agency.code],
        ],
      },
      {
        heading: t(m.invoiceDetails),
        rows: [
          [t(m.invoiceNumber), row.number],
          [t(m.invoiceIssued), day(row.issuedAt)],
          [t(m.invoicePlan), t(row.planType === "yearly" ? m.planYearly : m.planMonthly)],
          [t(m.invoicePeriod), `${day(row.periodStart)} – ${day(row.periodEnd)}`],
        ],
      },
      {
        heading: t(m.invoicePayment),
        rows: [
          [t(m.invoicePrice), price(row.amount + row.credit)],
          ...(row.credit > 0 ? [[t(m.invoiceCredit), `-${price(row.credit)}`] as [string, string]] : []),
          [t(m.invoiceTotal), price(row.amount)],
          ...(row.card ? [[t(m.invoiceCard), `${row.card.brand} •••• ${row.card.last4}`] as [string, string]] : []),
        ],
      },
    ],
    footer: t(m.invoiceFooter, { provider: PROVIDER_AGENCY_NAME }),
  });
}
