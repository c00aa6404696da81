import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { listClients } from "../../../../api/back-office";
import { AddClientButton, BulkActions, ExportClientsButton } from "../../../../features/back-office/components/client-forms";
import { NotAllowed, Pager, SearchBox } from "../../../../features/back-office/components/office-ui";
import { PeopleList } from "../../../../features/back-office/components/people-list";
import { listQueryOf, listSearch } from "../../../../features/back-office/list-search";
import { loadAgentArea } from "../../../../features/back-office/navigation";
import { AgentPage } from "../../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../../lib/document-title";

export const Route = createFileRoute("/_auth/_agent/clients/")({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => listQueryOf(search),
  loader: async ({ deps }) => {
    const area = await loadAgentArea("clients.view");
    return { area, list: area.allowed ? await listClients(deps) : null };
  },
  component: ClientsPage,
});

/** spec B §7: the agency's clients, searchable and paged, with their totals (totalClients). */
function ClientsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Clients`);
  const { area, list } = Route.useLoaderData();
  const query = Route.useLoaderDeps();
  const navigate = useNavigate({ from: Route.fullPath });
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const can = (p: (typeof area.navigation.permissions)[number]) => area.navigation.permissions.includes(p);
  if (!list) {
    return (
      <AgentPage title={<Trans>Clients</Trans>}>
        <NotAllowed />
      </AgentPage>
    );
  }
  const refresh = () => {
    setSelected(new Set());
    void router.invalidate();
  };
  const total = list.totalClients;
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (ids: string[]) => setSelected((current) => (ids.every((id) => current.has(id)) ? new Set() : new Set(ids)));
  return (
    <AgentPage
      title={<Trans>Clients</Trans>}
      intro={<Plural value={total} one="# client in your agency." other="# clients in your agency." />}
      actions={
        <>
          {can("clients.export") && <ExportClientsButton />}
          {can("clients.edit") && <AddClientButton onAdded={refresh} />}
        </>
      }
    >
      <div className="space-y-4">
        <SearchBox key={query.searchQuery} value={query.searchQuery} label={t`Search clients`} onSearch={(text) => void navigate({ search: { searchQuery: text || undefined } })} />
        {can("clients.edit") && <BulkActions selected={[...selected]} onDone={refresh} />}
        <PeopleList
          people={list.clients}
          caption={t`Clients`}
          showRole={false}
          pageOf={(person) => ({ to: "/clients/$userId", params: { userId: person._id } })}
          {...(can("clients.edit") ? { selection: { selected, toggle, toggleAll } } : {})}
        />
        <Pager offSet={query.offSet} limit={query.limit} total={total} to={(offSet) => ({ to: "/clients", search: { ...query, offSet, searchQuery: query.searchQuery || undefined } })} />
      </div>
    </AgentPage>
  );
}
