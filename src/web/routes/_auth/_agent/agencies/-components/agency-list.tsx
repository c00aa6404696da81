import { Trans, useLingui } from "@lingui/react/macro";
import type { ProviderAgency } from "@/shared/api/provider-agencies";
import { setProviderAgencyStatus } from "../../../../../api/provider-agencies";
import { dangerOutlineAction, secondaryAction } from "../../../../../components/booking/styles";
import { ActiveBadge, Badge, ChangeProgress, useDateTime } from "../../../../../features/back-office/components/office-ui";
import { useOfficeChange } from "../../../../../features/back-office/use-office-change";

function AgencyRow({ agency, onChanged }: { agency: ProviderAgency; onChanged: () => void }) {
  const { t } = useLingui();
  const date = useDateTime();
  const status = useOfficeChange("officeChange", setProviderAgencyStatus, onChanged);
  const active = agency.status === "Active";
  const name = agency.agencyName;
  const [host] = agency.hosts;
  const owner = agency.owner;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4">
      <div className="min-w-0 space-y-1">
        <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          {name}
          <ActiveBadge active={active} />
          {agency.isSubscribed ? <Badge tone="neutral">{t`Subscribed`}</Badge> : <Badge tone="neutral">{t`Trial`}</Badge>}
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-slate-600">
          <dt>
            <Trans>Site</Trans>
          </dt>
          <dd className="break-all">{agency.hosts.join(", ") || host}</dd>
          <dt>
            <Trans>Created</Trans>
          </dt>
          <dd>{date(agency.createdAt)}</dd>
          <dt>
            <Trans>Owner</Trans>
          </dt>
          <dd className="break-all">{owner ? owner.state === "invited" ? <Trans>{owner.email} (invited)</Trans> : `${owner.name ?? ""} · ${owner.email}` : <Trans>None yet</Trans>}</dd>
        </dl>
      </div>
      {!agency.isProvider && (
        <div className="flex flex-wrap items-center gap-2">
          <ChangeProgress change={status} />
          {active ? (
            <button type="button" className={dangerOutlineAction} disabled={status.busy} onClick={() => status.submit({ agencyId: agency._id, active: false })} aria-label={t`Deactivate ${name}`}>
              <Trans>Deactivate</Trans>
            </button>
          ) : (
            <button type="button" className={secondaryAction} disabled={status.busy} onClick={() => status.submit({ agencyId: agency._id, active: true })} aria-label={t`Activate ${name}`}>
              <Trans>Activate</Trans>
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** The agencies of the platform, newest first: each can be deactivated (its site says so) or activated again. */
export function AgencyList({ agencies, onChanged }: { agencies: ProviderAgency[]; onChanged: () => void }) {
  const { t } = useLingui();
  if (agencies.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No agency matches.</Trans>
      </p>
    );
  }
  return (
    <ul aria-label={t`Agencies`} className="divide-y divide-slate-100">
      {agencies.map((agency) => (
        <AgencyRow key={`${agency._id}-${agency.status}`} agency={agency} onChanged={onChanged} />
      ))}
    </ul>
  );
}
