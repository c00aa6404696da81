import { Trans, useLingui } from "@lingui/react/macro";
import { useDeferredValue, useState } from "react";
import type { HotelPricing } from "@machines/hotel-booking/description";
import type { HotelContent, HotelRate, HotelRoom } from "@/shared/api/hotels";
import { OFFER_REFERENCE_CALLS } from "@/shared/offer-references";
import { firstAnswerData } from "../../../api/first-answer-data";
import { card, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { ContinueToCheckout, DetailsFrame, PhoneCheckoutBar } from "../../booking/components/details-frame";
import { ProposeToClient } from "../../booking/components/propose-to-client";
import { useHotelLabels } from "../labels";
import { useHotelActor, useHotelSelector } from "../use-hotel-booking";
import { CancellationPolicyText } from "./cancellation-policy";
import { PlaceMap } from "../../../components/map/place-map";
import { HotelPrice, ReadMore, StarRating } from "./hotel-bits";
import { HotelPriceSummary } from "./price-summary";

/** A hotel's content, its rooms and rates, the chosen rate priced (getPrice) and the way to checkout (spec B flow). */
export function HotelDetails() {
  const labels = useHotelLabels();
  const pricing = useHotelSelector((s) => s.context.pricing);
  const summary = useHotelSelector((s) => s.context.offers.find((offer) => offer.id === s.context.offerId) ?? null);
  // A page opened by address came with the hotel as the supplier describes it: drawn before its price arrives.
  const offerId = useHotelSelector((s) => s.context.offerId);
  const reference = offerId ? firstAnswerData<HotelContent>(OFFER_REFERENCE_CALLS.hotel(offerId)) : null;
  const reviewing = useHotelSelector((s) => s.matches({ details: "reviewing" }));
  // While another rate is priced the machine clears the pricing: the rooms stay on screen meanwhile.
  const [lastPricing, setLastPricing] = useState<HotelPricing | null>(pricing);
  if (pricing && pricing !== lastPricing) setLastPricing(pricing);
  const shown = pricing ?? lastPricing;
  // The rooms and their rates (a dozen rooms, ten rates each) come with the price, in the machine's change, which
  // React draws in one go: deferred, they are drawn in slices just after the rest ("Every page fast on a phone",
  // part 26: drawn with the page, they were a 90–100 ms task of its cold start, unthrottled).
  const rooms = useDeferredValue(shown?.rooms);
  return (
    <DetailsFrame
      aside={
        pricing && (
          <>
            <ChosenRate pricing={pricing} />
            {/* On a phone the button lives in the sticky bar (one button at every width). Hidden by a wrapper: on the
                button itself `hidden` loses to the action style's own `inline-flex`. */}
            <HotelPriceSummary pricing={pricing}>
              <div className="hidden lg:block">
                <ContinueToCheckout />
              </div>
            </HotelPriceSummary>
            <ProposeHotel pricing={pricing} />
          </>
        )
      }
      phoneBar={
        pricing && (
          <PhoneCheckoutBar
            choice={
              <>
                {labels.room(pricing.room.name)} · {labels.board(pricing.rate.board)}
              </>
            }
            total={pricing.totalAmount}
          />
        )
      }
      priceChanged={{
        message: ({ previous, now }) => (
          <Trans>
            The hotel now asks {now} for this room instead of {previous}.
          </Trans>
        ),
        decline: <Trans>Choose another hotel</Trans>,
        accept: <Trans>Accept the new price</Trans>,
      }}
    >
      {shown ? (
        <HotelOverview hotel={shown.hotel} content={shown.content} />
      ) : reference ? (
        <HotelOverview hotel={reference} content={reference} />
      ) : (
        summary && <h2 className="text-xl font-semibold text-slate-900">{summary.name}</h2>
      )}
      {rooms && rooms.length > 0 && <RoomsAndRates rooms={rooms} disabled={!reviewing} />}
    </DetailsFrame>
  );
}

/** The hotel as priced, or as its supplier describes it before the price (the same content: the page does not move). */
type OverviewHotel = Pick<HotelContent, "hotelId" | "name" | "starRating" | "address"> & { image?: string };

function HotelOverview({ hotel, content }: { hotel: OverviewHotel; content: HotelContent | null }) {
  const { t } = useLingui();
  const labels = useHotelLabels();
  const images = content?.images ?? (hotel.image ? [{ url: hotel.image, caption: hotel.name }] : []);
  return (
    <section aria-labelledby="hotel-heading" className={`${card} overflow-hidden`}>
      <div className="flex snap-x gap-2 overflow-x-auto p-2" aria-label={t`Photos`} role="group" tabIndex={0}>
        {images.map((image, i) => (
          // The first photo is the page's largest paint: fetched first (the first HTML preloads it too).
          <img
            key={image.url}
            src={image.url}
            alt={t`Photo ${i + 1} of ${hotel.name}`}
            fetchPriority={i === 0 ? "high" : "auto"}
            className="h-44 w-72 shrink-0 snap-start rounded-xl object-cover sm:h-56 sm:w-96"
          />
        ))}
      </div>
      <div className="space-y-3 p-5">
        <div>
          <h2 id="hotel-heading" className="text-2xl font-bold text-slate-900">
            {hotel.name}
          </h2>
          <StarRating stars={hotel.starRating} />
          <p className="mt-1 text-sm text-slate-700">{hotel.address}</p>
        </div>
        {content && (
          <PlaceMap
            label={t`Map of ${hotel.name}`}
            points={[{ id: hotel.hotelId, lat: content.lat, lng: content.lng, label: hotel.name, text: "●" }]}
            description={
              <Trans>
                The map shows {hotel.name} at {hotel.address}.
              </Trans>
            }
            className="h-56"
          />
        )}
        {content && (
          <>
            <ReadMore text={content.description} />
            <p className="text-sm text-slate-700">
              <Trans>
                Check-in from {content.checkInTime} · Check-out until {content.checkOutTime} (hotel local time)
              </Trans>
            </p>
            <ul className="flex flex-wrap gap-2" aria-label={t`Facilities`}>
              {content.facilities.map((code) => (
                <li key={code} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800">
                  {labels.facility(code)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function RoomsAndRates({ rooms, disabled }: { rooms: HotelRoom[]; disabled: boolean }) {
  const labels = useHotelLabels();
  return (
    <section aria-labelledby="rooms-heading" className="space-y-4">
      <h2 id="rooms-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Rooms and rates</Trans>
      </h2>
      {rooms.map((room) => (
        <article key={room.roomId} aria-label={labels.room(room.name)} className={`${card} p-4`}>
          <div className="flex gap-4">
            <img src={room.image} alt="" className="hidden h-20 w-28 shrink-0 rounded-lg object-cover sm:block" />
            <div className="min-w-0">
              <h3 className="text-base font-semibold text-slate-900">{labels.room(room.name)}</h3>
              <p className="text-sm text-slate-700">
                {labels.beds(room.beds)} ·{" "}
                <Trans>
                  {room.sizeSqm} m² · up to {room.maxOccupancy} guests
                </Trans>
              </p>
            </div>
          </div>
          <ul className="mt-3 divide-y divide-slate-100">
            {room.rates.map((rate) => (
              <RateRow key={rate.rateId} roomName={labels.room(room.name)} rate={rate} disabled={disabled} />
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}

function RateRow({ roomName, rate, disabled }: { roomName: string; rate: HotelRate; disabled: boolean }) {
  const { t } = useLingui();
  const actor = useHotelActor();
  const labels = useHotelLabels();
  const formatMoney = useFormatMoney();
  const showPublished = useHotelSelector((s) => s.context.showPublishedPrice);
  const chosen = useHotelSelector((s) => s.context.pricing?.rate.rateId === rate.rateId || s.context.offerId === rate.rateId);
  const board = labels.board(rate.board);
  const refund = rate.refundable ? t`Refundable` : t`Non-refundable`;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-semibold text-slate-900">
          {board} · <span className={rate.refundable ? "text-emerald-800" : "text-rose-800"}>{refund}</span>
        </p>
        <CancellationPolicyText policy={rate.cancellationPolicy} />
        <p className="text-xs text-slate-600">
          <Trans>Taxes and fees included: {formatMoney(rate.taxes)}</Trans>
          {rate.payAtHotel.amount > 0 && (
            <>
              {" · "}
              <Trans>Paid at the hotel: {formatMoney(rate.payAtHotel)}</Trans>
            </>
          )}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <HotelPrice price={rate.price} published={rate.publishedPrice} showPublished={showPublished} />
        {chosen ? (
          <p className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
            <Trans>Selected</Trans>
          </p>
        ) : (
          <button
            type="button"
            className={secondaryAction}
            disabled={disabled}
            aria-label={t`Choose ${roomName}, ${board}, ${refund}, ${formatMoney(rate.price)}`}
            onClick={() => actor.send({ type: "offer.selected", offerId: rate.rateId })}
          >
            <Trans>Choose</Trans>
          </button>
        )}
      </div>
    </li>
  );
}

/** The rate as priced now: the room, board and its cancellation policy beside the price. */
function ChosenRate({ pricing }: { pricing: HotelPricing }) {
  const labels = useHotelLabels();
  return (
    <section aria-labelledby="chosen-rate" className={`${card} space-y-2 p-5`}>
      <h2 id="chosen-rate" className="text-base font-semibold text-slate-900">
        <Trans>Your room</Trans>
      </h2>
      <p className="text-sm font-medium text-slate-900">
        {labels.room(pricing.room.name)} · {labels.board(pricing.rate.board)}
      </p>
      <p className="text-sm text-slate-700">{labels.beds(pricing.room.beds)}</p>
      <CancellationPolicyText policy={pricing.rate.cancellationPolicy} />
    </section>
  );
}

/** Proposals: this hotel, stay and room (the client books it on the deal page, spec B §2). */
function ProposeHotel({ pricing }: { pricing: HotelPricing }) {
  const search = useHotelSelector((s) => s.context.search);
  const labels = useHotelLabels();
  if (!search) return null;
  const rate = { roomId: pricing.room.roomId, board: pricing.rate.board, refundable: pricing.rate.refundable };
  return <ProposeToClient vertical="hotel" label={`${pricing.hotel.name} · ${labels.room(pricing.room.name)}`} offer={() => ({ hotelId: pricing.hotel.hotelId, search, rate })} />;
}
