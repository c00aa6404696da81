import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ATTRIBUTIONS } from "@/shared/attributions";
import { LegalPage } from "../components/legal-page";

export const Route = createFileRoute("/credits")({
  component: CreditsPage,
});

/**
 * The sandbox supplier's reference data is OpenFlights (ODbL), whose licence asks for
 * this notice. Dataset names and notices stay in English: they are the licensors' own words.
 */
function CreditsPage() {
  return (
    <LegalPage title={<Trans>Credits and data licences</Trans>}>
      <div className="space-y-8">
        <p className="text-lg leading-8 text-slate-700">
          <Trans>This site is built with open data. We thank the people who collect and share it.</Trans>
        </p>
        <ul className="space-y-6">
          {ATTRIBUTIONS.map((a) => (
            <li key={a.dataset} className="rounded-xl border border-slate-200 p-5">
              <h2 className="text-lg font-semibold text-slate-900">{a.dataset}</h2>
              <dl className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-[10rem_1fr]">
                <dt className="font-medium text-slate-900">
                  <Trans>Source</Trans>
                </dt>
                <dd>
                  <a className="underline" href={a.sourceUrl} rel="noreferrer">
                    {a.source}
                  </a>
                </dd>
                <dt className="font-medium text-slate-900">
                  <Trans>Licence</Trans>
                </dt>
                <dd>
                  <a className="underline" href={a.licenceUrl} rel="noreferrer">
                    {a.licence}
                  </a>
                </dd>
                <dt className="font-medium text-slate-900">
                  <Trans>Package</Trans>
                </dt>
                <dd>
                  <code>{a.npmPackage}</code>
                </dd>
              </dl>
              <p className="mt-3 text-sm text-slate-600">{a.notice}</p>
            </li>
          ))}
        </ul>
      </div>
    </LegalPage>
  );
}
