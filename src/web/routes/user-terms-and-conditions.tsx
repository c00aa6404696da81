import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LegalPage } from "../components/legal-page";
import { useAgency } from "../state/site";

export const Route = createFileRoute("/user-terms-and-conditions")({
  component: UserTermsPage,
});

function Clause({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="space-y-3 text-base leading-7 text-slate-700">{children}</div>
    </section>
  );
}

/** The platform's own terms of use, the same for every agency site (translated). */
function UserTermsPage() {
  const agencyName = useAgency().agencyName;
  return (
    <LegalPage title={<Trans>User terms and conditions</Trans>}>
      <div className="space-y-10">
        <p className="text-lg leading-8 text-slate-700">
          <Trans>These terms govern your use of this booking website, which {agencyName} runs on the Waypoint platform. By creating an account or making a booking you accept them.</Trans>
        </p>
        <Clause title={<Trans>1. Your account</Trans>}>
          <p>
            <Trans>
              Keep your password secret and tell the agency straight away if you think someone else has used your account. You are responsible for bookings made with your account. You must be at least 18 years
              old to book.
            </Trans>
          </p>
        </Clause>
        <Clause title={<Trans>2. Bookings</Trans>}>
          <p>
            <Trans>
              A booking is confirmed only when you receive a confirmation with a reference number. Each travel service is provided by its airline, hotel, car rental company or activity provider under their own
              conditions, which are shown before you pay.
            </Trans>
          </p>
        </Clause>
        <Clause title={<Trans>3. Prices and payment</Trans>}>
          <p>
            <Trans>
              Prices are shown in the currency you choose; amounts in other currencies are estimates converted at the day's exchange rate, and you are charged in the currency shown at checkout. Taxes and fees
              are included unless stated otherwise.
            </Trans>
          </p>
        </Clause>
        <Clause title={<Trans>4. Changes and cancellations</Trans>}>
          <p>
            <Trans>
              Changes and cancellations follow the rules of the fare or rate you booked. Penalties charged by the provider and the agency's service fee may apply. Optional refund protection, when you buy it,
              covers the cases described in its own terms.
            </Trans>
          </p>
        </Clause>
        <Clause title={<Trans>5. Acceptable use</Trans>}>
          <p>
            <Trans>Do not misuse the website: no automated searches or scraping, no speculative or false bookings and no attempts to break its security. We may suspend accounts that do.</Trans>
          </p>
        </Clause>
        <Clause title={<Trans>6. Liability</Trans>}>
          <p>
            <Trans>
              We take care to keep the website available and its information accurate, but we cannot guarantee it will always be error-free. Nothing in these terms limits rights you have under consumer law.
            </Trans>
          </p>
        </Clause>
        <Clause title={<Trans>7. Your data</Trans>}>
          <p>
            <Trans>We use your personal data only to provide the service and as described in the agency's privacy policy.</Trans>
          </p>
        </Clause>
      </div>
    </LegalPage>
  );
}
