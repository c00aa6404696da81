import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, useRouter } from "@tanstack/react-router";
import { uuid } from "../../../../lib/search-params";
import { getActivity, getClient, getClientMarkups, saveClientMarkups } from "../../../../api/back-office";
import { linkAction } from "../../../../components/booking/styles";
import { ClientActions, PromoteButton } from "../../../../features/back-office/components/person-actions";
import { loadAgentArea, orNotFound } from "../../../../features/back-office/navigation";
import { PersonPage } from "../../../-components/agent/person-page";

export const Route = createFileRoute("/_auth/_agent/clients/$userId")({
  params: { parse: (raw) => ({ userId: uuid(raw.userId) ?? "" }), stringify: (p) => ({ userId: p.userId }) },
  loader: async ({ params }) => {
    const area = await loadAgentArea("clients.view");
    const can = (p: (typeof area.navigation.permissions)[number]) => area.navigation.permissions.includes(p);
    if (!area.allowed || !params.userId) return { area, detail: null, markups: null, activity: null };
    const [detail, markups, activity] = await Promise.all([
      orNotFound(() => getClient(params.userId)),
      can("markups.view") ? orNotFound(() => getClientMarkups(params.userId)) : null,
      can("activity.view") ? getActivity({ offSet: 0, limit: 20, userId: params.userId }) : null,
    ]);
    return { area, detail, markups, activity };
  },
  component: ClientPage,
});

/** A client (spec B §6): status, reward wallet, verification email, promotion, their markups and bookings. */
function ClientPage() {
  const { t } = useLingui();
  const { area, detail, markups, activity } = Route.useLoaderData();
  const router = useRouter();
  const can = (p: (typeof area.navigation.permissions)[number]) => area.navigation.permissions.includes(p);
  const person = detail?.person;
  return (
    <PersonPage
      allowed={area.allowed}
      detail={detail}
      text={{
        page: <Trans>Client</Trans>,
        pageTitle: t`Client`,
        notFound: <Trans>Client not found</Trans>,
        notFoundIntro: <Trans>This person is not a client of your agency (any more).</Trans>,
        bookings: <Trans>Bookings</Trans>,
      }}
      back={
        <Link to="/clients" className={linkAction}>
          <Trans>All clients</Trans>
        </Link>
      }
      facts={
        person
          ? [
              { label: <Trans>Phone</Trans>, value: person.phoneNumber ?? "—" },
              { label: <Trans>Email verified</Trans>, value: person.emailVerified ? <Trans>Yes</Trans> : <Trans>No</Trans> },
            ]
          : []
      }
      actions={
        person && can("clients.promote") ? (
          <PromoteButton person={person} canMakeAdmins={can("admins.manage")} onPromoted={() => void router.navigate({ to: "/agents/$userId", params: { userId: person._id } })} />
        ) : undefined
      }
      manage={person && can("clients.edit") ? <ClientActions person={person} onChanged={() => void router.invalidate()} /> : undefined}
      markups={person && markups ? { settings: markups.markups, inherited: markups.agency, readOnly: !can("markups.edit"), save: (settings) => saveClientMarkups(person._id, settings) } : null}
      activity={activity?.events ?? null}
    />
  );
}
