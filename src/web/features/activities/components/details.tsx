import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { ActivityDetails as Product } from "@/shared/api/activities";
import { OFFER_REFERENCE_CALLS } from "@/shared/offer-references";
import { getActivityDetails } from "../../../api/activities";
import { firstAnswerData } from "../../../api/first-answer-data";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { ContinueToCheckout, DetailsFrame } from "../../booking/components/details-frame";
import { ProposeToClient } from "../../booking/components/propose-to-client";
import { useActivityLabels, useFormatActivityDuration } from "../labels";
import { productCodeOf } from "../url";
import { useActivitySelector } from "../use-activity-booking";
import { AvailabilityForm } from "./availability";
import { OtherActivities } from "./other-activities";
import { MeetingPointMap, MeetingPointText, useMeetingPoint } from "./meeting-point";
import { ActivityPriceSummary } from "./price-summary";
import { ActivityReviews } from "./reviews";

/** spec B §9 "Text truncation default 20": the description shows its first 20 characters until "Read more". */
const TRUNCATE_AT = 20;

/**
 * The product the page is about: the machine's pricing before a choice; after one (a bookable offer), the product
 * shown before it, or loaded for its texts (a refresh, a checkout link). Kept across a choice: the page's
 * availability form stays as the traveller left it (its calendar jumped back to the first month when the product
 * was dropped and loaded again after "Check availability").
 */
