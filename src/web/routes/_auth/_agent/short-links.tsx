import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate, useRouter } from "@tanstack/react-router";
import { int, isoDay, oneOf, searchParams, text } from "../../../lib/search-params";
import { BOOKING_CATEGORIES } from "@/shared/booking/lists";
import { listShortUrls } from "../../../api/short-links";
import { NotAllowed, Pager } from "../../../features/back-office/components/office-ui";
import { ShortLinkFilters, ShortLinkList, type LinkFilters } from "../../../features/back-office/components/short-links";
import { loadAgentArea } from "../../../features/back-office/navigation";
import { AgentPage, Card } from "../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../lib/document-title";

const PAGE = 20;

const search = searchParams({
  offSet: int({ min: 0, max: 1_000_000 }),
  type: oneOf(["all", ...BOOKING_CATEGORIES]),
  search: text({ max: 100 }),
  startDate: isoDay,
  endDate: isoDay,
});

export const Route = createFileRoute("/_auth/_agent/short-links")({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ offSet: search.offSet ?? 0, type: search.type ?? "all", search: search.search ?? "", startDate: search.startDate ?? "", endDate: search.endDate ?? "" }),
  loader: async ({ deps }) => {
    const area = await loadAgentArea("backOffice.enter");
    return { area, list: area.allowed ? await listShortUrls({ ...deps, limit: PAGE }) : null };
  },
  component: ShortLinksPage,
});

/** spec B §7 "Short links": the links the agency shared, their clicks, and deleting one. */
function ShortLinksPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Short links`);
  const { list } = Route.useLoaderData();
  const deps = Route.useLoaderDeps();
  const navigate = useNavigate({ from: Route.fullPath });
  const router = useRouter();
  if (!list) {
    return (
      <AgentPage title={<Trans>Short links</Trans>}>
        <NotAllowed />
      </AgentPage>
    );
  }
  const filters: LinkFilters = { type: deps.type, search: deps.search, startDate: deps.startDate, endDate: deps.endDate };
  const searchOf = (f: LinkFilters, offSet = 0) => ({
    offSet: offSet || undefined,
    type: f.type === "all" ? undefined : f.type,
    search: f.search || undefined,
    startDate: f.startDate || undefined,
    endDate: f.endDate || undefined,
  });
  return (
    <AgentPage title={<Trans>Short links</Trans>} intro={<Plural value={list.total} one="# link shared." other="# links shared." />}>
      <div className="space-y-6">
        <ShortLinkFilters key={JSON.stringify(filters)} value={filters} onApply={(f) => void navigate({ search: searchOf(f) })} />
        <Card title={<Trans>Links, newest first</Trans>}>
          <ShortLinkList links={list.links} onChanged={() => void router.invalidate()} />
          <Pager offSet={deps.offSet} limit={PAGE} total={list.total} to={(offSet) => ({ to: "/short-links", search: searchOf(filters, offSet) })} />
        </Card>
      </div>
    </AgentPage>
  );
}
