import { plural } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { HOTEL_PATHS } from "@machines/hotel-booking/routes";
import type { HotelContent } from "@/shared/api/hotels";
import { nightsBetween } from "@/shared/hotels/stay";
import { useFormatDate } from "../../../lib/format-date";
import { card, primaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { secondaryButton, StatusPage } from "../../../components/status-page";
import { dealDetailsSearch, type HotelDeal } from "../deal";
import { useHotelLabels } from "../labels";
import { StarRating } from "./hotel-bits";

type FoundDeal = Extract<HotelDeal, { found: true }>;

/** The proposed hotel, stay, room and rate with the agent's note, and the way into the usual booking flow. */
export function HotelDealView({ deal }: { deal: FoundDeal }) {
  const { proposal, room, rate } = deal;
  const { hotel, search } = proposal;
  const labels = useHotelLabels();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const guests = search.occupancies.reduce((sum, o) => sum + o.numOfAdults + o.numOfChildren, 0);
  const rooms = search.occupancies.length;
  const nights = nightsBetween(search.stayPeriod.start, search.stayPeriod.end);
  const stayText = plural(nights, { one: "# night", other: "# nights" });
  const roomsText = plural(rooms, { one: "# room", other: "# rooms" });
  const guestsText = plural(guests, { one: "# guest", other: "# guests" });
  return (
    <DealHotel hotel={hotel}>
      {proposal.note && (
        <figure className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
          <blockquote className="text-sm">“{proposal.note}”</blockquote>
          {proposal.agentName && (
            <figcaption className="mt-2 text-xs font-semibold">
              <Trans>{proposal.agentName}, your travel agent</Trans>
            </figcaption>
          )}
        </figure>
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">
            <Trans>Stay</Trans>
          </dt>
          <dd className="font-medium text-slate-900">
            {formatDate(search.stayPeriod.start)} – {formatDate(search.stayPeriod.end)} ({stayText})
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Rooms and guests</Trans>
          </dt>
          <dd className="font-medium text-slate-900">
            {roomsText}, {guestsText}
          </dd>
        </div>
        {room && rate ? (
          <>
            <div>
              <dt className="text-slate-600">
                <Trans>Room</Trans>
              </dt>
              <dd className="font-medium text-slate-900">
                {labels.room(room.name)} · {labels.board(rate.board)} · {rate.refundable ? <Trans>Refundable</Trans> : <Trans>Non-refundable</Trans>}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">
                <Trans>Price today</Trans>
              </dt>
              <dd className="text-lg font-bold text-slate-900" data-testid="deal-price">
                {formatMoney(rate.price)}
              </dd>
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-700 sm:col-span-2" role="note">
            <Trans>The room your agent chose is no longer offered for these dates; the hotel's other rooms are shown when you continue.</Trans>
          </p>
        )}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={HOTEL_PATHS.details} search={dealDetailsSearch(deal)} className={primaryAction}>
          <Trans>Book this stay</Trans>
        </Link>
        <Link to={HOTEL_PATHS.search} className={secondaryButton}>
          <Trans>Search other hotels</Trans>
        </Link>
      </div>
    </DealHotel>
  );
}

/**
 * The proposed hotel's picture, name, rating and address, and below them what the deal adds (`children`). Drawn
 * alone by the server before the app has read the proposal (deal-page.tsx): the picture is the page's largest
 * paint, and it stays where it is when the rest arrives.
 */
export function DealHotel({ hotel, children }: { hotel: HotelContent; children?: ReactNode }) {
  const image = hotel.images[0];
  return (
    <article className={`${card} grid overflow-hidden md:grid-cols-[22rem_1fr]`} aria-labelledby="deal-hotel">
      {image && <img src={image.url} alt={image.caption} fetchPriority="high" className="h-56 w-full object-cover md:h-full" />}
      <div className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 id="deal-hotel" className="text-2xl font-bold text-slate-900">
            {hotel.name}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StarRating stars={hotel.starRating} />
            <span className="text-sm text-slate-700">
              {hotel.address}, {hotel.city}
            </span>
          </div>
        </div>
        {children}
      </div>
    </article>
  );
}

/** An unknown or withdrawn proposal: said plainly, with the hotel search to go on. */
export function HotelDealNotFound({ message }: { message: string | null }) {
  return (
    <StatusPage
      code="404"
      title={<Trans>Proposal not found</Trans>}
      description={message ?? <Trans>This proposal is not available</Trans>}
      actions={
        <Link to={HOTEL_PATHS.search} className={primaryAction}>
          <Trans>Search hotels</Trans>
        </Link>
      }
    />
  );
}
