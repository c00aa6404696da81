import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { PersonSummary } from "@/shared/api/people";
import { linkAction } from "../../../components/booking/styles";
import { useBackOfficeLabels } from "../labels";
import { ActiveBadge, Badge, useDateTime } from "./office-ui";

interface PeopleListProps {
  people: PersonSummary[];
  /** Each person's page: /clients/$userId or /agents/$userId. */
  pageOf: (person: PersonSummary) => { to: string; params: Record<string, string> };
  caption: string;
  showRole: boolean;
  /** Checkboxes for the bulk actions (clients); absent when the viewer may not change anyone. */
  selection?: { selected: ReadonlySet<string>; toggle: (id: string) => void; toggleAll: (ids: string[]) => void };
}

/** A page of clients or agents: a table from 768 px, cards on phones (the same facts, the same links). */
export function PeopleList({ people, pageOf, caption, showRole, selection }: PeopleListProps) {
  const { t } = useLingui();
  const labels = useBackOfficeLabels();
  const date = useDateTime();
  if (people.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        <Trans>Nobody matches.</Trans>
      </p>
    );
  }
  const ids = people.map((p) => p._id);
  const allSelected = !!selection && ids.every((id) => selection.selected.has(id));
  const pick = (person: PersonSummary) =>
    selection && <input type="checkbox" className="size-5 accent-primary" aria-label={t`Select ${person.name}`} checked={selection.selected.has(person._id)} onChange={() => selection.toggle(person._id)} />;
  const facts = (person: PersonSummary) => (
    <>
      <ActiveBadge active={person.isActive} />
      {!person.emailVerified && <Badge tone="neutral">{t`Email not verified`}</Badge>}
      {person.isRewardWalletEnable && <Badge tone="good">{t`Reward wallet`}</Badge>}
    </>
  );
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {selection && (
                <th scope="col" className="w-10 px-4 py-3">
                  <input type="checkbox" className="size-5 accent-primary" aria-label={t`Select all on this page`} checked={allSelected} onChange={() => selection.toggleAll(ids)} />
                </th>
              )}
              <th scope="col" className="px-4 py-3">
                <Trans>Name</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Email</Trans>
              </th>
              {showRole && (
                <th scope="col" className="px-4 py-3">
                  <Trans>Role</Trans>
                </th>
              )}
              <th scope="col" className="px-4 py-3">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Joined</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {people.map((person) => (
              <tr key={person._id}>
                {selection && <td className="px-4 py-3">{pick(person)}</td>}
                <td className="px-4 py-3 font-medium">
                  <Link {...pageOf(person)} className={linkAction}>
                    {person.name}
                  </Link>
                </td>
                <td className="px-4 py-3 text-slate-700">{person.email}</td>
                {showRole && <td className="px-4 py-3 text-slate-700">{labels.roles[person.role]}</td>}
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">{facts(person)}</div>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">{date(person.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {people.map((person) => (
          <li key={person._id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start gap-3">
              {pick(person)}
              <div className="min-w-0 flex-1">
                <Link {...pageOf(person)} className={`${linkAction} inline-flex min-h-11 items-center text-base`}>
                  {person.name}
                </Link>
                <p className="truncate text-sm text-slate-700">{person.email}</p>
                {showRole && <p className="text-sm text-slate-700">{labels.roles[person.role]}</p>}
                <div className="mt-2 flex flex-wrap gap-1.5">{facts(person)}</div>
                <p className="mt-2 text-xs text-slate-600">
                  <Trans>Joined {date(person.createdAt)}</Trans>
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
