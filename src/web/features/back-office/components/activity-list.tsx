import { Trans, useLingui } from "@lingui/react/macro";
import type { AuditEvent, AuditValues } from "@/shared/api/audit";
import { useBackOfficeLabels } from "../labels";
import { useDateTime } from "./office-ui";

type Value = AuditValues[string];

/** The audit trail: who changed what, when, and each field's value before and after. */
export function ActivityList({ events }: { events: AuditEvent[] }) {
  const { t } = useLingui();
  const labels = useBackOfficeLabels();
  const date = useDateTime();
  if (events.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Nothing has changed yet.</Trans>
      </p>
    );
  }
  const shown = (value: Value | undefined): string => {
    if (value === undefined || value === null) return "—";
    if (typeof value === "boolean") return value ? labels.yes : labels.no;
    if (typeof value === "string") return labels.userTypes[value] ?? labels.verticals[value as keyof typeof labels.verticals] ?? value;
    return String(value);
  };
  /** The fields that changed (all of them for a creation or a removal). */
  const changes = (e: AuditEvent) => {
    const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
    const changed = keys.filter((key) => e.before === null || e.after === null || e.before[key] !== e.after[key] || key === "vertical");
    return changed.map((key) => ({ key, before: e.before?.[key], after: e.after?.[key] }));
  };
  return (
    <ol className="divide-y divide-slate-100">
      {events.map((e) => (
        <li key={e._id} className="py-3">
          <p className="text-sm text-slate-900">
            <span className="font-semibold">{labels.actions[e.action]}</span> · {e.subject.name}
          </p>
          <p className="text-xs text-slate-600">
            {e.actor.role ? (
              <Trans>
                by {e.actor.name} ({labels.roles[e.actor.role]}), <time dateTime={e.at}>{date(e.at, true)}</time>
              </Trans>
            ) : (
              <Trans>
                by {e.actor.name}, <time dateTime={e.at}>{date(e.at, true)}</time>
              </Trans>
            )}
          </p>
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-xs text-slate-700 sm:grid-cols-[auto_1fr]">
            {changes(e).map((c) => (
              <div key={c.key} className="contents">
                <dt className="text-slate-600">{labels.fields[c.key] ?? c.key}</dt>
                <dd>{e.before && e.after && c.key !== "vertical" ? t`${shown(c.before)} → ${shown(c.after)}` : shown(c.after ?? c.before)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
