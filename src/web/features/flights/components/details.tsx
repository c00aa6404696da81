import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { flightMessages } from "@machines/flight-booking/messages";
import { type FareRules, type FlightOffer, type ResultOffer } from "@/shared/api/flights";
import { flightItinerary } from "@/shared/flights/itinerary";
import { otherFares } from "@/shared/flights/fares";
import { getFareRules } from "../../../api/flights";
import { useAlertText } from "../../../components/booking/alert-text";
import { card, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { ContinueToCheckout, DetailsFrame } from "../../booking/components/details-frame";
import { ProposeToClient } from "../../booking/components/propose-to-client";
import { useFlightActor, useFlightSelector } from "../use-flight-booking";
import { Itinerary } from "./itinerary";
import { useFareLabels } from "../labels";
import { FareConditionList } from "./fare-conditions";
import { PriceSummary } from "./price-summary";

/** Offer details, fare family, fare rules and the reprice step (spec A §4 "Flight details"). */
export function FlightDetails() {
  const { i18n } = useLingui();
  const alertText = useAlertText();
  const pricing = useFlightSelector((s) => s.context.pricing);
  const fallback = useFlightSelector((s) => s.context.offers.find((offer) => offer.id === s.context.offerId) ?? null);
  const offer = pricing?.offer ?? fallback;
  return (
    <DetailsFrame
      tripBundle
      aside={
        pricing && (
          <>
            <PriceSummary pricing={pricing}>
              <ContinueToCheckout />
            </PriceSummary>
            <ProposeFlight offer={pricing.offer} />
          </>
        )
      }
      priceChanged={{
        message: ({ previous, now }) => alertText(flightMessages.priceChanged, { previousTotal: previous, newTotal: now }),
        decline: i18n._(flightMessages.priceChangedDecline),
        accept: i18n._(flightMessages.priceChangedAccept),
      }}
    >
      {offer && (
        <section aria-labelledby="itinerary-heading" className={`${card} p-5`}>
          <h2 id="itinerary-heading" className="mb-4 text-lg font-semibold text-slate-900">
            <Trans>Your itinerary</Trans>
          </h2>
          <Itinerary offer={offer} />
        </section>
      )}
      {offer && <OtherFares offer={offer} />}
      {offer && <FareFamilies offerId={offer.id} />}
    </DetailsFrame>
  );
}

/** Proposals: these flights and fare, found again by their search once the offer expired (the client books them here). */
function ProposeFlight({ offer }: { offer: FlightOffer }) {
  const search = useFlightSelector((s) => s.context.search);
  if (!search) return null;
  const first = offer.flights[0];
  const route = offer.flights
    .map((leg) => leg.origin)
    .concat(offer.flights[offer.flights.length - 1]?.destination ?? "")
    .join(" → ");
  return (
    <ProposeToClient
      vertical="flight"
      label={`${route} · ${first?.airlineName ?? ""}`}
      offer={(page) => ({ offerId: offer.id, search, itinerary: flightItinerary(offer), fareFamily: offer.fareFamily.name, page })}
    />
  );
}

/** Other cabins and fare families for the same flights; choosing one prices it again (the machine's `offer.selected`). */
function OtherFares({ offer }: { offer: ResultOffer }) {
  const { t } = useLingui();
  const fareLabels = useFareLabels();
  const actor = useFlightActor();
  const formatMoney = useFormatMoney();
  const offers = useFlightSelector((s) => s.context.offers);
  // A fare family's conditions are in the search answer once, with the family (not on every offer).
  const families = useFlightSelector((s) => s.context.fareFamilies);
  const selectedId = useFlightSelector((s) => s.context.offerId);
  const reviewing = useFlightSelector((s) => s.matches({ details: "reviewing" }));
  const fares = useMemo(() => otherFares(offers, offer).filter((fare) => fare.id !== selectedId), [offers, offer, selectedId]);
  if (fares.length === 0) return null;
  return (
    <section aria-labelledby="other-fares-heading" className={`${card} p-5`}>
      <h2 id="other-fares-heading" className="mb-2 text-lg font-semibold text-slate-900">
        <Trans>Other fares for these flights</Trans>
      </h2>
      <ul className="divide-y divide-slate-100">
        {fares.map((fare) => {
          const name = fareLabels.fare(fare.fareFamily.cabin, fare.fareFamily.name);
          const conditions = families.find((family) => family.code === fare.fareFamily.code)?.conditions;
          return (
            <li key={fare.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="text-sm font-semibold text-slate-900">{name}</p>
                {conditions && <FareNote checkedBags={conditions.checkedBags} refundable={conditions.refundable} />}
              </div>
              <div className="flex items-center gap-3">
                <span className="text-sm font-semibold text-slate-900">{formatMoney(fare.totalAmount)}</span>
                <button type="button" className={secondaryAction} disabled={!reviewing} aria-label={t`Choose the ${name} fare`} onClick={() => actor.send({ type: "offer.selected", offerId: fare.id })}>
                  <Trans>Choose</Trans>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function FareNote({ checkedBags, refundable }: { checkedBags: number; refundable: boolean }) {
  return (
    <p className="text-sm text-slate-600">
      <Trans>Checked bags: {checkedBags}</Trans> · {refundable ? <Trans>Refundable</Trans> : <Trans>Non-refundable</Trans>}
    </p>
  );
}

function FareFamilies({ offerId }: { offerId: string }) {
  const formatMoney = useFormatMoney();
  const { t } = useLingui();
  const fareLabels = useFareLabels();
  const offerFamily = useFlightSelector((s) => s.context.pricing?.offer.fareFamily ?? null);
  const families = useFlightSelector((s) => s.context.fareFamilies);
  const [rules, setRules] = useState<FareRules | null>(null);
  useEffect(() => {
    let live = true;
    // spec A §8: fare rules failure is silent.
    getFareRules(offerId)
      .then((found) => live && setRules(found))
      .catch(() => live && setRules(null));
    return () => {
      live = false;
    };
  }, [offerId]);
  const conditions = offerFamily?.conditions;
  return (
    <section aria-labelledby="fare-heading" className={`${card} space-y-5 p-5`}>
      <h2 id="fare-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Fare and conditions</Trans>
      </h2>
      {offerFamily && conditions && (
        <div>
          <p className="text-sm font-semibold text-slate-900">{fareLabels.fare(offerFamily.cabin, offerFamily.name)}</p>
          <FareConditionList conditions={conditions} />
        </div>
      )}
      {families.length > 0 && (
        // A table wider than a phone scrolls sideways: a keyboard reaches it too (WCAG 2.1.1).
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t`Fare families on this search`}>
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="mb-2 text-left text-sm font-semibold text-slate-900">
              <Trans>Fare families on this search</Trans>
            </caption>
            <thead className="text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className="py-2">
                  <Trans>Fare</Trans>
                </th>
                <th scope="col">
                  <Trans>Bags</Trans>
                </th>
                <th scope="col">
                  <Trans>Refund</Trans>
                </th>
                <th scope="col" className="text-right">
                  <Trans context="lowest price">From</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {families.map((family) => (
                <tr key={`${family.cabin}-${family.code}`}>
                  <th scope="row" className="py-2 font-medium text-slate-900">
                    {fareLabels.fare(family.cabin, family.name)}
                  </th>
                  <td>{family.conditions.checkedBags}</td>
                  <td>{family.conditions.refundable ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
                  <td className="text-right tabular-nums">{formatMoney(family.lowestPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rules && rules.rules.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Fare rules</Trans>
          </h3>
          {rules.rules.map((rule) => (
            <details key={rule.title} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <summary className="cursor-pointer font-medium text-slate-900">{fareLabels.ruleTitle(rule.title)}</summary>
              <p className="mt-2 whitespace-pre-line text-slate-700">{rule.text}</p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
