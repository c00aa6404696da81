import { zodResolver } from "@hookform/resolvers/zod";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { SHORT_LINK_TYPES, shortUrlListQuery, type ShortUrlListItem } from "@/shared/api/short-links";
import { perVertical } from "@/shared/verticals";
import { useVerticalNames } from "../../../lib/vertical-names";
import { deleteShortUrl } from "../../../api/short-links";
import { InputField, SelectField } from "../../../components/booking/form-field";
import { card, dangerOutlineAction, linkAction, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useOfficeChange } from "../use-office-change";
import { ChangeProgress, useDateTime } from "./office-ui";

// spec B §7 "Short links": the agency's links with their clicks, filtered (type, search, startDate, endDate)
// and deleted one by one.

export interface LinkFilters {
  type: "all" | (typeof SHORT_LINK_TYPES)[number];
  search: string;
  startDate: string;
  endDate: string;
}
export const NO_LINK_FILTERS: LinkFilters = { type: "all", search: "", startDate: "", endDate: "" };

export function useLinkTypeLabels(): Record<LinkFilters["type"], string> {
  const { t } = useLingui();
  const names = useVerticalNames();
  return { all: t`All types`, ...perVertical("plural", (v) => names.many(v.plural)) };
}

export function ShortLinkFilters({ value, onApply }: { value: LinkFilters; onApply: (filters: LinkFilters) => void }) {
  const { t } = useLingui();
  const labels = useLinkTypeLabels();
  // The API's own rule (an end date before the start is refused here as the server would).
  const form = useForm<LinkFilters>({ resolver: zodResolver(shortUrlListQuery) as never, values: value });
  const { errors } = form.formState;
  const submit = form.handleSubmit((f) => onApply({ type: f.type, search: f.search?.trim() ?? "", startDate: f.startDate ?? "", endDate: f.endDate ?? "" }));
  return (
    <form role="search" aria-label={t`Filter short links`} onSubmit={submit} noValidate className={`${card} grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4`}>
      <InputField className="sm:col-span-2" label={<Trans>Search</Trans>} type="search" placeholder={t`Title, page or code`} registration={form.register("search")} error={errors.search?.message} />
      <SelectField label={<Trans>Type</Trans>} registration={form.register("type")} error={errors.type?.message}>
        {(["all", ...SHORT_LINK_TYPES] as const).map((type) => (
          <option key={type} value={type}>
            {labels[type]}
          </option>
        ))}
      </SelectField>
      <div />
      <InputField label={<Trans>Shared from</Trans>} type="date" registration={form.register("startDate")} error={errors.startDate?.message} />
      <InputField label={<Trans>Shared to</Trans>} type="date" registration={form.register("endDate")} error={errors.endDate?.message} />
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
        <button type="submit" className={primaryAction}>
          <Trans>Apply filters</Trans>
        </button>
        <button type="button" className={secondaryAction} onClick={() => onApply(NO_LINK_FILTERS)}>
          <Trans>Clear filters</Trans>
        </button>
      </div>
    </form>
  );
}

function ShortLinkRow({ link, onDeleted }: { link: ShortUrlListItem; onDeleted: () => void }) {
  const { t } = useLingui();
  const labels = useLinkTypeLabels();
  const date = useDateTime();
  const remove = useOfficeChange("officeChange", deleteShortUrl, onDeleted);
  const { title, createdByName: sharer } = link;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{link.title}</p>
        <p className="text-sm text-slate-600">
          {labels[link.type]} · {date(link.createdAt)}
          {sharer && (
            <>
              {" "}
              · <Trans>shared by {sharer}</Trans>
            </>
          )}
        </p>
        <p className="text-sm text-slate-700">
          <a className={linkAction} href={link.path}>
            {link.shortUrl}
          </a>{" "}
          · <Plural value={link.clicks} one="# click" other="# clicks" />
        </p>
      </div>
      <div className="flex items-center gap-3">
        <ChangeProgress change={remove} />
        <button type="button" className={dangerOutlineAction} disabled={remove.busy} onClick={() => remove.submit(link.id)} aria-label={t`Delete the link ${title}`}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}

export function ShortLinkList({ links, onChanged }: { links: ShortUrlListItem[]; onChanged: () => void }) {
  if (links.length === 0) {
    return (
      <p className="py-6 text-sm text-slate-600">
        <Trans>No short links match. Share a search, results or details page to make one.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {links.map((link) => (
        <ShortLinkRow key={link.id} link={link} onDeleted={onChanged} />
      ))}
    </ul>
  );
}
