import { Trans, useLingui } from "@lingui/react/macro";
import type { CarOffer } from "@/shared/api/cars";
import { card, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { ContinueToCheckout, DetailsFrame } from "../../booking/components/details-frame";
import { ProposeToClient } from "../../booking/components/propose-to-client";
import { useCarLabels } from "../labels";
import { useCarActor, useCarSelector } from "../use-car-booking";
import { CarFacts } from "./car-facts";
import { CarPriceSummary } from "./price-summary";
import { RentalPlaces } from "./rental-places";

/** The car quote's details, priced again (the core's details: repricing, price changed, expired). */
export function CarDetails() {
  const { t } = useLingui();
  const pricing = useCarSelector((s) => s.context.pricing);
  const fallback = useCarSelector((s) => s.context.offers.find((offer) => offer.id === s.context.offerId) ?? null);
  const reviewing = useCarSelector((s) => s.matches({ details: "reviewing" }));
  const offer = pricing?.offer ?? fallback;
  return (
    <DetailsFrame
      aside={
        pricing && (
          <>
            <CarPriceSummary pricing={pricing}>
              <ContinueToCheckout />
            </CarPriceSummary>
            <ProposeCar offer={pricing.offer} />
          </>
        )
      }
      priceChanged={{
        message: ({ previous: before, now }) => t`The rental company now asks ${now} for this car instead of ${before}.`,
        decline: <Trans>Choose another car</Trans>,
        accept: <Trans>Accept the new price</Trans>,
      }}
    >
      {offer && <CarOverview offer={offer} />}
      {offer && <SimilarCars offer={offer} selectable={reviewing} />}
    </DetailsFrame>
  );
}

/** Vendor, vehicle class by ACRISS code and its size name (static data vehicleSizes), what it carries, where and when. */
/** Proposals: this vendor's car class for the search's places and times, found again once the quote expired. */
function ProposeCar({ offer }: { offer: CarOffer }) {
  const search = useCarSelector((s) => s.context.search);
  if (!search) return null;
  return (
    <ProposeToClient
      vertical="car"
      label={`${offer.vehicleName} · ${offer.vendorName}`}
      offer={(page) => ({ offerId: offer.id, search, vendorCode: offer.vendorCode, sipp: offer.sipp, currency: offer.price.currency, page })}
    />
  );
}

export function CarOverview({ offer }: { offer: CarOffer }) {
  const labels = useCarLabels();
  const formatMoney = useFormatMoney();
  return (
    <>
      <section aria-labelledby="car-heading" className={`${card} space-y-4 p-5`}>
        <div>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="rounded-md bg-slate-900 px-1.5 py-0.5 font-mono text-xs text-white" title="ACRISS">
              {offer.sipp}
            </span>
            <span className="font-semibold text-slate-900">{labels.sizes[offer.size]}</span>
            <span>· {offer.vendorName}</span>
          </p>
          <h2 id="car-heading" className="mt-2 text-lg font-semibold text-slate-900">
            {offer.vehicleName}
          </h2>
        </div>
        <CarFacts offer={offer} />
        {(offer.oneWayFee || offer.youngDriverFee) && (
          <ul className="space-y-1 text-sm text-slate-700">
            {offer.oneWayFee && (
              <li>
                <Trans>One-way fee: {formatMoney(offer.oneWayFee)}</Trans>
              </li>
            )}
            {offer.youngDriverFee && (
              <li>
                <Trans>Young driver surcharge: {formatMoney(offer.youngDriverFee)}</Trans>
              </li>
            )}
          </ul>
        )}
      </section>
      <RentalPlaces offer={offer} />
    </>
  );
}

/** How many cars of the same class the details offer instead. */
const SIMILAR_CARS = 3;

/**
 * Cars of the same class from the search, cheapest first: choosing one prices it here instead, without
 * going back to the list (a link to the details has no search, and so none).
 */
function SimilarCars({ offer, selectable }: { offer: CarOffer; selectable: boolean }) {
  const { t } = useLingui();
  const actor = useCarActor();
  const labels = useCarLabels();
  const formatMoney = useFormatMoney();
  const offers = useCarSelector((s) => s.context.offers);
  const similar = offers
    .filter((other) => other.size === offer.size && other.id !== offer.id)
    .sort((a, b) => a.price.amount - b.price.amount)
    .slice(0, SIMILAR_CARS);
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-cars-heading" className={`${card} space-y-3 p-5`}>
      <h2 id="similar-cars-heading" className="text-base font-semibold text-slate-900">
        <Trans>Other cars like this</Trans>
      </h2>
      <ul className="divide-y divide-slate-100">
        {similar.map((other) => {
          const size = labels.sizes[other.size];
          const price = formatMoney(other.price);
          return (
            <li key={other.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <p className="min-w-0 text-sm">
                <span className="block font-semibold text-slate-900">{other.vehicleName}</span>
                <span className="block text-slate-700">
                  {other.vendorName} · {price}
                </span>
              </p>
              <button
                type="button"
                className={secondaryAction}
                disabled={!selectable}
                onClick={() => actor.send({ type: "offer.selected", offerId: other.id })}
                aria-label={t`Select ${size} from ${other.vendorName} for ${price}`}
              >
                <Trans>Select</Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
