import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AuditEvent } from "@/shared/api/audit";
import type { PersonBooking, PersonSummary } from "@/shared/api/people";
import type { MarkupSetting } from "@/shared/back-office/markups";
import type { Saved } from "../../../api/back-office";
import { ActivityList } from "../../../features/back-office/components/activity-list";
import { MarkupEditor } from "../../../features/back-office/components/markup-editor";
import { ActiveBadge, NotAllowed, useDateTime } from "../../../features/back-office/components/office-ui";
import { PersonBookings, type BookingPages } from "../../../features/back-office/components/person-bookings";
import { perVertical } from "@/shared/verticals";
import { webVerticalOf } from "../../../verticals";
import { useDocumentTitle } from "../../../lib/document-title";
import { AgentPage, Card, Facts } from "./agent-page";

/** Each vertical's booking page, from the web's registry of verticals. */
const BOOKING_PAGES: BookingPages = perVertical("id", (v) => webVerticalOf(v.id).pages.reservation);

interface PersonPageProps {
  /** The role may open the page (the navigation's permissions). */
  allowed: boolean;
  detail: { person: PersonSummary; bookings: PersonBooking[] } | null;
  text: { page: ReactNode; pageTitle: string; notFound: ReactNode; notFoundIntro: ReactNode; bookings: ReactNode };
  back: ReactNode;
  /** Facts besides email, status, reward wallet and the day they joined. */
  facts: { label: ReactNode; value: ReactNode }[];
  actions?: ReactNode;
  /** The changes the viewer may make, when any. */
  manage?: ReactNode;
  markups: { settings: MarkupSetting[]; inherited: MarkupSetting[]; readOnly: boolean; save: (settings: MarkupSetting[]) => Promise<Saved<MarkupSetting[]>> } | null;
  activity: AuditEvent[] | null;
}

/** A client's or an agent's page (spec B §6): facts, what may be changed, bookings, their markups and their history. */
export function PersonPage({ allowed, detail, text, back, facts, actions, manage, markups, activity }: PersonPageProps) {
  const { t } = useLingui();
  const date = useDateTime();
  useDocumentTitle(detail?.person.name ?? text.pageTitle);
  if (!allowed) {
    return (
      <AgentPage title={text.page}>
        <NotAllowed />
      </AgentPage>
    );
  }
  if (!detail) {
    return (
      <AgentPage title={text.notFound} intro={text.notFoundIntro}>
        {back}
      </AgentPage>
    );
  }
  const { person, bookings } = detail;
  const wide = (title: ReactNode, body: ReactNode) => (
    <div className="lg:col-span-2">
      <Card title={title}>{body}</Card>
    </div>
  );
  return (
    // Keyed by the person: another person's page starts its forms afresh.
    <AgentPage key={person._id} title={person.name} intro={back} actions={actions}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={<Trans>Details</Trans>}>
          <Facts
            items={[
              { label: <Trans>Email</Trans>, value: person.email },
              ...facts,
              { label: <Trans>Status</Trans>, value: <ActiveBadge active={person.isActive} /> },
              { label: <Trans>Reward wallet</Trans>, value: person.isRewardWalletEnable ? <Trans>On</Trans> : <Trans>Off</Trans> },
              { label: <Trans>Joined</Trans>, value: date(person.createdAt) },
            ]}
          />
        </Card>
        {manage && <Card title={<Trans>Manage</Trans>}>{manage}</Card>}
        {wide(text.bookings, <PersonBookings bookings={bookings} pages={BOOKING_PAGES} />)}
        {markups &&
          wide(
            <Trans>Markups for {person.name}</Trans>,
            <MarkupEditor label={t`Markups for ${person.name}`} settings={markups.settings} inherited={markups.inherited} canInherit readOnly={markups.readOnly} save={markups.save} />,
          )}
        {activity && wide(<Trans>Activity</Trans>, <ActivityList events={activity} />)}
      </div>
    </AgentPage>
  );
}
