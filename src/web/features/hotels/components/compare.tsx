import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import type { HotelOffer } from "@machines/hotel-booking/description";
import { hotelCompareMachine } from "@machines/hotel-compare/hotel-compare.machine";
import { hotelCompareMessages } from "@/shared/hotels/compare";
import { HOTEL_COMPARE_LIMIT } from "@/shared/hotels/stay";
import { useAlertText } from "../../../components/booking/alert-text";
import { BookingModal } from "../../../components/booking/modal";
import { primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useHotelLabels } from "../labels";
import { useHotelActor, useHotelSelector } from "../use-hotel-booking";
import { StarRating } from "./hotel-bits";

// spec B §2 "Hotel search allows at most 3 hotels selected for comparison": a Compare checkbox per hotel,
// a tray listing those chosen, and a side-by-side sheet; the machine (hotel-compare) refuses a fourth.

type CompareActor = ActorRefFrom<typeof hotelCompareMachine>;
const CompareContext = createContext<CompareActor | null>(null);

function useCompare(): CompareActor {
  const actor = useContext(CompareContext);
  if (!actor) throw new Error("useCompare outside HotelCompareScope");
  return actor;
}

/** The results page's comparison, for its list and its tray. */
export function HotelCompareScope({ children }: { children: ReactNode }) {
  const actor = useActorRef(hotelCompareMachine);
  return <CompareContext.Provider value={actor}>{children}</CompareContext.Provider>;
}

export function CompareToggle({ hotel, disabled = false }: { hotel: HotelOffer; disabled?: boolean }) {
  const { t } = useLingui();
  const actor = useCompare();
  const chosen = useSelector(actor, (s) => s.context.selected.includes(hotel.id));
  return (
    <label className={`inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 ${disabled ? "cursor-not-allowed" : "cursor-pointer"}`}>
      <input
        type="checkbox"
        className="size-5 accent-[var(--color-primary)]"
        checked={chosen}
        disabled={disabled}
        aria-label={t`Compare ${hotel.name}`}
        onChange={() => actor.send({ type: "compare.toggled", hotelId: hotel.id })}
      />
      <span aria-hidden="true">
        <Trans>Compare</Trans>
      </span>
    </label>
  );
}

/** The chosen hotels (in the order chosen), from the search's hotels (a filter may hide one from the list). */
function useChosen(): HotelOffer[] {
  const actor = useCompare();
  const selected = useSelector(actor, (s) => s.context.selected);
  const offers = useHotelSelector((s) => s.context.offers);
  return selected.flatMap((id) => offers.filter((offer) => offer.id === id));
}

/** A bar at the foot of the screen once a hotel is chosen: how many, why a fourth was refused, and the sheet. */
export function CompareTray() {
  const { t } = useLingui();
  const actor = useCompare();
  const alertText = useAlertText();
  const chosen = useChosen();
  const refused = useSelector(actor, (s) => s.context.refused !== null);
  const [open, setOpen] = useState(false);
  if (chosen.length === 0) return null;
  const count = chosen.length;
  const limit = HOTEL_COMPARE_LIMIT;
  return (
    <section
      aria-label={t`Hotels to compare`}
      className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      {refused && (
        <p role="alert" className="mb-2 text-sm font-medium text-rose-800">
          {alertText(hotelCompareMessages.limit)}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-800" role="status">
          <Trans>
            {count} of {limit} hotels chosen to compare
          </Trans>
        </p>
        <div className="flex gap-2">
          <button type="button" className={secondaryAction} onClick={() => actor.send({ type: "compare.cleared" })}>
            <Trans>Clear</Trans>
          </button>
          <button type="button" className={primaryAction} disabled={count < 2} onClick={() => setOpen(true)}>
            <Trans>Compare hotels</Trans>
          </button>
        </div>
      </div>
      <BookingModal isOpen={open} onOpenChange={setOpen} title={<Trans>Compare hotels</Trans>} size="lg" fullScreenOnMobile>
        <CompareSheet hotels={chosen} onChoose={() => setOpen(false)} />
      </BookingModal>
    </section>
  );
}

/** The chosen hotels side by side: stars, guests' score, distance, boards, free cancellation, lowest price. */
function CompareSheet({ hotels, onChoose }: { hotels: HotelOffer[]; onChoose: () => void }) {
  const { t } = useLingui();
  const booking = useHotelActor();
  const compare = useCompare();
  const labels = useHotelLabels();
  const formatMoney = useFormatMoney();
  const rows: { label: ReactNode; cell: (hotel: HotelOffer) => ReactNode }[] = [
    {
      label: <Trans>Stars</Trans>,
      cell: (hotel) => <StarRating stars={hotel.starRating} />,
    },
    {
      label: <Trans>Guest rating</Trans>,
      cell: (hotel) => <Trans>{hotel.reviewScore.toFixed(1)} / 10</Trans>,
    },
    {
      label: <Trans>Distance</Trans>,
      cell: (hotel) => <Trans>{hotel.distance.toFixed(1)} km from the centre</Trans>,
    },
    {
      label: <Trans>Board</Trans>,
      cell: (hotel) => hotel.boards.map(labels.board).join(", "),
    },
    {
      label: <Trans>Free cancellation</Trans>,
      cell: (hotel) => (hotel.freeCancellation ? <Trans>Yes</Trans> : <Trans>No</Trans>),
    },
    {
      label: <Trans>Lowest price</Trans>,
      cell: (hotel) => <span className="font-bold tabular-nums">{formatMoney(hotel.price)}</span>,
    },
  ];
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">
          <Trans>The chosen hotels side by side</Trans>
        </caption>
        <thead>
          <tr>
            <td className="w-24 p-2" />
            {hotels.map((hotel) => (
              <th key={hotel.id} scope="col" className="p-2 align-top text-sm font-semibold text-slate-900">
                {hotel.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-slate-100">
              <th scope="row" className="p-2 align-top text-xs font-medium text-slate-600">
                {row.label}
              </th>
              {hotels.map((hotel) => (
                <td key={hotel.id} className="break-words p-2 align-top text-slate-800">
                  {row.cell(hotel)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="border-t border-slate-100">
            <td className="p-2" />
            {hotels.map((hotel) => (
              <td key={hotel.id} className="space-y-2 p-2 align-top">
                <button
                  type="button"
                  className={`${primaryAction} w-full px-2`}
                  aria-label={t`See rooms at ${hotel.name}`}
                  onClick={() => {
                    onChoose();
                    booking.send({ type: "offer.selected", offerId: hotel.id });
                  }}
                >
                  <Trans>See rooms</Trans>
                </button>
                <button
                  type="button"
                  className="w-full text-xs font-semibold text-primary-strong underline-offset-4 hover:underline"
                  onClick={() => compare.send({ type: "compare.toggled", hotelId: hotel.id })}
                >
                  <Trans>Remove {hotel.name}</Trans>
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