function useProduct(): Product | null {
  const pricing = useActivitySelector((s) => s.context.pricing);
  const offerId = useActivitySelector((s) => s.context.offerId);
  const fromPricing = pricing?.offer.kind === "product" ? pricing.offer : null;
  const code = fromPricing ? null : offerId ? productCodeOf(offerId) : null;
  // A page opened by address came with its product as the provider describes it (src/shared/first-answers.ts): the
  // server drew it, and the app draws the same at once instead of after the price.
  const [loaded, setLoaded] = useState<Product | null>(() => fromPricing ?? (code ? firstAnswerData<Product>(OFFER_REFERENCE_CALLS.activity(code)) : null));
  if (fromPricing && loaded !== fromPricing) setLoaded(fromPricing);
  const known = loaded !== null && loaded.productCode === code;
  useEffect(() => {
    if (!code || known) return;
    let live = true;
    getActivityDetails(code).then(
      (product) => live && setLoaded(product),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [code, known]);
  return fromPricing ?? (loaded && loaded.productCode === code ? loaded : null);
}

/** spec B §2 activity result details: the product, its availability choice, then checkout. */
export function ActivityDetails() {
  const product = useProduct();
  const repricing = useActivitySelector((s) => s.matches({ details: "repricing" }));
  return (
    <DetailsFrame
      aside={<ChoiceSummary product={product} />}
      // A chosen offer priced again (a refresh, a held booking paid) shows the product while its price is checked.
      repricingLabel={product ? undefined : <Trans>Loading the activity…</Trans>}
      priceChanged={{
        message: ({ previous, now }) => (
          <Trans>
            The provider's price went from {previous} to {now}. Do you want to continue at the new price?
          </Trans>
        ),
        decline: <Trans>Choose another activity</Trans>,
        accept: <Trans>Continue at the new price</Trans>,
      }}
    >
      {product && <ProductView product={product} />}
      {product && !repricing && <AvailabilityForm productCode={product.productCode} />}
      <OtherActivities current={product?.productCode ?? null} />
    </DetailsFrame>
  );
}

function ProductView({ product }: { product: Product }) {
  const { t } = useLingui();
  const labels = useActivityLabels();
  const duration = useFormatActivityDuration();
  const [expanded, setExpanded] = useState(false);
  const long = product.description.length > TRUNCATE_AT;
  const [first, ...more] = product.images;
  const meetingPoint = useMeetingPoint(product.meetingPoint.ref);
  return (
    <article aria-labelledby="activity-title" className={`${card} overflow-hidden`}>
      {/* The page's largest paint: fetched first (the first HTML preloads it too). */}
      {first && <img src={first.url} alt={first.caption} fetchPriority="high" className="h-56 w-full object-cover sm:h-72" />}
      {more.length > 0 && (
        // A row that scrolls sideways on a phone: focusable, so a keyboard can scroll it (WCAG 2.1.1).
        <ul aria-label={t`More pictures`} tabIndex={0} className="flex gap-2 overflow-x-auto px-5 pt-3 focus-visible:outline-2 focus-visible:outline-offset-2">
          {more.map((image) => (
            <li key={image.url} className="shrink-0">
              <img src={image.url} alt={image.caption} className="h-20 w-28 rounded-lg object-cover" loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-5 p-5">
        <div>
          <h2 id="activity-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {product.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            <Trans>
              {duration(product.durationMinutes)} · {product.rating.toFixed(1)} of 5 ({product.reviewCount} reviews)
            </Trans>
          </p>
        </div>
        <div>
          <h3 className="text-base font-semibold text-slate-900">
            <Trans>About this activity</Trans>
          </h3>
          <p id="activity-description" className="mt-1 text-sm text-slate-800">
            {expanded || !long ? product.description : `${product.description.slice(0, TRUNCATE_AT).trimEnd()}…`}
          </p>
          {long && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls="activity-description"
              className="mt-1 text-sm font-semibold text-primary-strong hover:underline"
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? <Trans>Read less</Trans> : <Trans>Read more</Trans>}
            </button>
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <h3 className="text-base font-semibold text-slate-900">
              <Trans>What's included</Trans>
            </h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {product.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          {product.exclusions.length > 0 && (
            <div>
              <h3 className="text-base font-semibold text-slate-900">
                <Trans>Not included</Trans>
              </h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {product.exclusions.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h3 className="text-base font-semibold text-slate-900">
              <Trans>Meeting point</Trans>
            </h3>
            <MeetingPointText name={product.meetingPoint.name} location={meetingPoint} />
            {meetingPoint && <MeetingPointMap location={meetingPoint} />}
          </div>
          <div>
            <h3 className="text-base font-semibold text-slate-900">
              <Trans>Cancellation policy</Trans>
            </h3>
            <p className="mt-1 text-sm text-slate-800">{labels.policy(product.cancellationPolicy)}</p>
          </div>
        </div>
        <ActivityReviews product={product} />
      </div>
    </article>
  );
}

/** Before a choice, the price per adult; after it, the chosen offer's price and the way to checkout. */
function ChoiceSummary({ product }: { product: Product | null }) {
  const formatMoney = useFormatMoney();
  const pricing = useActivitySelector((s) => s.context.pricing);
  const canCheckout = useActivitySelector((s) => s.can({ type: "checkout.requested", authenticated: true }));
  if (pricing?.offer.kind === "bookable") {
    const { productCode, travelDate, travellers, optionCode, startTime, title, optionTitle } = pricing.offer;
    return (
      <>
        <ActivityPriceSummary offer={pricing.offer} totalAmount={pricing.totalAmount} breakdown={pricing.breakdown}>
          <ContinueToCheckout disabled={!canCheckout} />
        </ActivityPriceSummary>
        {/* Proposals: this day, option, time and travellers, checked with the provider again when the client opens it. */}
        <ProposeToClient vertical="activity" label={`${title} · ${optionTitle}`} offer={(page) => ({ productCode, travelDate, travellers, optionCode, startTime, page })} />
      </>
    );
  }
  if (!product) return null;
  return (
    <section aria-labelledby="from-price" className={`${card} p-5`}>
      <h2 id="from-price" className="text-sm font-medium text-slate-700">
        <Trans>From</Trans>
      </h2>
      <p className="text-2xl font-bold text-slate-900">
        {product.originalPrice && <s className="mr-2 text-base font-normal text-slate-500">{formatMoney(product.originalPrice)}</s>}
        {formatMoney(product.fromPrice)}
      </p>
      <p className="text-sm text-slate-700">
        <Trans>per adult. Choose a day, an option and a time to see the total.</Trans>
      </p>
    </section>
  );
}
